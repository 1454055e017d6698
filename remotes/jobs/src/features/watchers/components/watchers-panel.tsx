import { useCallback, useState } from 'react';
import { Box, Button, HStack, Heading, List, NativeSelect, Stack, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { isApiError } from '@floorhire/api-client';
import type { JobWatcherDto } from '@floorhire/domain-jobs';
import { useApi, useResource } from '@floorhire/remote-kit';
import { useStaffUsers } from '#app/lib/people';
import type { Viewer } from '#app/lib/viewer';
import { getEmployerWatching } from '../api/employer-watcher';
import { getAdminWatchers } from '../api/admin-watchers';
import { setAdminWatcher } from '../api/set-admin-watcher';
import { setEmployerWatcher } from '../api/set-employer-watcher';

function Names({ watchers, empty, onRemove, busy }: { watchers: readonly JobWatcherDto[]; empty: string; onRemove?(watcher: JobWatcherDto): void; busy?: boolean }) {
  if (watchers.length === 0) return <Text fontSize="sm" color="fg.muted">{empty}</Text>;
  return (
    <List.Root ps={5} fontSize="sm" gap={1}>
      {watchers.map((w) => (
        <List.Item key={w.watcherId}>
          {w.nameFirst} {w.nameLast} <Text as="span" color="fg.muted">({w.email})</Text>
          {onRemove && (
            <Button size="2xs" variant="ghost" ms={2} disabled={busy} aria-label={`Remove ${w.nameFirst} ${w.nameLast} as admin watcher`} onClick={() => onRemove(w)}>
              Remove
            </Button>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Employer watchers (anyone at the employer; staff see them too) and admin watchers (staff, spec 001 §6). */
export function WatchersPanel({ jobId, viewer }: { jobId: number; viewer: Viewer }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const employerSide = useResource(`watching:${jobId}:${viewer.userId}`, useCallback((signal: AbortSignal) => getEmployerWatching(api, jobId, viewer.userId, signal), [api, jobId, viewer.userId]));
  const adminSide = useResource(viewer.isStaff ? `admin-watchers:${jobId}` : null, useCallback((signal: AbortSignal) => getAdminWatchers(api, jobId, signal), [api, jobId]));

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: isApiError(error) ? error.message : 'The watchers could not be updated.' });
    } finally {
      setBusy(false);
    }
  };

  const staffUsers = useStaffUsers(viewer.isStaff);
  const [chosen, setChosen] = useState('');

  const adminWatching = adminSide.data?.some((w) => w.watcherId === viewer.userId) ?? false;
  const addable = (staffUsers.data ?? []).filter((p) => !adminSide.data?.some((w) => w.watcherId === p.id));
  const setAdmin = (watcherId: number, watch: boolean) =>
    run(async () => {
      adminSide.setData(await setAdminWatcher(api, jobId, watcherId, watch));
      setChosen('');
    });
  return (
    <Box as="section" aria-label="Watchers" borderWidth="1px" borderRadius="md" p={4}>
      <Heading as="h3" size="sm" mb={2}>
        Watchers
      </Heading>
      <Stack gap={3}>
        <Box>
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" fontWeight="medium">
              Employer watchers
            </Text>
            {!viewer.isStaff && employerSide.data && (
              <Button size="xs" variant="outline" loading={busy} onClick={() => void run(async () => employerSide.setData(await setEmployerWatcher(api, jobId, viewer.userId, !employerSide.data!.watching)))}>
                {employerSide.data.watching ? 'Stop watching' : 'Watch this job'}
              </Button>
            )}
          </HStack>
          {employerSide.error ? <Text fontSize="sm" color="fg.error">{employerSide.error.message}</Text> : <Names watchers={employerSide.data?.watchers ?? []} empty="Nobody at the employer watches this job yet." />}
        </Box>
        {viewer.isStaff && (
          <Box>
            <HStack justify="space-between" wrap="wrap">
              <Text fontSize="sm" fontWeight="medium">
                Admin watchers
              </Text>
              {adminSide.data && (
                <Button size="xs" variant="outline" loading={busy} onClick={() => void setAdmin(viewer.userId, !adminWatching)}>
                  {adminWatching ? 'Stop watching' : 'Add me as admin watcher'}
                </Button>
              )}
            </HStack>
            {adminSide.error ? (
              <Text fontSize="sm" color="fg.error">{adminSide.error.message}</Text>
            ) : (
              <Names watchers={adminSide.data ?? []} empty="No admin watchers." busy={busy} onRemove={(w) => void setAdmin(w.watcherId, false)} />
            )}
            {adminSide.data && addable.length > 0 && (
              <HStack mt={2} gap={2} wrap="wrap">
                <NativeSelect.Root size="xs" w={{ base: 'full', sm: '16rem' }}>
                  <NativeSelect.Field aria-label="Staff member to add as admin watcher" value={chosen} onChange={(e) => setChosen(e.target.value)}>
                    <option value="">Choose a staff member</option>
                    {addable.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Button size="xs" colorPalette="brand" disabled={!chosen} loading={busy} onClick={() => void setAdmin(Number(chosen), true)}>
                  Add watcher
                </Button>
              </HStack>
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
