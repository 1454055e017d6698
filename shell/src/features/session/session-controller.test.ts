import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type BusEventName } from '@floorhire/event-bus';
import { AUTH_ERRORS, BILLING_TEXTS } from '@floorhire/rules';
import { ApiError, type AuthApi, type AuthTokens } from './auth-api';
import type { UserProfile } from './profile';
import { SessionController } from './session-controller';
import { actingAtom, activeEmployerIdAtom, profileAtom, sessionStatusAtom, shellNavigationAtom, subscriptionAtom, tokensAtom } from './session-atoms';

const NOW = 1_800_000_000_000;
const tokens = (n = 1): AuthTokens => ({ accessToken: `a${n}`, idToken: `i${n}`, expiresAt: NOW + 60 * 60_000 });
const owner: UserProfile = {
  id: 7,
  nameFirst: 'Olive',
  nameLast: 'Owner',
  email: 'owner@acme-machining.test',
  phone: null,
  avatarUrl: null,
  status: 'normal',
  groupMembership: 'Company Admin',
  routeRole: 'employer',
  roles: ['user.employer'],
  employers: [
    { id: 1, name: 'Acme Machining', photoUrl: null },
    { id: 2, name: 'Acme West', photoUrl: null },
  ],
};

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  const fail = () => Promise.reject(new Error('not used'));
  return {
    login: vi.fn(async () => tokens()),
    refresh: vi.fn(async () => tokens(2)),
    logout: vi.fn(async () => {}),
    me: vi.fn(async () => owner),
    subscription: vi.fn(async () => ({ state: 'active' as const, isFreeTrial: false, endDate: null, isGated: false, credits: 3 })),
    resetPassword: fail,
    linkRedirectUrl: fail,
    resendLink: fail,
    requestLoginLink: fail,
    completePasswordReset: fail,
    linkStatus: fail,
    signupEmployer: fail,
    signupInvitee: fail,
    postReferral: fail,
    setAuthGroup: fail,
    findConversationEmployer: fail,
    actAsCurrent: vi.fn(async () => null),
    actAsTokens: fail,
    actAsEnd: vi.fn(async () => {}),
    ...overrides,
  };
}

function setup(api = fakeApi(), storage = new Map<string, string>(), mayHaveSession?: () => boolean) {
  const store = createStore();
  const bus = createEventBus({ crossTab: false });
  const heard: [BusEventName, unknown][] = [];
  for (const name of ['employer.switched', 'inbox.cleared', 'subscription.reload', 'session.changed', 'notify', 'act-as.changed'] as const) {
    bus.on(name, (payload) => heard.push([name, payload]));
  }
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const controller = new SessionController({
    store,
    api,
    bus,
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    now: () => NOW,
    setTimer: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => void ((t as { cleared: boolean }).cleared = true),
    mayHaveSession,
  });
  return { store, controller, heard, timers, api, storage, bus };
}

describe('SessionController', () => {
  it('login keeps tokens in memory, loads the profile and announces the sign-in', async () => {
    const { store, controller, heard, timers } = setup();
    await controller.login('owner@acme-machining.test', 'Demo-pass-1');
    expect(store.get(tokensAtom)?.accessToken).toBe('a1');
    expect(store.get(profileAtom)?.id).toBe(7);
    expect(store.get(sessionStatusAtom)).toBe('signed-in');
    expect(controller.accessor().getAccessToken()).toBe('a1');
    expect(heard).toContainEqual(['session.changed', { state: 'signed-in', userId: 7 }]);
    // Refresh fires 5 minutes before the 60-minute expiry.
    expect(timers.at(-1)?.ms).toBe(55 * 60_000);
  });

  it('restores the session on boot from the refresh cookie', async () => {
    const { store, controller, heard } = setup();
    await controller.restore();
    expect(store.get(sessionStatusAtom)).toBe('signed-in');
    expect(heard).toContainEqual(['session.changed', { state: 'refreshed', userId: 7 }]);
  });

  it('restores once per page load however many times the page asks, and again when asked to', async () => {
    const { controller, api } = setup();
    await controller.restoreOnLoad();
    await controller.restoreOnLoad();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    await controller.restore();
    expect(api.refresh).toHaveBeenCalledTimes(2);
  });

  it('stays signed out quietly when there is no refresh cookie', async () => {
    const { store, controller, heard } = setup(fakeApi({ refresh: vi.fn(async () => Promise.reject(new ApiError({ message: 'no', statusCode: 401 }))) }));
    await controller.restore();
    expect(store.get(sessionStatusAtom)).toBe('signed-out');
    expect(heard.filter(([n]) => n === 'notify')).toEqual([]);
  });

  it('does not probe at all when the browser has no session hint (a visitor)', async () => {
    const api = fakeApi();
    const { store, controller, heard } = setup(api, new Map(), () => false);
    await controller.restore();
    expect(api.refresh).not.toHaveBeenCalled();
    expect(store.get(sessionStatusAtom)).toBe('signed-out');
    expect(heard).toEqual([]);
  });

  it('probes when the hint says a session may exist', async () => {
    const api = fakeApi();
    const { store, controller } = setup(api, new Map(), () => true);
    await controller.restore();
    expect(api.refresh).toHaveBeenCalledOnce();
    expect(store.get(sessionStatusAtom)).toBe('signed-in');
  });

  it('the timer refreshes tokens and reschedules', async () => {
    const { store, controller, timers } = setup();
    await controller.login('x@y.z', 'p');
    timers.at(-1)?.fn();
    await vi.waitFor(() => expect(store.get(tokensAtom)?.accessToken).toBe('a2'));
    expect(timers.filter((t) => !t.cleared)).toHaveLength(1);
  });

  it('a failed refresh signs out with the spec message', async () => {
    const { store, controller, heard } = setup(fakeApi({ refresh: vi.fn(async () => Promise.reject(new Error('x'))) }));
    await controller.login('x@y.z', 'p');
    await expect(controller.refresh()).resolves.toBeNull();
    expect(store.get(sessionStatusAtom)).toBe('signed-out');
    expect(heard).toContainEqual(['notify', expect.objectContaining({ message: AUTH_ERRORS.refreshFailed })]);
  });

  it('parallel refreshes share one request', async () => {
    const api = fakeApi();
    const { controller } = setup(api);
    await controller.login('x@y.z', 'p');
    await Promise.all([controller.refresh(), controller.refresh(), controller.refresh()]);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('logout clears tokens, timer and the cached profile', async () => {
    const { store, controller, timers, heard, api } = setup();
    await controller.login('x@y.z', 'p');
    await controller.logout();
    expect(store.get(tokensAtom)).toBeNull();
    expect(store.get(profileAtom)).toBeNull();
    expect(timers.every((t) => t.cleared)).toBe(true);
    expect(controller.accessor().getAccessToken()).toBeNull();
    expect(api.logout).toHaveBeenCalledWith('a1');
    expect(heard.at(-1)).toEqual(['session.changed', { state: 'signed-out' }]);
  });

  it('a profile call rejected with 401 fails the sign-in with the token message', async () => {
    const { controller, store } = setup(fakeApi({ me: vi.fn(async () => Promise.reject(new ApiError({ message: 'Unauthorized', statusCode: 401 }))) }));
    await expect(controller.login('x@y.z', 'p')).rejects.toThrow(AUTH_ERRORS.tokenAuthentication);
    expect(store.get(tokensAtom)).toBeNull();
  });

  it('switching employer remembers the choice per user and publishes the three bus events', async () => {
    const { store, controller, heard, storage, api } = setup();
    await controller.login('x@y.z', 'p');
    expect(store.get(activeEmployerIdAtom)).toBe(1);
    heard.length = 0;
    await expect(controller.switchEmployer(2)).resolves.toBe(true);
    expect(store.get(activeEmployerIdAtom)).toBe(2);
    expect(storage.get('floorhire.activeEmployer.7')).toBe('2');
    expect(heard.map(([n]) => n)).toEqual(['employer.switched', 'inbox.cleared', 'subscription.reload']);
    expect(heard[0]).toEqual(['employer.switched', { employerId: 2 }]);
    expect(api.subscription).toHaveBeenLastCalledWith('a1', 2);
    expect(api.me).toHaveBeenCalledTimes(2);
  });

  it('reads the subscription again when a remote emits subscription.reload', async () => {
    const { controller, api, bus } = setup();
    await controller.login('x@y.z', 'p');
    const calls = () => vi.mocked(api.subscription).mock.calls.length;
    const before = calls();
    bus.emit('subscription.reload', {});
    await vi.waitFor(() => expect(calls()).toBe(before + 1));
  });

  it('reads the profile again when a remote emits profile.reload (a new photo reaches the app bar)', async () => {
    const { controller, api, bus, store } = setup();
    await controller.login('x@y.z', 'p');
    const before = vi.mocked(api.me).mock.calls.length;
    vi.mocked(api.me).mockResolvedValueOnce({ ...store.get(profileAtom)!, avatarUrl: '/v4/public/avatar/1' });
    bus.emit('profile.reload', {});
    await vi.waitFor(() => expect(store.get(profileAtom)?.avatarUrl).toBe('/v4/public/avatar/1'));
    expect(vi.mocked(api.me).mock.calls.length).toBe(before + 1);
  });

  it('refuses to switch to an employer the user does not belong to', async () => {
    const { controller, heard } = setup();
    await controller.login('x@y.z', 'p');
    heard.length = 0;
    await expect(controller.switchEmployer(99)).resolves.toBe(false);
    expect(heard).toEqual([]);
  });

  it('an unreadable subscription shows the spec error and does not lock the employer out', async () => {
    const api = fakeApi({ subscription: vi.fn(async () => Promise.reject(new ApiError({ message: BILLING_TEXTS.subscriptionLoadFailed, statusCode: 500 }))) });
    const { store, controller, heard } = setup(api);
    await controller.login('x@y.z', 'p');
    expect(store.get(subscriptionAtom)).toMatchObject({ state: 'active', isGated: false, credits: null });
    expect(heard).toContainEqual(['notify', { kind: 'alert', type: 'error', message: 'Error loading Employer Subscription information' }]);
  });

  it('the remembered employer is active again after the next sign-in', async () => {
    const storage = new Map([['floorhire.activeEmployer.7', '2']]);
    const { store, controller } = setup(fakeApi(), storage);
    await controller.login('x@y.z', 'p');
    expect(store.get(activeEmployerIdAtom)).toBe(2);
    expect(store.get(subscriptionAtom).credits).toBe(3);
  });
});

describe('SessionController: staff acting as a user (ADR 301)', () => {
  const staffProfile: UserProfile = { ...owner, id: 1, nameFirst: 'Ada', nameLast: 'Admin', email: 'admin@floorhire.test', groupMembership: 'Super Admin', routeRole: 'admin', roles: ['user.admin'], employers: [] };
  const session = { id: 40, userName: 'Olive Owner', groupMembership: 'Company Admin', expiresAt: NOW + 30 * 60_000, returnPath: '/admin/users/employer/7/login' };
  const acting = (n = 1): AuthTokens => ({ accessToken: `acting${n}`, idToken: `ai${n}`, expiresAt: NOW + 30 * 60_000 });

  function staffApi(overrides: Partial<AuthApi> = {}) {
    let running: typeof session | null = null;
    let minted = 0;
    const api = fakeApi({
      me: vi.fn(async (token: string) => (token.startsWith('acting') ? owner : staffProfile)),
      actAsCurrent: vi.fn(async () => running),
      actAsTokens: vi.fn(async () => {
        if (!running) throw new ApiError({ message: 'There is no act-as session running', statusCode: 404 });
        minted += 1;
        return acting(minted);
      }),
      actAsEnd: vi.fn(async () => {
        running = null;
      }),
      ...overrides,
    });
    return { api, start: () => (running = session), stop: () => (running = null) };
  }

  it('takes over the session the staff remote started: the user\'s profile and plan, the acting token, and the user\'s home', async () => {
    const { api, start } = staffApi();
    const { store, controller, bus, heard } = setup(api);
    await controller.login('admin@floorhire.test', 'p');
    expect(store.get(shellNavigationAtom)).toBeNull();
    start();
    bus.emit('act-as.changed', { state: 'started' });
    await vi.waitFor(() => expect(store.get(actingAtom)?.session.id).toBe(40));
    expect(store.get(profileAtom)?.id).toBe(owner.id);
    expect(store.get(activeEmployerIdAtom)).toBe(1);
    expect(controller.accessor().getAccessToken()).toBe('acting1');
    expect(controller.accessor().getUser()?.id).toBe(owner.id);
    expect(store.get(shellNavigationAtom)?.to).toBe('/employer');
    // The staff member's own session keeps running underneath.
    expect(store.get(tokensAtom)?.accessToken).toBe('a1');
    expect(vi.mocked(api.subscription).mock.calls.at(-1)).toEqual(['acting1', 1]);
    expect(heard).toContainEqual(['session.changed', { state: 'refreshed', userId: owner.id }]);
  });

  it('a 401 while acting asks for acting tokens again, never hands a remote the staff token, and goes back when the session is over', async () => {
    const { api, start, stop } = staffApi();
    const { store, controller, bus, heard } = setup(api);
    await controller.login('admin@floorhire.test', 'p');
    start();
    bus.emit('act-as.changed', { state: 'started' });
    await vi.waitFor(() => expect(store.get(actingAtom)).not.toBeNull());
    await expect(controller.accessor().refresh()).resolves.toBe('acting2');
    stop();
    await expect(controller.accessor().refresh()).resolves.toBeNull();
    expect(store.get(actingAtom)).toBeNull();
    expect(store.get(profileAtom)?.id).toBe(staffProfile.id);
    expect(controller.accessor().getAccessToken()).toBe('a1');
    expect(store.get(shellNavigationAtom)?.to).toBe(session.returnPath);
    expect(heard).toContainEqual(['notify', expect.objectContaining({ message: 'Your act-as session has ended. You are back in your own session.' })]);
    expect(heard).toContainEqual(['act-as.changed', { state: 'ended' }]);
  });

  it('back to my session ends it in the API, tells the other tabs and returns to the staff page', async () => {
    const { api, start } = staffApi();
    const { store, controller, bus, heard } = setup(api);
    await controller.login('admin@floorhire.test', 'p');
    start();
    bus.emit('act-as.changed', { state: 'started' });
    await vi.waitFor(() => expect(store.get(actingAtom)).not.toBeNull());
    heard.length = 0;
    await controller.stopActing();
    expect(api.actAsEnd).toHaveBeenCalledWith('a1');
    expect(store.get(profileAtom)?.routeRole).toBe('admin');
    expect(store.get(activeEmployerIdAtom)).toBeNull();
    expect(store.get(shellNavigationAtom)?.to).toBe(session.returnPath);
    expect(heard.map(([name]) => name)).toEqual(['act-as.changed', 'session.changed']);
  });

  it('a reload while acting resumes the session where the page is', async () => {
    const { api, start } = staffApi({ refresh: vi.fn(async () => tokens(2)) });
    start();
    const { store, controller } = setup(api);
    await controller.restore();
    expect(store.get(sessionStatusAtom)).toBe('signed-in');
    expect(store.get(actingAtom)?.session.id).toBe(40);
    expect(store.get(profileAtom)?.id).toBe(owner.id);
    expect(store.get(shellNavigationAtom)).toBeNull();
  });

  it('ends by itself when its time is up', async () => {
    const { api, start } = staffApi();
    const { store, controller, bus, timers, heard } = setup(api);
    await controller.login('admin@floorhire.test', 'p');
    start();
    bus.emit('act-as.changed', { state: 'started' });
    await vi.waitFor(() => expect(store.get(actingAtom)).not.toBeNull());
    timers.find((t) => t.ms === 30 * 60_000 && !t.cleared)!.fn();
    expect(store.get(actingAtom)).toBeNull();
    expect(store.get(shellNavigationAtom)?.to).toBe(session.returnPath);
    expect(heard).toContainEqual(['notify', expect.objectContaining({ type: 'info' })]);
  });

  it('follows another tab that went back to the staff session, without asking the API again', async () => {
    const channel = `acting-test-${Math.random()}`;
    const { api, start } = staffApi();
    const store = createStore();
    const bus = createEventBus({ channel });
    const otherTab = createEventBus({ channel });
    const controller = new SessionController({ store, api, bus, storage: null, now: () => NOW, setTimer: () => null, clearTimer: () => undefined });
    try {
      await controller.login('admin@floorhire.test', 'p');
      start();
      otherTab.emit('act-as.changed', { state: 'started' });
      await vi.waitFor(() => expect(store.get(actingAtom)).not.toBeNull());
      otherTab.emit('act-as.changed', { state: 'ended' });
      await vi.waitFor(() => expect(store.get(actingAtom)).toBeNull());
      expect(api.actAsEnd).not.toHaveBeenCalled();
      expect(store.get(profileAtom)?.routeRole).toBe('admin');
    } finally {
      controller.dispose();
      bus.close();
      otherTab.close();
    }
  });

  it('logging out while acting ends the act-as session too', async () => {
    const { api, start } = staffApi();
    const { store, controller, bus } = setup(api);
    await controller.login('admin@floorhire.test', 'p');
    start();
    bus.emit('act-as.changed', { state: 'started' });
    await vi.waitFor(() => expect(store.get(actingAtom)).not.toBeNull());
    await controller.logout();
    expect(api.actAsEnd).toHaveBeenCalledWith('a1', 'signed-out');
    expect(store.get(actingAtom)).toBeNull();
    expect(store.get(sessionStatusAtom)).toBe('signed-out');
  });

  it('an employer or a pro never takes over an act-as session', async () => {
    const { api, start } = staffApi({ me: vi.fn(async () => owner) });
    const { store, controller, bus } = setup(api);
    await controller.login('owner@acme-machining.test', 'p');
    start();
    bus.emit('act-as.changed', { state: 'started' });
    await new Promise((r) => setTimeout(r, 10));
    expect(api.actAsCurrent).not.toHaveBeenCalled();
    expect(store.get(actingAtom)).toBeNull();
  });
});
