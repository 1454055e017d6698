import type { ApiClient } from '@floorhire/api-client';
import { EmployerPhotoSchema, type EmployerPhotoType } from '@floorhire/domain-employer-account';

/** POST employer/{id}/photo (photoData, type). */
export function addPhoto(api: ApiClient, employerId: number, photoData: string, type: EmployerPhotoType) {
  return api.employer.post(`employer/${employerId}/photo`, { schema: EmployerPhotoSchema, body: { photoData, type } });
}
