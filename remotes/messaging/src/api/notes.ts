import type { ApiClient } from '@floorhire/api-client';
import { NoteListSchema, NoteSchema } from '@floorhire/domain-applications';
import { MessageAnswerSchema } from '@floorhire/schemas';

// The existing notes API (spec 002 §7 Notes): employers on their path, staff on pro/{id}/note.
const path = (proId: number, employerId: number | null) => (employerId === null ? `pro/${proId}/note` : `employer/${employerId}/pro/${proId}/note`);

/** Shown in the reverse of the server order. */
export async function fetchNotes(api: ApiClient, proId: number, employerId: number | null, signal?: AbortSignal) {
  return [...(await api.applications.get(path(proId, employerId), { schema: NoteListSchema, ...(signal ? { signal } : {}) }))].reverse();
}

export function createNote(api: ApiClient, proId: number, employerId: number | null, body: { description: string; jobApplicantId: number | null }) {
  return api.applications.post(path(proId, employerId), { schema: NoteSchema, body });
}

export function deleteNote(api: ApiClient, id: number) {
  return api.applications.delete(`pro-note/${id}`, { schema: MessageAnswerSchema });
}
