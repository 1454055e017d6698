import { createFederatedConfig } from '@floorhire/build';

export default createFederatedConfig({
  name: 'jobs',
  dir: import.meta.dirname,
  isHost: false,
  exposes: { './lifecycle': './src/lifecycle.tsx' },
});
