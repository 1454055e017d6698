import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { Box, Button, Field, Flex, HStack, Input, Link, Stack, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { ErrorState, LoadingState, useApi, useResource } from '@floorhire/remote-kit';
import { SHORTLIST_TEXTS, type Shortlist } from '@floorhire/domain-talent-search';
import { createShortlist, deleteShortlist, getCandidate, getShortlistMappings, listShortlists, removeFromShortlist, renameShortlist, type Scope } from '#app/api/talent-search-api';
import { useSearchBase } from '#app/lib/use-scope';
import { REMOTE_TEXTS as T } from '#app/texts';

/** Saved tags (spec 002 §2 "Shortlists: create, rename, delete, add a pro, remove a pro"), sorted by title. */
export function ShortlistsTab({ scope }: { scope: Scope }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const key = JSON.stringify(scope);
  const lists = useResource(`lists:${key}`, (signal) => listShortlists(api, scope, signal));
  const mappings = useResource(`maps:${key}`, (signal) => getShortlistMappings(api, scope, signal));
  const [title, setTitle] = useState('');
  const fail = (message: string) => notify({ kind: 'snackbar', type: 'error', message, duration: 4000 });

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    try {
      await createShortlist(api, scope, title);
      setTitle('');
      lists.reload();
    } catch {
      fail(SHORTLIST_TEXTS.createFailed);
    }
  }

  if (lists.error && !lists.data) return <ErrorState message={SHORTLIST_TEXTS.getFailed} onRetry={lists.reload} />;
  if (!lists.data) return <LoadingState />;
  return (
    <Stack gap="4" pt="4">
      <form onSubmit={(e) => void create(e)}>
        <HStack gap="2" align="end">
          <Field.Root maxW="20rem">
            <Field.Label htmlFor="ts-new-shortlist">{T.newShortlist}</Field.Label>
            <Input id="ts-new-shortlist" value={title} maxLength={120} onChange={(e) => setTitle(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="brand" disabled={!title.trim()}>
            {T.create}
          </Button>
        </HStack>
      </form>
      {mappings.error && <Text color="red.700">{SHORTLIST_TEXTS.mappingsFailed}</Text>}
      {lists.data.length === 0 && <Text>{T.noShortlists}</Text>}
      <Stack as="ul" gap="3" listStyleType="none">
        {lists.data.map((list) => (
          <ShortlistRow
            key={list.id}
            scope={scope}
            list={list}
            proIds={mappings.data?.proIdsByShortlistId[String(list.id)] ?? []}
            onChanged={() => {
              lists.reload();
              mappings.reload();
            }}
            onFail={fail}
          />
        ))}
      </Stack>
    </Stack>
  );

}

function ShortlistRow({ scope, list, proIds, onChanged, onFail }: { scope: Scope; list: Shortlist; proIds: number[]; onChanged(): void; onFail(message: string): void }) {
  const api = useApi();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.title);
  const base = useSearchBase();
  const pros = useResource(proIds.length ? `pros:${list.id}:${proIds.join(',')}` : null, (signal) => Promise.all(proIds.slice(0, 25).map((id) => getCandidate(api, scope, id, signal))));
  const inputId = `ts-rename-${list.id}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Flex gap="2" wrap="wrap" align="center" justify="space-between">
        {editing ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              renameShortlist(api, scope, list.id, name).then(() => { setEditing(false); onChanged(); }, () => onFail(SHORTLIST_TEXTS.updateFailed));
            }}
          >
            <HStack gap="2">
              <label htmlFor={inputId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {T.rename}
              </label>
              <Input id={inputId} size="sm" value={name} onChange={(e) => setName(e.currentTarget.value)} />
              <Button type="submit" size="sm">
                {T.save}
              </Button>
            </HStack>
          </form>
        ) : (
          <Text fontWeight="semibold">
            {list.title} <Text as="span" color="fg.muted" fontWeight="normal">({T.shortlistPros(list.proCount)})</Text>
          </Text>
        )}
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setEditing((e) => !e)} aria-label={`${T.rename} ${list.title}`}>
            {T.rename}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={`${T.delete} ${list.title}`} onClick={() => void deleteShortlist(api, scope, list.id).then(onChanged, () => onFail(SHORTLIST_TEXTS.deleteFailed))}>
            {T.delete}
          </Button>
        </HStack>
      </Flex>
      {pros.data && pros.data.length > 0 && (
        <Stack as="ul" gap="1" mt="2" listStyleType="none">
          {pros.data.map((p) => {
            const n = `${p.nameFirst} ${p.nameLast}`;
            return (
              <Flex as="li" key={p.profileId} gap="2" align="center" justify="space-between">
                <Link asChild color="green.800">
                  <RouterLink to={`${base}/${p.profileId}`}>{n}</RouterLink>
                </Link>
                <Button size="xs" variant="ghost" onClick={() => void removeFromShortlist(api, scope, list.id, p.profileId).then(onChanged, () => onFail(SHORTLIST_TEXTS.removeProFailed))}>
                  {T.removeFromShortlist(n)}
                </Button>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
