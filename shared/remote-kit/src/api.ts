import { createApiClient, type ApiClient } from '@floorhire/api-client';
import { useRemoteProps, type RemoteProps } from '@floorhire/contract';

// One API client per mount, built from what the shell passed (per-service base addresses and
// the session accessor): tokens are read per call and never stored in a remote.
const clients = new WeakMap<object, ApiClient>();

export function apiClientFor(props: Pick<RemoteProps, 'apiBase' | 'session'>): ApiClient {
  const known = clients.get(props);
  if (known) return known;
  const client = createApiClient({
    bases: props.apiBase,
    getAccessToken: () => props.session.getAccessToken(),
    // A 401 refreshes the session once (the shell owns it) and the call is sent again.
    onUnauthorized: async () => (await props.session.refresh()) !== null,
  });
  clients.set(props, client);
  return client;
}

/** The API client of the mounted remote. */
export function useApi(): ApiClient {
  return apiClientFor(useRemoteProps());
}
