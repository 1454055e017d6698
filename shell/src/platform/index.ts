// What the shell's app code uses from the platform.
export { bootPlatform } from './boot';
export { RemoteArea } from './remote-area';
export { LoadingBar } from './loading-bar';
export { useRegistry, useNavEntries } from './registry-store';
export { setSessionAccessor } from './session';
export { getApiBase } from './runtime-config';
