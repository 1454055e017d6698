import { useEffect, useRef } from 'react';
import { joinUrl, openEventStream } from '@floorhire/api-client';
import { useRemoteProps } from '@floorhire/contract';

/**
 * While the gate shows (Talent Search Disabled or Requested), follows the employer's topic of the
 * platform event stream (ADR 161): when staff switch the feature, the API publishes
 * feature.changed and this page emits subscription.reload, so the gate, the shell's plan and every
 * other tab read again at once (ADR 306). `reload` also runs for a subscription.reload from
 * anywhere else.
 */
export function useFeatureEvents(employerId: number | null, following: boolean, reload: () => void): void {
  const { apiBase, session, bus } = useRemoteProps();
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => bus.on('subscription.reload', () => latest.current()), [bus]);
  useEffect(() => {
    if (!following || employerId === null) return;
    const stream = openEventStream({
      url: joinUrl(apiBase.featureFlags, 'events'),
      topics: [`employer:${employerId}`],
      getAccessToken: () => session.getAccessToken(),
      onUnauthorized: async () => (await session.refresh()) !== null,
      onEvent: (event) => {
        if (event.type === 'feature.changed') bus.emit('subscription.reload', {});
      },
    });
    return () => stream.close();
  }, [following, employerId, apiBase, session, bus]);
}
