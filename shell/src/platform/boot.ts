import { getEventBus } from '@floorhire/event-bus';
import { loadRuntimeConfig } from './runtime-config';
import { refreshRegistry } from './registry-store';
import { REMOTE_TIMEOUT_MS } from './remote-loader';
import { preloadRouteRemote } from './route-remote-preload';
import { loadThirdPartyScripts } from './third-party-scripts';
import { startUpdatePolling } from './update-notice';

let booted: Promise<void> | null = null;

/**
 * Reads runtime configuration and the registry (the bundle holds no remote URL), makes pushState
 * visible to every router in the page, starts loading the remote of the page's address, and
 * starts the 10 s registry poll.
 */
export function bootPlatform(): Promise<void> {
  return (booted ??= (async () => {
    getEventBus();
    // single-spa's history patch (every router hears every pushState) from the start, in a chunk
    // of its own that does not hold up the first screen (ADR 282).
    void import('./parcels').then(({ parcels }) => parcels());
    const [config] = await Promise.all([
      loadRuntimeConfig(),
      refreshRegistry().then((doc) => preloadRouteRemote(doc, window.location.pathname, REMOTE_TIMEOUT_MS)),
    ]);
    loadThirdPartyScripts(config.thirdPartyScripts);
    startUpdatePolling();
  })());
}
