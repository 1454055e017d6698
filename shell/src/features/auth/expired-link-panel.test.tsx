import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_LINK_TEXTS } from '@floorhire/rules';
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
  it('sends the login link by the chosen channel', async () => {
    const onSend = vi.fn(async () => {});
    renderUi(<MagicLinkScreen onSend={onSend} onDone={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'SEND LOGIN LINK' }));
    await flush();
    expect(onSend).toHaveBeenCalledWith('EMAIL');
  });
});
