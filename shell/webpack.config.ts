import { createFederatedConfig } from '@floorhire/build';

export default createFederatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  entry: './src/index.ts',
  htmlTemplate: './src/index.html',
  title: 'FloorHire',
});
