import { useState } from 'react';
import { Box, Button, Field, HStack, IconButton, Stack, Text, Textarea } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { formatDate, fullName } from '@floorhire/rules';
import { NOTE_TEXTS } from '@floorhire/domain-applications';
import { ErrorState, LoadingState, useApi, useResource } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { createNote, deleteNote, fetchNotes } from '#app/api/notes';

/** Notes on the pro through the existing notes API, newest first (spec 002 §7 Notes, §8). */
export function NotesSection({ proId, employerId, jobApplicantId }: { proId: number; employerId: number | null; jobApplicantId: number | null }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const notes = useResource(`notes:${proId}:${employerId ?? 'staff'}`, (signal) => fetchNotes(api, proId, employerId, signal));
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);

  const add = async () => {
    const description = draft.trim();
    if (!description) return;
    setSaving(true);
    try {
      const note = await createNote(api, proId, employerId, { description, jobApplicantId });
      notes.mutate((current) => [note, ...(current ?? [])]);
      setDraft('');
      notify({ kind: 'snackbar', type: 'success', message: NOTE_TEXTS.created });
    } catch {
      notify({ kind: 'snackbar', type: 'error', message: NOTE_TEXTS.postFailed, duration: 4000 });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: number) => {
    try {
      await deleteNote(api, id);
      notes.mutate((current) => current?.filter((n) => n.id !== id));
      notify({ kind: 'snackbar', type: 'success', message: NOTE_TEXTS.deleted });
    } catch {
      notify({ kind: 'snackbar', type: 'error', message: NOTE_TEXTS.deleteFailed, duration: 4000 });
    }
  };

  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{T.noteLabel}</Field.Label>
        <Textarea value={draft} onChange={(e) => setDraft(e.currentTarget.value)} rows={2} maxLength={5000} />
      </Field.Root>
      <Button alignSelf="flex-start" size="xs" onClick={() => void add()} disabled={!draft.trim()} loading={saving}>
        {T.addNote}
      </Button>
      {notes.error ? (
        <ErrorState message={NOTE_TEXTS.fetchFailed} onRetry={notes.reload} />
      ) : !notes.data ? (
        <LoadingState />
      ) : notes.data.length === 0 ? (
        <Text color="fg.muted">{T.noNotes}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" m="0" p="0">
          {notes.data.map((note) => (
            <Box as="li" key={note.id} borderWidth="1px" borderRadius="md" p="2" data-testid="note">
              <HStack justify="space-between" align="flex-start">
                <Text whiteSpace="pre-wrap" fontSize="sm" flex="1" minW="0">
                  {note.description}
                </Text>
                <IconButton size="xs" variant="ghost" aria-label={T.deleteNote} onClick={() => void remove(note.id)}>
                  ✕
                </IconButton>
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {note.author ? `${fullName(note.author.nameFirst, note.author.nameLast)} · ` : ''}
                {formatDate(note.createTs)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
