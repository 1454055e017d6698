import { useCallback, useEffect, useState } from 'react';
import { useRemoteProps } from '@floorhire/contract';

/**
 * A counter that moves whenever the employer's subscription or credits change, here or in
 * another tab: every billing read keys on it. changed() emits subscription.reload, which the
 * shell's trial banner and credits counter hear too, and which moves the counter here.
 */
export function useBillingRevision(): { revision: number; changed(): void } {
  const { bus } = useRemoteProps();
  const [revision, setRevision] = useState(0);
  useEffect(() => bus.on('subscription.reload', () => setRevision((n) => n + 1)), [bus]);
  const changed = useCallback(() => bus.emit('subscription.reload', {}), [bus]);
  return { revision, changed };
}
