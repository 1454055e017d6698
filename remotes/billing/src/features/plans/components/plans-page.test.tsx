import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILLING_TEXTS, type AccountInformation, type Offer } from '@floorhire/domain-billing';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { REMOTE_TEXTS as T } from '#app/texts';
import { PlansPage } from './plans-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const account = (cards: number): AccountInformation => ({
  employerId: 1,
  customerId: 'cus_1',
  defaultSource: cards ? 7 : null,
  subscriptionId: 3,
  status: 'trial',
  amountCents: 0,
  productName: 'Free Trial',
  planLength: null,
  cancelDate: null,
  currentPeriodEnd: null,
  paymentType: cards ? 'card' : null,
  paymentTypeNumber: cards ? '4242' : null,
  paymentNeedsVerification: false,
  notificationsEmail: 'owner@example.test',
  paymentProvider: { provider: 'local', bankDebit: true },
  paymentMethods: cards ? [{ id: 7, paymentType: 'card', paymentTypeNumber: '4242', brand: 'Visa', expMonth: 12, expYear: 2034, isDefault: true, needsVerification: false }] : [],
  subscriptionPaused: false,
  subscriptionPausedUntilDate: null,
  billingDate: '2026-11-25',
  clockOffsetDays: 0,
});

const offer = (type: 'annual' | 'quarterly', cents: number): Offer => ({ productId: 2, name: 'Starter', plan: 'starter', type, priceCents: 29_900, interval: 'month', contractAmountCents: cents, jobSlots: null, credits: 10, current: false });
const OFFERS = [offer('annual', 358_800), offer('quarterly', 89_700)];

describe('Plans page', () => {
  it('shows offers at the chosen plan length with slots N/A, and switches Annual to Quarterly', async () => {
    mounted = await mountPage(PlansPage, { api: { 'GET /subscription/offers': () => OFFERS, 'GET /employer/1/payment/account-information': () => account(1) } });
    expect(await screen.findByText('$3,588.00')).toBeTruthy();
    expect(screen.getByText(T.slotsLine(BILLING_TEXTS.notApplicable))).toBeTruthy();
    await userEvent.click(screen.getByText(T.quarterlyLabel));
    expect(await screen.findByText('$897.00')).toBeTruthy();
  });

  it("reads 'There was an error while fetching the offers.' when offers fail", async () => {
    mounted = await mountPage(PlansPage, { api: { 'GET /subscription/offers': () => failWith(500, 'boom'), 'GET /employer/1/payment/account-information': () => account(0) } });
    expect((await screen.findByRole('alert')).textContent).toContain(BILLING_TEXTS.offersFailed);
  });

  it("reads 'There was an error while notifying the sales team.' when the enterprise request fails", async () => {
    mounted = await mountPage(PlansPage, {
      api: { 'GET /subscription/offers': () => OFFERS, 'GET /employer/1/payment/account-information': () => account(1), 'POST /subscription/handle-enterprise-subscription-request': () => failWith(500, 'boom') },
    });
    await userEvent.click(await screen.findByRole('button', { name: T.enterpriseSend }));
    await expect.poll(() => mounted!.props.notifications.map((n) => n.message)).toContain(BILLING_TEXTS.enterpriseRequestFailed);
  });

  it('a declined card shows its message, reloads nothing and stays on the page', async () => {
    const heard: string[] = [];
    mounted = await mountPage(PlansPage, {
      api: {
        'GET /subscription/offers': () => OFFERS,
        'GET /employer/1/payment/account-information': () => account(1),
        'POST /employer/1/payment/subscribe': () => failWith(402, 'Your card was declined.'),
      },
    });
    mounted.props.bus.on('subscription.reload', () => heard.push('reload'));
    await userEvent.click(await screen.findByRole('button', { name: T.choose('Starter') }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(heard).toEqual([]);
    const posts = mounted.server.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ productId: 2, planLength: 'annual' }]);
  });
});

describe('Plans page with a card provider', () => {
  afterEach(() => {
    delete (window as { Stripe?: unknown }).Stripe;
  });

  it('mounts the provider’s card field instead of number inputs, and sends only the payment method id it makes', async () => {
    const card = { mount: vi.fn(), on: vi.fn(), destroy: vi.fn(), clear: vi.fn() };
    const createPaymentMethod = vi.fn(async () => ({ paymentMethod: { id: 'pm_123' } }));
    // What the shell's loaded provider script defines (ADR 004).
    Object.assign(window, { Stripe: Object.assign(() => ({ elements: () => ({ create: () => card }), createPaymentMethod }), { version: 'endive' }) });
    const provider = { ...account(0), paymentProvider: { provider: 'stripe' as const, publishableKey: 'pk_test_abc', bankDebit: false } };
    mounted = await mountPage(PlansPage, {
      api: {
        'GET /subscription/offers': () => OFFERS,
        'GET /employer/1/payment/account-information': () => provider,
        'POST /employer/1/payment/payment-method': () => account(1).paymentMethods,
      },
    });
    await expect.poll(() => card.mount.mock.calls.length).toBe(1);
    expect(screen.queryByLabelText(T.cardNumber)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: T.saveCard }));
    await expect.poll(() => mounted!.server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ providerToken: 'pm_123', paymentType: 'card' }]);
    expect(createPaymentMethod).toHaveBeenCalledWith(expect.objectContaining({ type: 'card', card }));
  });
});
