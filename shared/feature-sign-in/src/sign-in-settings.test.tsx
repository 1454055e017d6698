import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { SIGN_IN_TEXTS } from '@floorhire/schemas';
import { SignInSettings } from './sign-in-settings';
import { SIGN_IN_SETTINGS_TEXTS as T } from './texts';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const methods = (over: Record<string, unknown> = {}) => ({
  email: 'olivia@acme.test',
  phone: '6165550100',
  password: true,
  identities: [{ provider: 'google', email: 'olivia@acme.test', linkedTs: '2026-11-01T10:00:00Z' }],
  providers: ['google', 'facebook'],
  ...over,
});

describe('sign-in settings (issue 25 §5)', () => {
  it('shows the ways in and changes the password with the current one, checking the new one first', async () => {
    mounted = await mountPage(() => <SignInSettings />, {
      api: {
        'GET /auth/sign-in-methods': () => methods(),
        'PUT /auth/password': (call) => ((call.body as { currentPassword: string }).currentPassword === 'Old-pass-1' ? { accessToken: 'a', idToken: 'i', expiresAt: 1 } : failWith(422, SIGN_IN_TEXTS.wrongPassword)),
      },
    });
    expect(await screen.findByText(T.passwordSet)).toBeTruthy();
    expect(within(screen.getByTestId('identity-google')).getByText(T.linkedAs('olivia@acme.test'))).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/New password/u), 'short');
    await userEvent.click(screen.getByRole('button', { name: T.savePassword }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText(SIGN_IN_TEXTS.currentPasswordRequired)).toBeTruthy();
    expect(mounted.server.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(screen.getByLabelText(/New password/u));
    await userEvent.type(screen.getByLabelText(/New password/u), 'Second-pass-2');
    await userEvent.type(screen.getByLabelText(/Current password/u), 'Wrong-pass-1');
    await userEvent.click(screen.getByRole('button', { name: T.savePassword }));
    expect(await screen.findByText(SIGN_IN_TEXTS.wrongPassword)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/Current password/u));
    await userEvent.type(screen.getByLabelText(/Current password/u), 'Old-pass-1');
    await userEvent.click(screen.getByRole('button', { name: T.savePassword }));
    await waitFor(() => expect((screen.getByLabelText(/Current password/u) as HTMLInputElement).value).toBe(''));
    expect(mounted.server.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ currentPassword: 'Old-pass-1', newPassword: 'Second-pass-2' });
  });

  it('offers no unlink of the last way in, and shows what the provider answered on return', async () => {
    mounted = await mountPage(() => <SignInSettings />, {
      path: `/pro/settings?error=${encodeURIComponent('That Google account has another e-mail.')}`,
      api: { 'GET /auth/sign-in-methods': () => methods({ password: false }) },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('That Google account has another e-mail.');
    expect((await screen.findByRole('button', { name: T.unlink('Google') })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(T.lastWayIn)).toBeTruthy();
    expect(screen.getByText(T.passwordNotSet)).toBeTruthy();
    expect(screen.queryByLabelText(/Current password/u)).toBeNull();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('asks for a login link to the registered e-mail, and keeps a place for what the page adds', async () => {
    mounted = await mountPage(() => (
      <SignInSettings>
        <p>act-as history goes here</p>
      </SignInSettings>
    ), { api: { 'GET /auth/sign-in-methods': () => methods(), 'POST /auth/link': () => ({ message: 'sent' }) } });
    await userEvent.click(await screen.findByRole('button', { name: T.sendByEmail('olivia@acme.test') }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(mounted.server.calls.find((c) => c.path === '/auth/link')?.body).toEqual({ channel: 'EMAIL', email: 'olivia@acme.test' });
    expect(screen.getByText('act-as history goes here')).toBeTruthy();
  });
});
