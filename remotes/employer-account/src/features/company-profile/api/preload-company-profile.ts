import { preloadResource, type DataPreload } from '@floorhire/remote-kit';
import { employerKey, fetchEmployer } from '#app/api/get-employer';
import { fetchPhotos } from './get-photos';

/** The Company Profile tab's first reads leave with the remote's code (ADR 284). */
export const preloadCompanyProfile: DataPreload = ({ api, viewer }) => {
  const employerId = viewer.employerId;
  if (employerId === null) return;
  preloadResource(employerKey(employerId), (signal) => fetchEmployer(api, employerId, signal));
  preloadResource(`employer-photos:${employerId}`, (signal) => fetchPhotos(api, employerId, signal));
};
