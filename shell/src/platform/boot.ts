import { addErrorHandler, patchHistoryApi } from 'single-spa';
import { getEventBus } from '@floorhire/event-bus';
import { loadRuntimeConfig } from './runtime-config';
import { refreshRegistry } from './registry-store';
import { REMOTE_TIMEOUT_MS } from './remote-loader';
import { preloadRouteRemote } from './route-remote-preload';
import { loadThirdPartyScripts } from './third-party-scripts';
import { startUpdatePolling } from './update-notice';

let booted: Promise<void> | null = null;

/**
 * Reads runtime configuration and the registry (the bundle holds no remote URL), makes
 * pushState visible to every router in the page, and starts the 10 s registry poll.
 */
export function bootPlatform(): Promise<void> {
  return (booted ??= (async () => {
    // Each remote owns a BrowserRouter; single-spa's patch turns pushState into popstate so
    // the shell's router and the remotes' routers always agree on the URL.
    patchHistoryApi({ urlRerouteOnly: true });
    // Parcel failures are shown in their area; without a handler single-spa rethrows them globally.
    addErrorHandler((error) => console.warn(`[platform] ${error.appOrParcelName}: ${error.message}`));
    getEventBus();
    const [config] = await Promise.all([
      loadRuntimeConfig(),
      refreshRegistry().then((doc) => preloadRouteRemote(doc, window.location.pathname, REMOTE_TIMEOUT_MS)),
    ]);
    loadThirdPartyScripts(config.thirdPartyScripts);
    startUpdatePolling();
  })());
}
