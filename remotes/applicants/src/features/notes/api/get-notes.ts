import type { ApiClient } from '@floorhire/api-client';
import { NoteListSchema, type NoteDto } from '@floorhire/domain-applications';

/** Staff read every note on a pro; employers their own employer's (spec 001 §6-§7). */
export function notesPath(proId: number, employerId: number | null): string {
  return employerId === null ? `/pro/${proId}/note` : `/employer/${employerId}/pro/${proId}/note`;
}

/** GET pro/{id}/note or employer/{employerId}/pro/{id}/note, shown in reverse of the server order. */
export async function fetchNotes(api: ApiClient, proId: number, employerId: number | null, signal?: AbortSignal): Promise<NoteDto[]> {
  const notes = await api.applications.get(notesPath(proId, employerId), { schema: NoteListSchema, ...(signal ? { signal } : {}) });
  return [...notes].reverse();
}
