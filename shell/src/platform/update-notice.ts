import { runningFingerprint } from '@floorhire/registry';
import { DURATIONS, UPDATE_NOTICE_TEXTS } from '@floorhire/rules';
import { getEventBus } from '@floorhire/event-bus';
import { refreshRegistry, registryStore } from './registry-store';

/** Raises the spec's update notice (spec 000 §2.3) as a snackbar request on the bus. */
export function showUpdateNotice(): void {
  getEventBus().emit('notify', {
    kind: 'snackbar',
    type: 'info',
    message: UPDATE_NOTICE_TEXTS.message,
    actionText: UPDATE_NOTICE_TEXTS.action,
    action: 'reload',
    duration: DURATIONS.updateNotice,
  });
}

let timer: ReturnType<typeof setInterval> | null = null;
let notifiedFor: string | null = null;

/** Compares what runs now with what this tab booted with; notifies once per new state. */
export async function checkForUpdate(): Promise<boolean> {
  const doc = await refreshRegistry();
  const { bootFingerprint, loaded } = registryStore.get();
  if (!loaded || bootFingerprint === null) return false;
  const now = runningFingerprint(doc);
  if (now === bootFingerprint || now === notifiedFor) return false;
  notifiedFor = now;
  showUpdateNotice();
  return true;
}

/** Polls the registry every 10 s (spec 000 §2.3: update check every 10,000 ms). */
export function startUpdatePolling(intervalMs: number = DURATIONS.updateCheckInterval): () => void {
  if (timer) clearInterval(timer);
  timer = setInterval(() => void checkForUpdate(), intervalMs);
  return () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
}
