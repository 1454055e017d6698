import { createApiClient, type ApiClient } from '@floorhire/api-client';
import { useRemoteProps, type RemoteProps } from '@floorhire/contract';

// One API client per mount: built from the props the shell passed (per-service bases and the
// session accessor), so tokens are read per call and never stored here.
const clients = new WeakMap<object, ApiClient>();

export function apiClientFor(props: Pick<RemoteProps, 'apiBase' | 'session'>): ApiClient {
  const known = clients.get(props);
  if (known) return known;
  const client = createApiClient({
    bases: props.apiBase,
    getAccessToken: () => props.session.getAccessToken(),
    onUnauthorized: async () => (await props.session.refresh()) !== null,
  });
  clients.set(props, client);
  return client;
}

export function useApi(): ApiClient {
  return apiClientFor(useRemoteProps());
}
