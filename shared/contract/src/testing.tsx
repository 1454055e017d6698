// Test props for remotes' own tests: a detached DOM element, an in-page bus, a fake session
// and recorders for navigate/notify, so a remote can be mounted exactly as the shell would.
import { createEventBus } from '@floorhire/event-bus';
import type { NotifyRequest } from '@floorhire/event-bus';
import { API_SERVICES, type ApiService } from '@floorhire/rules';
import type { RemoteLifecycles } from './lifecycles';
import type { ApiBase, RemoteProps, SessionUser } from './props';

export interface TestPropsOptions extends Partial<Omit<RemoteProps, 'session'>> {
  user?: SessionUser | null;
  accessToken?: string | null;
  apiOrigin?: string;
}

export interface TestProps extends RemoteProps {
  navigations: { to: string; replace: boolean }[];
  notifications: NotifyRequest[];
  errors: unknown[];
}

export const TEST_USER: SessionUser = {
  id: 1,
  email: 'owner@acme-machining.test',
  nameFirst: 'Olivia',
  nameLast: 'Owner',
  groupMembership: 'Company Admin',
  roles: ['user.employer', 'employer.applicant.edit', 'employer.job.edit', 'employer.billing.edit', 'employer.profile.edit', 'employer.user.edit'],
  activeEmployerId: 1,
};

export function testApiBase(origin = 'http://localhost'): ApiBase {
  return Object.fromEntries(API_SERVICES.map((service) => [service, `${origin}/v4`])) as Record<ApiService, string>;
}

export function createTestProps(options: TestPropsOptions = {}): TestProps {
  const { user = TEST_USER, accessToken = 'test-access-token', apiOrigin, ...overrides } = options;
  const navigations: TestProps['navigations'] = [];
  const notifications: NotifyRequest[] = [];
  const errors: unknown[] = [];
  const domElement = overrides.domElement ?? document.createElement('div');
  if (!domElement.isConnected) document.body.appendChild(domElement);
  return {
    domElement,
    basePath: '/',
    bus: createEventBus({ crossTab: false }),
    session: {
      getAccessToken: () => (user ? accessToken : null),
      getUser: () => user,
      isSignedIn: () => user !== null,
      refresh: async () => (user ? accessToken : null),
    },
    apiBase: testApiBase(apiOrigin),
    navigate: (to, opts) => navigations.push({ to, replace: opts?.replace ?? false }),
    notify: (request) => notifications.push(request),
    reportError: (error) => errors.push(error),
    remote: { name: 'test', version: '0.0.0-test' },
    environment: 'development',
    ...overrides,
    navigations,
    notifications,
    errors,
  };
}

/** Mounts lifecycles like the shell does; returns the props and an unmount for cleanup. */
export async function mountRemote(lifecycles: RemoteLifecycles, options: TestPropsOptions = {}) {
  const props = createTestProps(options);
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return {
    props,
    unmount: async () => {
      await lifecycles.unmount(props);
      props.domElement.remove();
    },
  };
}
