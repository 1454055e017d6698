import { preloadResource, type DataPreload } from '@floorhire/remote-kit';
import { fetchOverview } from './get-overview';
import { fetchStaffInbox } from './get-staff-inbox';

/** The staff home's two reads leave with its code (ADR 284), under the keys its hooks use. */
export const preloadHome: DataPreload = ({ api }) => {
  preloadResource('staff-overview', (signal) => fetchOverview(api, signal));
  preloadResource('staff-inbox', (signal) => fetchStaffInbox(api, signal));
};
