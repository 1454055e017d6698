// What remotes' unit tests use: the contract's test props and mount, an in-test API server, an
// API client on it, and mounting one page of a remote as the shell would, with the API answered
// by the test. Never imported by product code.
import type { ComponentType } from 'react';
import { createApiClient, type ApiClient } from '@floorhire/api-client';
import { createLifecycles } from '@floorhire/contract';
import { createTestProps, mountRemote, testApiBase, TEST_USER, type TestProps, type TestPropsOptions } from '@floorhire/contract/testing';
import { testServer, type Handler, type TestServer } from './test-server';

export { createTestProps, mountRemote, testApiBase, TEST_USER };
export type { TestProps, TestPropsOptions };
export { failWith, testServer } from './test-server';
export type { Handler, TestServer } from './test-server';

export const TEST_ORIGIN = 'http://localhost';

/** An API client whose calls go to the given fetch (e.g. a testServer), with no retries. */
export function testClient(fetchImpl: typeof fetch, token = 'test-token'): ApiClient {
  return createApiClient({ bases: testApiBase(TEST_ORIGIN), getAccessToken: () => token, fetch: fetchImpl, retry: { limit: 0 } });
}

export interface MountPageOptions extends TestPropsOptions {
  /** The API as the page should see it; every call is recorded on `server.calls`. */
  api?: Record<string, Handler>;
  /** The address to mount at (default: the current one). */
  path?: string;
}

export interface MountedPage {
  props: TestProps;
  server: TestServer;
  unmount(): Promise<void>;
}

/**
 * Mounts a component as a remote (its own root, UI provider, router and the shell's props),
 * with global fetch answered by a testServer until unmount.
 */
export async function mountPage(Page: ComponentType, options: MountPageOptions = {}): Promise<MountedPage> {
  const { api = {}, path, ...propsOptions } = options;
  const server = testServer(api);
  const realFetch = globalThis.fetch;
  globalThis.fetch = server.fetch;
  if (path) window.history.pushState(null, '', path);
  try {
    const mounted = await mountRemote(createLifecycles(Page, { name: 'page-under-test' }), { apiOrigin: TEST_ORIGIN, ...propsOptions });
    return {
      props: mounted.props,
      server,
      unmount: async () => {
        await mounted.unmount();
        globalThis.fetch = realFetch;
      },
    };
  } catch (error) {
    globalThis.fetch = realFetch;
    throw error;
  }
}
