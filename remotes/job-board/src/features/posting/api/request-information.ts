import { isApiError, type ApiClient } from '@floorhire/api-client';
import { JobBoardRequestSchema, type JobBoardRequest, type JobBoardRequestPatch } from '@floorhire/domain-job-board';

const BASE = 'indeed-employer-request-information';

/** GET /indeed-employer-request-information/{id}: the employer's request; null when it has none (spec 002 §7: a 404 is ignored). */
export async function fetchRequest(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<JobBoardRequest | null> {
  try {
    return await api.jobBoardSearch.get(`${BASE}/${employerId}`, { schema: JobBoardRequestSchema, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isApiError(error) && error.statusCode === 404) return null;
    throw error;
  }
}

/** POST /indeed-employer-request-information: the first save. */
export function createRequest(api: ApiClient, employerId: number, body: JobBoardRequestPatch): Promise<JobBoardRequest> {
  return api.jobBoardSearch.post(BASE, { schema: JobBoardRequestSchema, body: { ffEmployerId: employerId, ...body } });
}

/** PATCH /indeed-employer-request-information/{ffEmployerId}: later saves. */
export function patchRequest(api: ApiClient, employerId: number, body: JobBoardRequestPatch): Promise<JobBoardRequest> {
  return api.jobBoardSearch.patch(`${BASE}/${employerId}`, { schema: JobBoardRequestSchema, body });
}
