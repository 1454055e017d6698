import { useApi, useResource } from '@floorhire/remote-kit';
import { fetchNotes } from '../api/get-notes';

export function useNotes(proId: number, employerId: number | null) {
  const api = useApi();
  return useResource(`notes:${proId}:${employerId ?? 'staff'}`, (signal) => fetchNotes(api, proId, employerId, signal));
}
