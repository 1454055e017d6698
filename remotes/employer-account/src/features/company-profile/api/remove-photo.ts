import type { ApiClient } from '@floorhire/api-client';
import { MessageAnswerSchema } from '@floorhire/schemas';

/** DELETE employer/{id}/photo/{photoId}. */
export function removePhoto(api: ApiClient, employerId: number, photoId: number) {
  return api.employer.delete(`employer/${employerId}/photo/${photoId}`, { schema: MessageAnswerSchema });
}
