import { useState, type FormEvent } from 'react';
import { StatementTextSchema, type Statement } from '@floorhire/domain-taxonomy';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { fieldError } from '@floorhire/rules';
import { Alert, Box, Button, Flex, HStack, Stack, Text, TextField } from '@floorhire/ui';
import { Section } from '#app/components/page-frame';
import { MAP_TEXTS as M } from '#app/texts';
import { createStatement, type StatementPath } from '../api/create-statement';
import { deleteStatement } from '../api/delete-statement';
import { updateStatement } from '../api/update-statement';

/** A job title's qualifications or responsibilities: add, reword, delete (spec 002 §3, §7). */
export function StatementsSection({ path, title, newLabel, jobTitleId, items, onChanged }: { path: StatementPath; title: string; newLabel: string; jobTitleId: number; items: readonly Statement[]; onChanged(): void }) {
  const api = useApi();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
      onChanged();
      return true;
    } catch (e) {
      setFailure(toApiError(e).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fieldError(StatementTextSchema, text);
    setError(problem);
    if (problem) return;
    if (await act(() => createStatement(api, path, jobTitleId, text))) setText('');
  };

  return (
    <Section title={title}>
      <Stack gap="4">
        {items.length === 0 ? (
          <Text color="fg.muted">{M.noStatements}</Text>
        ) : (
          <Box as="ul" listStyleType="none" p="0" m="0" borderTopWidth="1px">
            {items.map((s) => (
              <StatementRow key={s.id} statement={s} busy={busy} onSave={(name) => act(() => updateStatement(api, path, s.id, name))} onDelete={() => void act(() => deleteStatement(api, path, s.id))} />
            ))}
          </Box>
        )}
        <form onSubmit={(e) => void add(e)} noValidate>
          <Flex gap="3" align="flex-end" wrap="wrap" maxW="xl">
            <Box flex="1 1 16rem">
              <TextField label={newLabel} value={text} onChange={setText} error={error} maxLength={500} />
            </Box>
            <Button type="submit" colorPalette="brand" loading={busy}>
              {M.add}
            </Button>
          </Flex>
        </form>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Section>
  );
}

function StatementRow({ statement, busy, onSave, onDelete }: { statement: Statement; busy: boolean; onSave(name: string): Promise<boolean>; onDelete(): void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(statement.name);
  const [error, setError] = useState<string | undefined>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fieldError(StatementTextSchema, text);
    setError(problem);
    if (!problem && (await onSave(text))) setEditing(false);
  };
  return (
    <Box as="li" py="2" borderBottomWidth="1px">
      {editing ? (
        <form onSubmit={(e) => void save(e)} noValidate>
          <TextField label={M.edit(statement.name)} value={text} onChange={setText} error={error} maxLength={500} />
          <HStack mt="2" gap="2">
            <Button type="submit" size="sm" colorPalette="brand" loading={busy}>
              {M.save}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
              {M.cancel}
            </Button>
          </HStack>
        </form>
      ) : (
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <Text>{statement.name}</Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" aria-label={M.edit(statement.name)} onClick={() => setEditing(true)}>
              {M.editButton}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" aria-label={M.deleteStatement(statement.name)} disabled={busy} onClick={onDelete}>
              {M.deleteButton}
            </Button>
          </HStack>
        </Flex>
      )}
    </Box>
  );
}
