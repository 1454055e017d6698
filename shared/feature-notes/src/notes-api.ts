import type { ApiClient } from '@floorhire/api-client';
import { NoteListSchema, NoteSchema, type NoteDto } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';
import { MessageAnswerSchema } from '@floorhire/schemas';

// The notes API (spec 001 §6-§7, spec 002 §7 Notes): staff read and write every note on a pro on
// pro/{id}/note, employers their own employer's on employer/{employerId}/pro/{id}/note.
function notesPath(proId: number, employerId: number | null): string {
  return employerId === null ? `/pro/${proId}/note` : `/employer/${employerId}/pro/${proId}/note`;
}

/** Shown in the reverse of the server order: newest first. */
async function fetchNotes(api: ApiClient, proId: number, employerId: number | null, signal?: AbortSignal): Promise<NoteDto[]> {
  const notes = await api.applications.get(notesPath(proId, employerId), { schema: NoteListSchema, ...(signal ? { signal } : {}) });
  return [...notes].reverse();
}

export function useNotes(proId: number, employerId: number | null) {
  const api = useApi();
  return useResource(`notes:${proId}:${employerId ?? 'staff'}`, (signal) => fetchNotes(api, proId, employerId, signal));
}

/** POST with description and jobApplicantId. */
export function createNote(api: ApiClient, proId: number, employerId: number | null, body: { description: string; jobApplicantId: number | null }): Promise<NoteDto> {
  return api.applications.post(notesPath(proId, employerId), { schema: NoteSchema, body });
}

/** DELETE /pro-note/{id}. */
export function deleteNote(api: ApiClient, id: number) {
  return api.applications.delete(`/pro-note/${id}`, { schema: MessageAnswerSchema });
}
