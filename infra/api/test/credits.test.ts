import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITS_EXHAUSTED, CreditsExhaustedError, creditLedger, grantTalentSearchCredits, spendTalentSearchCredits } from '../src/modules/subscription';
import { closeContext, createEmployer, testContext, type TestContext } from './helpers';

// The one credit ledger: billing grants talent-search credits, unlocks spend them
// (docs/decisions/191-credit-ledger.md). On both engines, in the callers' transactions.

let ctx: TestContext;
let n = 0;
const key = () => `test-${process.pid}-${Date.now()}-${++n}`;

beforeAll(async () => {
  ctx = await testContext();
});
afterAll(closeContext);

async function employerOnTrial(credits: number): Promise<number> {
  const employerId = await createEmployer(ctx);
  await ctx.db.query(
    `insert into subscriptions (employer_id, status, plan, start_date, end_date, job_slot_quantity, talent_search_credits, is_gated)
     values ($1, 'trial', 'Free Trial', current_date, current_date + 14, 1, $2, true)`,
    [employerId, credits],
  );
  return employerId;
}

const spend = (employerId: number, quantity: number, idempotencyKey = key()) =>
  ctx.db.transaction((tx) => spendTalentSearchCredits(tx, { employerId, quantity, reason: `Unlock of ${quantity}`, idempotencyKey }));

describe('spending talent-search credits', () => {
  it('starts from the plan credit count and counts each spend', async () => {
    const employerId = await employerOnTrial(5);
    expect(await spend(employerId, 2)).toEqual({ available: 5, used: 2, remaining: 3, applied: true });
    expect(await spend(employerId, 3)).toMatchObject({ used: 5, remaining: 0 });
    const sub = await ctx.db.one<{ limit: number; used: number }>(
      `select c."limit", c.used from subscription_components c join subscriptions s on s.id = c.subscription_id where s.employer_id = $1 and c.component = 'TS_UNLOCK'`,
      [employerId],
    );
    expect(sub).toEqual({ limit: 5, used: 5 });
  });

  it('refuses a spend past the credits left, changing nothing', async () => {
    const employerId = await employerOnTrial(2);
    await spend(employerId, 1);
    const error = await spend(employerId, 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CreditsExhaustedError);
    expect(error).toMatchObject({ statusCode: 402, errorType: CREDITS_EXHAUSTED, message: 'Not enough talent search credits: 1 left, 2 needed.' });
    expect((await creditLedger(ctx.db, employerId)).map((e) => e.quantity)).toEqual([1]);
  });

  it('charges a retried spend once', async () => {
    const employerId = await employerOnTrial(5);
    const k = key();
    expect(await spend(employerId, 1, k)).toMatchObject({ used: 1, applied: true });
    expect(await spend(employerId, 1, k)).toMatchObject({ used: 1, applied: false });
    expect(await creditLedger(ctx.db, employerId)).toHaveLength(1);
  });

  it('lets only as many concurrent spends through as there are credits', async () => {
    const employerId = await employerOnTrial(3);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => spend(employerId, 1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof CreditsExhaustedError)).toBe(true);
    expect((await creditLedger(ctx.db, employerId)).at(0)).toMatchObject({ used: 3, available: 3 });
  });

  it('needs a subscription, and a current one to spend', async () => {
    const none = await createEmployer(ctx);
    await expect(spend(none, 1)).rejects.toMatchObject({ statusCode: 404 });
    const expired = await createEmployer(ctx);
    await ctx.db.query(
      `insert into subscriptions (employer_id, status, plan, start_date, end_date, talent_search_credits) values ($1, 'trial complete', 'Free Trial', current_date - 30, current_date - 16, 5)`,
      [expired],
    );
    await expect(spend(expired, 1)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('granting talent-search credits', () => {
  it('adds to what is available, once per key, and the ledger lists both ways newest first', async () => {
    const employerId = await employerOnTrial(5);
    await spend(employerId, 5);
    const grant = () => ctx.db.transaction((tx) => grantTalentSearchCredits(tx, { employerId, quantity: 50, reason: 'Talent Search Unlocks', idempotencyKey: `grant-${employerId}` }));
    expect(await grant()).toEqual({ available: 55, used: 5, remaining: 50, applied: true });
    expect(await grant()).toMatchObject({ available: 55, applied: false });
    expect(await spend(employerId, 10)).toMatchObject({ remaining: 40 });
    expect((await creditLedger(ctx.db, employerId)).map((e) => [e.kind, e.quantity])).toEqual([
      ['spend', 10],
      ['grant', 50],
      ['spend', 5],
    ]);
  });

  it('refuses a quantity that is not a whole number above zero', async () => {
    const employerId = await employerOnTrial(5);
    await expect(spend(employerId, 0)).rejects.toMatchObject({ statusCode: 400 });
    await expect(spend(employerId, 1.5)).rejects.toMatchObject({ statusCode: 400 });
  });
});
