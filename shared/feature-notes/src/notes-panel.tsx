import { useState } from 'react';
import { Box, Button, Field, HStack, IconButton, Link, Stack, Text, Textarea } from '@floorhire/ui';
import { Link as RouterLink } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { formatDate, fullName } from '@floorhire/rules';
import { NOTE_TEXTS } from '@floorhire/domain-applications';
import { EmptyState, ErrorState, LoadingState, useApi } from '@floorhire/remote-kit';
import { createNote, deleteNote, useNotes } from './notes-api';
import { NOTES_PANEL_TEXTS as T } from './texts';

/**
 * Notes on a pro (spec 001 §3, §7, §8; spec 002 §7 Notes): newest first, create and delete with
 * the spec's messages. employerId null means the staff path. The applicant detail shows it as a
 * tab of its own; the messaging pro panel, a narrow column, shows it `compact` (smaller controls,
 * no job links, no spinner on delete), as each drew it before it was one feature (ADR 188).
 */
export function NotesPanel({ proId, employerId, jobApplicantId, compact = false }: { proId: number; employerId: number | null; jobApplicantId: number | null; compact?: boolean }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const notes = useNotes(proId, employerId);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

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
    setDeleting(id);
    try {
      await deleteNote(api, id);
      notes.mutate((current) => current?.filter((n) => n.id !== id));
      notify({ kind: 'snackbar', type: 'success', message: NOTE_TEXTS.deleted });
    } catch {
      notify({ kind: 'snackbar', type: 'error', message: NOTE_TEXTS.deleteFailed, duration: 4000 });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap={compact ? '2' : '3'} data-testid="notes-panel">
      <Field.Root>
        <Field.Label>{T.noteLabel}</Field.Label>
        <Textarea value={draft} onChange={(e) => setDraft(e.currentTarget.value)} {...(compact ? {} : { placeholder: T.notePlaceholder })} maxLength={5000} rows={compact ? 2 : 3} />
      </Field.Root>
      <Button alignSelf="flex-start" size={compact ? 'xs' : 'sm'} onClick={() => void add()} disabled={!draft.trim()} loading={saving}>
        {T.addNote}
      </Button>
      {notes.error ? (
        // "notes emptied, error flag set" (spec 001 §8): nothing stale is shown beside the error.
        <ErrorState message={NOTE_TEXTS.fetchFailed} onRetry={notes.reload} />
      ) : !notes.data ? (
        <LoadingState />
      ) : notes.data.length === 0 ? (
        compact ? (
          <Text color="fg.muted">{T.noNotes}</Text>
        ) : (
          <EmptyState title={T.noNotes} />
        )
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" {...(compact ? { m: '0', p: '0' } : {})} data-testid="notes-list">
          {notes.data.map((note) => (
            <Box as="li" key={note.id} borderWidth="1px" borderRadius="md" p={compact ? '2' : '3'} data-testid="note">
              <HStack justify="space-between" align="flex-start" {...(compact ? {} : { gap: '2' })}>
                <Text whiteSpace="pre-wrap" flex="1" minW="0" {...(compact ? { fontSize: 'sm' } : {})}>
                  {note.description}
                </Text>
                <IconButton size="xs" variant="ghost" aria-label={T.deleteNote} onClick={() => void remove(note.id)} loading={!compact && deleting === note.id}>
                  ✕
                </IconButton>
              </HStack>
              <Text fontSize="xs" color="fg.muted" {...(compact ? {} : { mt: '1' })}>
                {note.author ? `${fullName(note.author.nameFirst, note.author.nameLast)} · ` : ''}
                {formatDate(note.createTs)}
                {!compact && note.job && (
                  <>
                    {' · '}
                    <Link asChild>
                      <RouterLink to={note.job.url}>{note.job.jobTitle}</RouterLink>
                    </Link>
                  </>
                )}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
