// What the shell's app code uses from the platform.
export { bootPlatform } from './boot';
export { RemoteArea } from './remote-area';
export { REMOTE_TIMEOUT_MS } from './remote-loader';
export type { RemoteAreaProps } from './remote-area';
export { LoadingBar, startLoading, markLoadingFailed, resetLoadingBar } from './loading-bar';
export { NoticeHost } from './notice-host';
export { useRegistry, useRemoteOwner, useNavEntries, refreshRegistry, registryStore } from './registry-store';
export type { RegistryState, RegisteredNavEntry } from './registry-store';
export { showUpdateNotice, checkForUpdate } from './update-notice';
export { setSessionAccessor, sessionFacade } from './session';
export { getRuntimeConfig, getApiBase } from './runtime-config';
export { RemoteLoadError } from './remote-loader';
export type { RemoteFailure } from './remote-loader';
export { getEventBus } from '@floorhire/event-bus';
