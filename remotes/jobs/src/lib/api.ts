import { useMemo } from 'react';
import { createApiClient } from '@floorhire/api-client';
import type { ApiClient } from '@floorhire/api-client';
import { useRemoteProps } from '@floorhire/contract';
import type { RemoteProps } from '@floorhire/contract';

/** One API client per mount, from the shell's base addresses and session (tokens never stored here). */
export function clientFor(props: Pick<RemoteProps, 'apiBase' | 'session'>): ApiClient {
  return createApiClient({
    bases: props.apiBase,
    getAccessToken: () => props.session.getAccessToken(),
    onUnauthorized: async () => (await props.session.refresh()) !== null,
  });
}

export function useApi(): ApiClient {
  const props = useRemoteProps();
  return useMemo(() => clientFor(props), [props]);
}
