import type { ApiClient } from '@floorhire/api-client';
import { ProfilePhotoAnswerSchema } from '@floorhire/domain-employer-account';

/** DELETE employer/{id}/profile-photo. */
export function deleteProfilePhoto(api: ApiClient, employerId: number) {
  return api.employer.delete(`employer/${employerId}/profile-photo`, { schema: ProfilePhotoAnswerSchema });
}
