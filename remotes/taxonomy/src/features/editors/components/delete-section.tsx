import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@floorhire/router';
import { TAXONOMY_LISTS, describeUsage, type TaxonomyKind, type Usage } from '@floorhire/domain-taxonomy';
import { useRemoteProps } from '@floorhire/contract';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { Alert, Box, Button, HStack, Stack, Text } from '@floorhire/ui';
import { deleteEntry } from '#app/api/delete-entry';
import type { EntryRow } from '#app/api/get-entries';
import { EntryPicker } from '#app/components/entry-picker';
import { entryPath } from '#app/lib/kinds';
import { EDITOR_TEXTS as E } from '#app/texts';

/**
 * Delete an entry, or merge it into another (spec 002 §7 DELETE with replaceId): everything that
 * uses it follows the replacement. A second step says what will move before anything does.
 */
export function DeleteSection({ kind, id, name, usage }: { kind: TaxonomyKind; id: number; name: string; usage: Usage }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const navigate = useNavigate();
  const [replacement, setReplacement] = useState<EntryRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const label = TAXONOMY_LISTS[kind].label;
  // Keyboard focus follows the step: to Cancel when asked, back to the button when cancelled.
  const trigger = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (wasConfirming.current && !confirming) trigger.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const run = async () => {
    setWorking(true);
    setFailure(undefined);
    try {
      await deleteEntry(api, kind, id, replacement?.id ?? null);
      notify({ kind: 'snackbar', type: 'success', message: replacement ? E.merged(name, replacement.name) : E.deleted(name) });
      navigate(replacement ? entryPath(kind, replacement.id) : TAXONOMY_LISTS[kind].adminPath);
    } catch (error) {
      setFailure(toApiError(error).message);
      setConfirming(false);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Stack gap="4" maxW="xl">
      <Text color="fg.muted">{E.deleteHelp(label)}</Text>
      <EntryPicker
        kind={kind}
        searchLabel={E.findReplacement}
        chooseLabel={E.replaceWith}
        placeholder={E.noReplacement}
        exclude={[id]}
        value={replacement}
        onChange={(row) => {
          setReplacement(row);
          setConfirming(false);
        }}
      />
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      {confirming ? (
        <Box borderWidth="1px" borderColor="border.error" borderRadius="md" p="4" role="group" aria-label={E.deleteTitle}>
          <Text fontWeight="semibold" mb="3">
            {replacement ? E.confirmReplace(name, replacement.name, describeUsage(usage.uses)) : E.confirmDelete(name)}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="red" onClick={() => void run()} loading={working}>
              {E.confirm}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={working} autoFocus>
              {E.cancel}
            </Button>
          </HStack>
        </Box>
      ) : (
        <Button ref={trigger} colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setConfirming(true)}>
          {replacement ? E.replaceAndDelete : E.delete}
        </Button>
      )}
    </Stack>
  );
}
