import { isApiError, type ApiClient } from '@floorhire/api-client';
import { JobBoardInformationSchema, type JobBoardInformation, type JobBoardInformationPatch } from '@floorhire/domain-job-board';

const BASE = 'indeed-employer-request-information';

/** GET …/{id}/indeed-information: the posting details; null when there are none (a 404 is ignored). */
export async function fetchInformation(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<JobBoardInformation | null> {
  try {
    return await api.jobBoardSearch.get(`${BASE}/${employerId}/indeed-information`, { schema: JobBoardInformationSchema, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isApiError(error) && error.statusCode === 404) return null;
    throw error;
  }
}

/** POST …/indeed-information: the first save of the details. */
export function createInformation(api: ApiClient, employerId: number, body: JobBoardInformationPatch): Promise<JobBoardInformation> {
  return api.jobBoardSearch.post(`${BASE}/indeed-information`, { schema: JobBoardInformationSchema, body: { ffEmployerId: employerId, ...body } });
}

/** PATCH …/{ffEmployerId}/indeed-information: later saves. */
export function patchInformation(api: ApiClient, employerId: number, body: JobBoardInformationPatch): Promise<JobBoardInformation> {
  return api.jobBoardSearch.patch(`${BASE}/${employerId}/indeed-information`, { schema: JobBoardInformationSchema, body });
}
