import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNUP_TEXTS } from '@floorhire/rules';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { PAGE_TEXTS } from '#app/texts';
import { AFTER_SIGNUP_PATH, ProSignupPage } from './pro-signup-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const T = PAGE_TEXTS.signup;

async function fill() {
  fireEvent.change(screen.getByLabelText(/First name/u), { target: { value: 'Jordan' } });
  fireEvent.change(screen.getByLabelText(/Last name/u), { target: { value: 'Rivera' } });
  fireEvent.change(screen.getByLabelText(/E-mail/u), { target: { value: 'jordan@example.test' } });
  fireEvent.change(screen.getByLabelText(/^Password/u), { target: { value: 'Strong-pass-1' } });
  fireEvent.change(screen.getByLabelText(/Phone/u), { target: { value: '9375550142' } });
  fireEvent.change(screen.getByLabelText(/ZIP code/u), { target: { value: '45402' } });
}

// Typing and lazy chunks are slow on a shared, loaded machine; no assertion depends on time.
describe('/signup/pro', { timeout: 20_000 }, () => {
  it('checks fields in the spec words before sending', async () => {
    mounted = await mountPage(() => <ProSignupPage goTo={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/E-mail/u), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText(/^Password/u), { target: { value: 'short' } });
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText('Invalid e-mail')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(mounted.server.calls).toEqual([]);
  });

  it('creates the pro, tells them to verify their e-mail, then goes on to the resume', async () => {
    const goTo = vi.fn();
    mounted = await mountPage(() => <ProSignupPage goTo={goTo} />, { api: { 'POST /public/signup/pro': () => ({ accessToken: 'a', idToken: 'i', expiresAt: 1 }) } });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('heading', { name: SIGNUP_TEXTS.success.title })).toBeTruthy();
    expect(mounted.server.calls[0]?.body).toEqual({ nameFirst: 'Jordan', nameLast: 'Rivera', email: 'jordan@example.test', password: 'Strong-pass-1', phone: '9375550142', postalCode: '45402' });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.resume.upload }));
    expect(goTo).toHaveBeenCalledWith(AFTER_SIGNUP_PATH);
  });

  it("shows the server's message on a taken e-mail", async () => {
    mounted = await mountPage(() => <ProSignupPage goTo={() => undefined} />, { api: { 'POST /public/signup/pro': () => failWith(409, 'An account with this e-mail already exists') } });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(screen.getByText('An account with this e-mail already exists')).toBeTruthy());
  });
});
