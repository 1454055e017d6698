import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_API_TEXTS, type ChargeResult, type PaymentMethod } from '@floorhire/domain-billing';
import { call, closeContext, createEmployer, createUser, testContext, type TestContext, type TestUser } from './helpers';

// Bank debits in the local test mode (ADR 268): the test routing and account numbers card
// providers publish, through the same add-payment-method call and adapter seam as cards.

let ctx: TestContext;
let starter: number;

async function employerOnTrial(): Promise<{ id: number; owner: TestUser }> {
  const id = await createEmployer(ctx);
  const owner = await createUser(ctx, { group: 'Company Admin', employerIds: [id] });
  await ctx.db.query(`insert into subscriptions (employer_id, status, plan, start_date, end_date, is_gated) values ($1, 'trial', 'Free Trial', current_date, current_date + 14, true)`, [id]);
  return { id, owner };
}

const addBank = (e: { id: number; owner: TestUser }, routingNumber: string, accountNumber: string) =>
  call(ctx, 'POST', `/v4/employer/${e.id}/payment/payment-method`, { token: e.owner.token, body: { paymentType: 'bank', routingNumber, accountNumber } });
const choose = (e: { id: number; owner: TestUser }) => call(ctx, 'POST', `/v4/employer/${e.id}/payment/subscribe`, { token: e.owner.token, body: { productId: starter, planLength: 'quarterly' } });

beforeAll(async () => {
  ctx = await testContext();
  starter = (await ctx.db.one<{ id: number }>(
    `insert into billing_products (name, nickname, plan, interval, amount_cents, job_slot_quantity, talent_search_credits) values ('Starter', 'Starter', 'starter', 'month', 29900, 2, 10) returning id`,
  ))!.id;
});
afterAll(closeContext);

describe('bank debits in the local test mode', () => {
  it('a test bank account becomes the default and pays a plan by debit', async () => {
    const e = await employerOnTrial();
    const added = await addBank(e, '110000000', '000123456789');
    expect(added.statusCode).toBe(201);
    expect(added.json<PaymentMethod[]>()).toEqual([expect.objectContaining({ paymentType: 'bank', paymentTypeNumber: '6789', isDefault: true, expMonth: null })]);
    expect((await choose(e)).json<ChargeResult>()).toMatchObject({ outcome: 'succeeded', invoice: { status: 'paid', paymentMethod: 'Bank account ending 6789' }, subscription: { status: 'active' } });
  });

  it('the failing test account is declined with its message and changes nothing; a bad routing number is refused', async () => {
    const e = await employerOnTrial();
    await addBank(e, '110000000', '000111111116');
    const res = await choose(e);
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([402, BILLING_API_TEXTS.bankDebitFailed]);
    const bad = await addBank(e, '1100', '000123456789');
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([402, BILLING_API_TEXTS.bankAccountInvalid]);
  });

  it('in the local test mode a card number is still taken (no provider field to send it to)', async () => {
    const e = await employerOnTrial();
    const res = await call(ctx, 'POST', `/v4/employer/${e.id}/payment/payment-method`, { token: e.owner.token, body: { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' } });
    expect(res.statusCode).toBe(201);
  });
});
