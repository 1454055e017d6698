import type { ApiClient } from '@floorhire/api-client';
import { ProfilePhotoAnswerSchema } from '@floorhire/domain-employer-account';

/** PUT employer/{id}/profile-photo (photoData): answers the new photoUrl. */
export function putProfilePhoto(api: ApiClient, employerId: number, photoData: string) {
  return api.employer.put(`employer/${employerId}/profile-photo`, { schema: ProfilePhotoAnswerSchema, body: { photoData } });
}
