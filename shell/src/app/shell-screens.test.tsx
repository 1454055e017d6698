// The screens an e-mailed link leads to, as the router renders them: /reset-password (§5 rules,
// expired and unknown links), /signup with an invitation code (one form, one step) and without
// (the guest wizard), and /login/link ('Log in to your account').
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { getEventBus } from '@floorhire/event-bus';
import { EXPIRED_LINK_TEXTS, INVALID_LINK_TEXTS, MAGIC_LINK_TEXTS, RESET_PASSWORD_TEXTS, SIGNUP_TEXTS } from '@floorhire/rules';
import { UiProvider } from '@floorhire/ui';
import '../features/testing/render'; // registers Testing Library's cleanup after each test
import { ApiError, SessionServicesProvider, savedRedirectAtom, type AuthApi, type SessionController } from '../features/session';
import { ShellScreen } from './shell-screens';

const TOKENS = { accessToken: 'a', idToken: 'i', expiresAt: Date.now() + 3_600_000 };
const expired = () => new ApiError({ message: 'The link has expired', statusCode: 401, error: 'ExpiredAuthLink' });
const unknown = () => new ApiError({ message: 'Link not found', statusCode: 404, error: 'NotFound' });

function Screen() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="at">{`${pathname}${search}`}</output>
      <ShellScreen path={pathname} />
    </>
  );
}

function setup(route: string, api: Partial<AuthApi>, options: { savedRedirect?: string } = {}) {
  const controller = { adoptTokens: vi.fn(async () => {}), logout: vi.fn(async () => {}), restore: vi.fn(async () => {}) };
  const store = createStore();
  if (options.savedRedirect) store.set(savedRedirectAtom, options.savedRedirect);
  render(
    <JotaiProvider store={store}>
      <UiProvider>
        <SessionServicesProvider value={{ api: api as AuthApi, controller: controller as unknown as SessionController, authBase: '/v4' }}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path="*" element={<Screen />} />
            </Routes>
          </MemoryRouter>
        </SessionServicesProvider>
      </UiProvider>
    </JotaiProvider>,
  );
  return { controller, user: userEvent.setup(), at: () => screen.getByTestId('at').textContent };
}

describe('/reset-password?code=…', () => {
  it('checks the code, asks for the password twice with the §5 rules, then signs in and goes home with a confirmation', async () => {
    const api = { linkStatus: vi.fn(async () => 'reset-password' as const), completePasswordReset: vi.fn(async () => TOKENS) };
    const { controller, user, at } = setup('/reset-password?code=c0de', api);
    const heard: string[] = [];
    const off = getEventBus().on('notify', (n) => heard.push(n.message));
    const password = await screen.findByLabelText(RESET_PASSWORD_TEXTS.passwordLabel);
    expect(api.linkStatus).toHaveBeenCalledWith('c0de');
    const submit = screen.getByRole('button', { name: RESET_PASSWORD_TEXTS.submit });

    await user.click(submit);
    expect(await screen.findByText('Password is required')).toBeTruthy();
    await user.type(password, 'short1A');
    await user.click(submit);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'longenough1');
    await user.click(submit);
    expect(await screen.findByText('Password must include an uppercase letter')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Longenough');
    await user.click(submit);
    expect(await screen.findByText('Password must include a number')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'New-pass-22');
    await user.type(screen.getByLabelText(RESET_PASSWORD_TEXTS.confirmLabel), 'New-pass-23');
    await user.click(submit);
    expect(await screen.findByText(RESET_PASSWORD_TEXTS.mismatch)).toBeTruthy();
    expect(api.completePasswordReset).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(RESET_PASSWORD_TEXTS.confirmLabel));
    await user.type(screen.getByLabelText(RESET_PASSWORD_TEXTS.confirmLabel), 'New-pass-22');
    await user.click(submit);
    await waitFor(() => expect(at()).toBe('/'));
    expect(api.completePasswordReset).toHaveBeenCalledWith('c0de', 'New-pass-22');
    expect(controller.adoptTokens).toHaveBeenCalledWith(TOKENS);
    expect(heard).toContain(RESET_PASSWORD_TEXTS.done);
    off();
    // Many keystrokes through real events: seconds on a busy machine.
  }, 20_000);

  it('a used or expired link shows the expired-link panel, which sends a new link', async () => {
    const api = { linkStatus: vi.fn(async () => Promise.reject(expired())), resendLink: vi.fn(async () => {}) };
    const { user } = setup('/reset-password?code=old', api);
    expect(await screen.findByRole('heading', { name: EXPIRED_LINK_TEXTS.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: EXPIRED_LINK_TEXTS.submit }));
    expect(await screen.findByText(EXPIRED_LINK_TEXTS.success)).toBeTruthy();
    expect(api.resendLink).toHaveBeenCalledWith('old', 'EMAIL');
  });

  it('a link that expires while the form is open switches to the panel on submit', async () => {
    const api = { linkStatus: vi.fn(async () => 'reset-password' as const), completePasswordReset: vi.fn(async () => Promise.reject(expired())) };
    const { user, at } = setup('/reset-password?code=c0de', api);
    await user.type(await screen.findByLabelText(RESET_PASSWORD_TEXTS.passwordLabel), 'New-pass-22');
    await user.type(screen.getByLabelText(RESET_PASSWORD_TEXTS.confirmLabel), 'New-pass-22');
    await user.click(screen.getByRole('button', { name: RESET_PASSWORD_TEXTS.submit }));
    expect(await screen.findByRole('heading', { name: EXPIRED_LINK_TEXTS.title })).toBeTruthy();
    expect(at()).toBe('/reset-password?code=c0de');
  });

  it('a missing or unknown code, or the code of another kind of link, says the link does not work and leads to login', async () => {
    for (const [route, linkStatus] of [
      ['/reset-password', vi.fn()],
      ['/reset-password?code=nope', vi.fn(async () => Promise.reject(unknown()))],
      ['/reset-password?code=inv', vi.fn(async () => 'invite' as const)],
    ] as const) {
      const { user, at } = setup(route, { linkStatus });
      await user.click(await screen.findByRole('link', { name: INVALID_LINK_TEXTS.toLogin }));
      // The login screen is its own chunk: the router's transition keeps the old screen until it arrives.
      await waitFor(() => expect(at()).toBe('/login'));
      cleanup();
    }
  });
});

describe('/signup: one address, one form each', () => {
  it('with an invitation code: the one-step invitee form (full name, Join) that signs in', async () => {
    const api = { linkStatus: vi.fn(async () => 'invite' as const), signupInvitee: vi.fn(async () => TOKENS) };
    const { controller, user, at } = setup('/signup?inviteCode=inv1te', api);
    expect(await screen.findByRole('heading', { name: SIGNUP_TEXTS.invitee.title })).toBeTruthy();
    expect(screen.queryByText(SIGNUP_TEXTS.stepCounter(1, 4))).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: SIGNUP_TEXTS.referralStep.title })).toBeNull();
    await user.type(screen.getByLabelText(SIGNUP_TEXTS.invitee.nameLabel), 'Lee Park');
    await user.click(screen.getByRole('button', { name: SIGNUP_TEXTS.invitee.submit }));
    await waitFor(() => expect(at()).toBe('/'));
    expect(api.signupInvitee).toHaveBeenCalledWith({ inviteCode: 'inv1te', fullName: 'Lee Park' });
    expect(controller.adoptTokens).toHaveBeenCalledWith(TOKENS);
  });

  it('an invitation already used shows the expired-link panel', async () => {
    setup('/signup?inviteCode=used', { linkStatus: vi.fn(async () => Promise.reject(expired())) });
    expect(await screen.findByRole('heading', { name: EXPIRED_LINK_TEXTS.title })).toBeTruthy();
  });

  it('without one: the guest employer wizard', async () => {
    setup('/signup', {});
    expect(await screen.findByText(SIGNUP_TEXTS.stepCounter(1, 4))).toBeTruthy();
    expect(screen.queryByRole('button', { name: SIGNUP_TEXTS.invitee.submit })).toBeNull();
  });
});

describe('/login/link', () => {
  it("is 'Log in to your account', and the link it asks for returns to the address wanted before login", async () => {
    const api = { requestLoginLink: vi.fn(async () => {}) };
    const { user } = setup('/login/link', api, { savedRedirect: '/employer/jobs?tab=open' });
    expect(await screen.findByRole('heading', { name: MAGIC_LINK_TEXTS.title })).toBeTruthy();
    await user.type(screen.getByLabelText(MAGIC_LINK_TEXTS.emailLabel), 'owner@acme-machining.test');
    await user.click(screen.getByRole('button', { name: MAGIC_LINK_TEXTS.submit }));
    await waitFor(() => expect(api.requestLoginLink).toHaveBeenCalledWith({ channel: 'EMAIL', email: 'owner@acme-machining.test', redirectUrl: '/employer/jobs?tab=open' }));
  });
});

describe('/link/{code}', () => {
  it('follows the link with its own code: a session it started is picked up and the user goes where it leads', async () => {
    const api = { linkRedirectUrl: vi.fn(async () => '/reset-password?code=c0de'), linkStatus: vi.fn(async () => 'reset-password' as const) };
    const { at, controller } = setup('/link/c0de', api);
    await waitFor(() => expect(at()).toBe('/reset-password?code=c0de'));
    expect(api.linkRedirectUrl).toHaveBeenCalledWith('c0de');
    expect(controller.restore).toHaveBeenCalled();
    expect(await screen.findByLabelText(RESET_PASSWORD_TEXTS.passwordLabel)).toBeTruthy();
  });

  it('an expired link shows the panel; a link that names nothing offers a new login link instead', async () => {
    setup('/link/old', { linkRedirectUrl: vi.fn(async () => Promise.reject(expired())) });
    expect(await screen.findByRole('heading', { name: EXPIRED_LINK_TEXTS.title })).toBeTruthy();
    cleanup();
    setup('/link/nope', { linkRedirectUrl: vi.fn(async () => Promise.reject(unknown())) });
    expect(await screen.findByRole('heading', { name: MAGIC_LINK_TEXTS.title })).toBeTruthy();
  });
});
