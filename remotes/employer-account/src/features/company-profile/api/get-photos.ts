import type { ApiClient } from '@floorhire/api-client';
import { EmployerPhotoListSchema, type EmployerPhoto } from '@floorhire/domain-employer-account';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{id}/photo: the company's photos of every type. */
export function fetchPhotos(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<EmployerPhoto[]> {
  return api.employer.get(`employer/${employerId}/photo`, { schema: EmployerPhotoListSchema, ...(signal ? { signal } : {}) });
}

export function usePhotos(employerId: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `employer-photos:${employerId}`, (signal) => fetchPhotos(api, employerId!, signal));
}
