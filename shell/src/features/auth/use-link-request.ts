// The request-a-link flow both link screens share (§2.5): choose EMAIL or SMS, send, show the
// outcome; after a success the spec's message stays 5 s and then onDone runs (to /login).
import { useEffect, useState } from 'react';
import type { AuthLinkChannel } from '@floorhire/rules';

/** §9: the new-link success message shows for 5 s. */
export const NEW_LINK_SUCCESS_MS = 5000;

export type LinkRequestState = 'idle' | 'busy' | 'sent' | 'failed';

export function useLinkRequest(request: (channel: AuthLinkChannel) => Promise<void>, onDone: () => void) {
  const [channel, setChannel] = useState<AuthLinkChannel>('EMAIL');
  const [state, setState] = useState<LinkRequestState>('idle');

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = setTimeout(onDone, NEW_LINK_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state, onDone]);

  async function send() {
    setState('busy');
    try {
      await request(channel);
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return { channel, setChannel, state, send };
}
