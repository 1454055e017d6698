import { useState } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { linkTo } from '@floorhire/rules';
import { useApi } from '@floorhire/remote-kit';
import { needsTrialModal, type UnlockResult, type UnlockSource, type UnlockState } from '@floorhire/domain-talent-search';
import { unlockPros } from '#app/api/talent-search-api';
import { REMOTE_TEXTS as T } from '#app/texts';

interface Props {
  employerId: number;
  profileIds: readonly number[];
  source: UnlockSource;
  /** Credits and plan, from GET /pro-unlock/employer/{id}; null while loading. */
  state: UnlockState | null;
  onUnlocked(result: UnlockResult): void;
  label?: string;
}

/**
 * Unlock with credits (spec 002 §5): proceeds only with at least one profile id; on the free plan,
 * when used credits plus the number to unlock exceed the available credits, the trial modal shows
 * instead. After an unlock the page emits subscription.reload so the shell's counter refreshes.
 */
export function UnlockControl({ employerId, profileIds, source, state, onUnlocked, label }: Props) {
  const api = useApi();
  const { bus, notify, navigate } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const [trial, setTrial] = useState(false);
  const n = profileIds.length;
  const left = state ? Math.max(0, state.availableCredits - state.usedCredits) : 0;

  async function unlock() {
    if (n === 0 || !state) return;
    if (needsTrialModal(state, n)) {
      setTrial(true);
      return;
    }
    setBusy(true);
    try {
      const result = await unlockPros(api, employerId, profileIds, source);
      bus.emit('subscription.reload', {});
      notify({ kind: 'snackbar', type: 'success', message: T.unlockDone(result.newlyUnlocked.length) });
      onUnlocked(result);
    } catch (error) {
      notify({ kind: 'snackbar', type: 'error', message: error instanceof Error && error.message ? error.message : T.unlockFailed, duration: 4000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => void unlock()} loading={busy} disabled={n === 0 || !state}>
        {label ?? (n > 1 ? T.unlockSelected(n) : T.unlock)}
      </Button>
      <Dialog.Root open={trial} onOpenChange={(d) => setTrial(d.open)} placement="center" role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>{T.trialTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>{T.trialBody(left, n)}</Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setTrial(false)}>
                  {T.cancel}
                </Button>
                <Button colorPalette="brand" onClick={() => navigate(linkTo('employerPlans'))}>
                  {T.choosePlan}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={T.cancel} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
