import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, LOGIN_TEXTS, RECOVER_PASSWORD_TEXTS } from '@floorhire/rules';
import { renderUi } from '../testing/render';
import { LoginForm } from './login-form';

function setup(overrides: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const props = { onLogin: vi.fn(async () => {}), onRecover: vi.fn(async () => ''), googleHref: '/v4/auth/social/google', facebookHref: '/v4/auth/social/facebook', ...overrides };
  renderUi(<LoginForm {...props} />);
  return { props, user: userEvent.setup() };
}

describe('LoginForm (spec 000 §2.5)', () => {
  it('shows the spec texts', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByLabelText('Work Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/v4/auth/social/google');
    expect(screen.getByRole('link', { name: 'Continue with Facebook' }).getAttribute('href')).toBe('/v4/auth/social/facebook');
    expect(screen.getByRole('link', { name: LOGIN_TEXTS.freeTrialLink }).getAttribute('href')).toBe('/signup-2');
  });

  it("leads to 'Log in to your account' for a login link instead of a password", () => {
    setup();
    expect(screen.getByRole('link', { name: LOGIN_TEXTS.loginLinkEntry }).getAttribute('href')).toBe('/login/link');
  });

  it('validates before calling the server', async () => {
    const { props, user } = setup();
    await user.type(screen.getByLabelText('Work Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid e-mail')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(props.onLogin).not.toHaveBeenCalled();
  });

  it('signs in with the typed credentials, by keyboard alone', async () => {
    const { props, user } = setup();
    await user.tab();
    await user.keyboard('owner@acme-machining.test');
    await user.tab();
    await user.keyboard('Demo-pass-1{Enter}');
    await waitFor(() => expect(props.onLogin).toHaveBeenCalledWith('owner@acme-machining.test', 'Demo-pass-1'));
  });

  it('shows the server message on failure, or the fallback when there is none', async () => {
    const onLogin = vi.fn().mockRejectedValueOnce(new Error('Invalid e-mail or password')).mockRejectedValueOnce(new Error(''));
    const { user } = setup({ onLogin });
    await user.type(screen.getByLabelText('Work Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid e-mail or password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(AUTH_ERRORS.loginUnavailable));
  });

  it('opens Recover Password from Forgot Password? and sends the reset e-mail', async () => {
    const onRecover = vi.fn(async () => 'Reset e-mail sent');
    const { user } = setup({ onRecover });
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: RECOVER_PASSWORD_TEXTS.title });
    expect(dialog).toBeTruthy();
    await user.type(screen.getByLabelText(RECOVER_PASSWORD_TEXTS.emailLabel), 'owner@acme-machining.test');
    await user.click(screen.getByRole('button', { name: 'Recover' }));
    expect(await screen.findByText('Reset e-mail sent')).toBeTruthy();
    expect(onRecover).toHaveBeenCalledWith('owner@acme-machining.test');
  });

  it('Recover Password shows the fallback failure text, and Cancel closes it', async () => {
    const { user } = setup({ onRecover: vi.fn().mockRejectedValue(new Error('')) });
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await user.type(await screen.findByLabelText(RECOVER_PASSWORD_TEXTS.emailLabel), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Recover' }));
    expect(await screen.findByText('Could not send recover password email.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
