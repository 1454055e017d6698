import type { DataPreload } from '@floorhire/remote-kit';
import { preloadSignInMethods } from '@floorhire/feature-sign-in';
import { preloadResource } from '@floorhire/remote-kit';
import { fetchProProfile } from '#app/api/pro-profile';

/**
 * /pro/settings: the pro's profile and the ways in leave with the page's code (ADR 284), so the
 * sign-in cards do not wait for the profile first. A pro's record (staff, {proId}) reads its own.
 */
export const preloadSettings: DataPreload = ({ api, params }) => {
  if (params.proId !== undefined) return;
  preloadResource('pro-me', (signal) => fetchProProfile(api, signal));
  preloadSignInMethods(api);
};
