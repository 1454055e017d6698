import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_LINK_TEXTS, MAGIC_LINK_TEXTS } from '@floorhire/rules';
import { renderUi } from '../testing/render';
import { ExpiredLinkPanel } from './expired-link-panel';
import { MagicLinkScreen } from './magic-link-screen';

afterEach(() => vi.useRealTimers());

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('ExpiredLinkPanel (§2.4, §2.5)', () => {
  it('resends by SMS, shows the success text for 5 seconds, then goes on to /login', async () => {
    const onResend = vi.fn(async () => {});
    const onDone = vi.fn();
    renderUi(<ExpiredLinkPanel onResend={onResend} onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'The link has expired' })).toBeTruthy();
    await userEvent.setup().click(screen.getByText('SMS'));
    // Only the 5-second wait is faked: the radio group needs real timers to settle.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: EXPIRED_LINK_TEXTS.submit }));
    await flush();
    expect(onResend).toHaveBeenCalledWith('SMS');
    expect(screen.getByText('A new link has been sent out to your registered email ID/ phone number')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says so when the new link could not be sent', async () => {
    renderUi(<ExpiredLinkPanel onResend={vi.fn().mockRejectedValue(new Error('x'))} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: EXPIRED_LINK_TEXTS.submit }));
    expect(await screen.findByText('Failed sending the new auth link. Please try again.')).toBeTruthy();
  });
});

describe('MagicLinkScreen (§2.5)', () => {
  it('sends a login link to the registered e-mail address', async () => {
    const onSend = vi.fn(async () => {});
    const user = userEvent.setup();
    renderUi(<MagicLinkScreen onSend={onSend} />);
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SEND LOGIN LINK' }));
    expect(await screen.findByText('Invalid e-mail')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(MAGIC_LINK_TEXTS.emailLabel), 'owner@acme-machining.test');
    await user.click(screen.getByRole('button', { name: 'SEND LOGIN LINK' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', MAGIC_LINK_TEXTS.sent);
    expect(onSend).toHaveBeenCalledWith({ channel: 'EMAIL', email: 'owner@acme-machining.test' });
    expect(screen.getByRole('link', { name: MAGIC_LINK_TEXTS.backToLogin }).getAttribute('href')).toBe('/login');
  });

  it('by registered phone number: the number shows masked and goes as 10 digits', async () => {
    const onSend = vi.fn(async () => {});
    const user = userEvent.setup();
    renderUi(<MagicLinkScreen onSend={onSend} />);
    await user.click(screen.getByText(MAGIC_LINK_TEXTS.phoneOption));
    const phone = await screen.findByLabelText(MAGIC_LINK_TEXTS.phoneLabel);
    await user.type(phone, '312555');
    await user.click(screen.getByRole('button', { name: 'SEND LOGIN LINK' }));
    expect(await screen.findByText('Phone number must be valid')).toBeTruthy();
    await user.type(phone, '0142');
    expect((phone as HTMLInputElement).value).toBe('(312) 555-0142');
    await user.click(screen.getByRole('button', { name: 'SEND LOGIN LINK' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ channel: 'SMS', phone: '3125550142' }));
  });

  it('says so when the link could not be sent', async () => {
    const user = userEvent.setup();
    renderUi(<MagicLinkScreen onSend={vi.fn().mockRejectedValue(new Error('x'))} />);
    await user.type(screen.getByLabelText(MAGIC_LINK_TEXTS.emailLabel), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'SEND LOGIN LINK' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED_LINK_TEXTS.failure);
  });
});
