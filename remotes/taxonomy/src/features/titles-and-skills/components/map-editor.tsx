import { useState } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import type { TaxonomyKind } from '@floorhire/domain-taxonomy';
import { EmptyState, toApiError } from '@floorhire/remote-kit';
import { Alert, Box, Button, Flex, Heading, Link, Stack, Text } from '@floorhire/ui';
import type { EntryRow } from '#app/api/get-entries';
import { EntryPicker } from '#app/components/entry-picker';
import { MAP_TEXTS as M } from '#app/texts';

/**
 * One side of the job-title ↔ skill map: the entries chosen, each with a Remove button, and a
 * picker to add one. Every change is saved at once, as a whole list (PUT).
 */
export function MapEditor({
  kind,
  items,
  linkTo,
  emptyText,
  findLabel,
  chooseLabel,
  addLabel,
  save,
}: {
  kind: TaxonomyKind;
  items: readonly EntryRow[];
  linkTo(id: number): string;
  emptyText: string;
  findLabel: string;
  chooseLabel: string;
  addLabel: string;
  save(ids: number[]): Promise<void>;
}) {
  const [adding, setAdding] = useState<EntryRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const ids = items.map((i) => i.id);

  const change = async (next: number[]) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await save(next);
      setAdding(null);
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      {items.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <Box as="ul" listStyleType="none" p="0" m="0" borderTopWidth="1px">
          {items.map((item) => (
            <Flex as="li" key={item.id} py="2" gap="3" align="center" justify="space-between" borderBottomWidth="1px" wrap="wrap">
              <Box>
                <Link asChild colorPalette="brand" fontWeight="medium">
                  <RouterLink to={linkTo(item.id)}>{item.name}</RouterLink>
                </Link>
                {item.note && (
                  <Text as="span" fontSize="sm" color="fg.muted" ms="2">
                    {item.note}
                  </Text>
                )}
              </Box>
              <Button size="sm" variant="outline" aria-label={M.remove(item.name)} disabled={busy} onClick={() => void change(ids.filter((x) => x !== item.id))}>
                {M.removeButton}
              </Button>
            </Flex>
          ))}
        </Box>
      )}
      <Box borderWidth="1px" borderRadius="md" p="3" maxW="xl">
        <Heading as="h3" size="sm" mb="2">
          {addLabel}
        </Heading>
        <EntryPicker kind={kind} searchLabel={findLabel} chooseLabel={chooseLabel} placeholder={M.choose} exclude={ids} value={adding} onChange={setAdding} />
        <Button mt="3" colorPalette="brand" disabled={!adding} loading={busy} onClick={() => adding && void change([...ids, adding.id])}>
          {M.add}
        </Button>
      </Box>
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
