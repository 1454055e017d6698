import type { DataPreload } from '@floorhire/remote-kit';

/**
 * /pro/settings: the ways in are asked for as soon as the sign-in feature's code is here, in
 * parallel with the page's own code and the profile, not after the page has drawn (ADR 284, 286).
 * The feature is imported on demand so the remote's entry, which every page loads, stays as it
 * was (a static import put 3 kB, and the profile's schema 7 kB more, on the bulk upload's page).
 * A pro's record (staff, {proId}) shows no sign-in settings.
 */
export const preloadSettings: DataPreload = ({ api, params }) => {
  if (params.proId !== undefined) return;
  void import('@floorhire/feature-sign-in').then((feature) => feature.preloadSignInMethods(api));
};
