import type { ApiClient } from '@floorhire/api-client';
import { MessageAnswerSchema } from '@floorhire/schemas';

/** DELETE /pro-note/{id}. */
export function deleteNote(api: ApiClient, id: number) {
  return api.applications.delete(`/pro-note/${id}`, { schema: MessageAnswerSchema });
}
