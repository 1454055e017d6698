import { addErrorHandler, mountRootParcel, patchHistoryApi } from 'single-spa';

let prepared = false;

/**
 * single-spa, in a chunk of its own (ADR 282): the boot sets it up without waiting for it, and
 * a remote area mounts its parcel through it.
 */
export function parcels(): { mountRootParcel: typeof mountRootParcel } {
  if (!prepared) {
    // Each remote owns a BrowserRouter; single-spa's patch turns pushState into popstate so the
    // shell's router and the remotes' routers always agree on the URL.
    patchHistoryApi({ urlRerouteOnly: true });
    // Parcel failures are shown in their area; without a handler single-spa rethrows them globally.
    addErrorHandler((error) => console.warn(`[platform] ${error.appOrParcelName}: ${error.message}`));
    prepared = true;
  }
  return { mountRootParcel };
}
