import { createFederatedConfig } from '@floorhire/build';

export default createFederatedConfig({
  name: 'applicants',
  dir: import.meta.dirname,
  isHost: false,
  exposes: { './lifecycle': './src/lifecycle.tsx' },
});
