import type { ApiClient } from '@floorhire/api-client';
import { NoteSchema, type NoteDto } from '@floorhire/domain-applications';
import { notesPath } from './get-notes';

/** POST pro/{id}/note (staff) or employer/{employerId}/pro/{id}/note with description and jobApplicantId. */
export function createNote(api: ApiClient, proId: number, employerId: number | null, body: { description: string; jobApplicantId: number | null }): Promise<NoteDto> {
  return api.applications.post(notesPath(proId, employerId), { schema: NoteSchema, body });
}
