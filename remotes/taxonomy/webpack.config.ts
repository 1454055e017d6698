import { createFederatedConfig } from '@floorhire/build';

// The container name is the one remote.json declares.
export default createFederatedConfig({
  dir: import.meta.dirname,
  isHost: false,
  exposes: { './lifecycle': './src/lifecycle.tsx' },
});
