import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { BILLING_TEXTS } from '@floorhire/domain-billing';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { REMOTE_TEXTS as T } from '#app/texts';
import { BillingPage } from './billing-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const ACCOUNT = {
  employerId: 1, customerId: null, defaultSource: null, subscriptionId: null, status: null, amountCents: null, productName: null, planLength: null, cancelDate: null,
  currentPeriodEnd: null, paymentType: null, paymentTypeNumber: null, paymentNeedsVerification: false, notificationsEmail: null, paymentMethods: [], paymentProvider: { provider: 'local', bankDebit: true },
  subscriptionPaused: false, subscriptionPausedUntilDate: null, billingDate: '2026-11-25', clockOffsetDays: 0,
};
const INVOICES = {
  data: [
    { id: 9, number: 'INV-9', status: 'open', display: 'Unpaid', action: 'Mark as Paid', amount: 897, amountCents: 89_700, refundCents: 0, date: '2026-11-01', description: 'Starter plan renewal', paymentMethod: 'Visa ending 0002', lastPaymentError: 'Your card was declined.', lines: [] },
    { id: 8, number: 'INV-8', status: 'refunded', display: 'Refunded', action: 'View Refund', amount: 897, amountCents: 89_700, refundCents: 89_700, date: '2026-08-01', description: 'Starter plan', paymentMethod: 'Visa ending 4242', lastPaymentError: null, lines: [] },
  ],
  has_more: true,
};

const api = (subscription: () => unknown) => ({
  'GET /subscription/employer/1': subscription,
  'GET /employer/1/payment/account-information': () => ACCOUNT,
  'GET /employer/1/payment/invoice-upcoming': () => new Response(JSON.stringify({ statusCode: 404, message: 'invoice_upcoming_none', error: 'invoice_upcoming_none' }), { status: 404, headers: { 'content-type': 'application/json' } }),
  'GET /employer/1/payment/invoice': () => INVOICES,
  'GET /payment/subscription/history': () => ({ data: [], has_more: false }),
});

describe('Billing page', () => {
  it("shows 'No active subscription' for the 404 'Subscription not found', no upcoming invoice for invoice_upcoming_none, and invoices as Unpaid and Refunded", async () => {
    mounted = await mountPage(BillingPage, { api: api(() => failWith(404, BILLING_TEXTS.subscriptionNotFoundServerMessage)) });
    expect(await screen.findByText(BILLING_TEXTS.noActiveSubscription)).toBeTruthy();
    expect(await screen.findByText(T.noUpcomingInvoice)).toBeTruthy();
    expect((await screen.findAllByTestId('invoice-status')).map((b) => b.textContent)).toEqual(['Unpaid', 'Refunded']);
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('button', { name: T.pay })).toBeTruthy();
    expect(screen.getByRole('button', { name: T.next })).toBeTruthy();
    const invoiceCall = mounted.server.calls.find((c) => c.path === '/employer/1/payment/invoice');
    expect(invoiceCall?.query.get('limit')).toBe('5');
  });

  it("reads 'Error loading Employer Subscription information' for any other failure", async () => {
    mounted = await mountPage(BillingPage, { api: api(() => failWith(500, 'Database unavailable')) });
    expect((await screen.findByRole('alert')).textContent).toContain(BILLING_TEXTS.subscriptionLoadFailed);
  });
});
