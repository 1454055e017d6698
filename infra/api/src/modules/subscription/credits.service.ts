import { SUBSCRIPTION_NOT_FOUND_TYPES } from '@floorhire/rules';
import type { Queryable } from '../../db';
import { HttpError } from '../../http/errors';
import { applyCredits, ensureUnlockComponent, ledgerEntryByKey, ledgerOf, lockUnlockComponent, type LedgerRow } from './credits.repository';
import { newestStartedSubscription } from './subscription.repository';
import { subscribedNow, subscriptionNotFound } from './subscription.service';

// The one credit ledger (docs/decisions/191-credit-ledger.md): billing grants talent-search
// credits, unlocks spend them. Both run inside the caller's transaction, lock the subscription's
// TS_UNLOCK row (so two unlocks at once cannot both take the last credit) and write one ledger
// row under the caller's idempotency key (so a retried request charges or grants once).

export const CREDITS_EXHAUSTED = 'CreditsExhausted';

export class CreditsExhaustedError extends HttpError {
  constructor(
    readonly available: number,
    readonly used: number,
    readonly requested: number,
  ) {
    super(402, `Not enough talent search credits: ${Math.max(0, available - used)} left, ${requested} needed.`, CREDITS_EXHAUSTED);
  }
}

export interface CreditChange {
  employerId: number;
  quantity: number;
  /** Why, for the ledger: "Unlock of pro 42 (ppp)", "Talent Search Unlocks". */
  reason: string;
  /** The same key again (a retry) changes nothing and answers the first result. */
  idempotencyKey: string;
}

export interface CreditBalance {
  available: number;
  used: number;
  remaining: number;
  /** False when this call found an earlier entry with its key and changed nothing. */
  applied: boolean;
}

const balanceOf = (row: Pick<LedgerRow, 'limit_after' | 'used_after'>, applied: boolean): CreditBalance => ({
  available: row.limit_after,
  used: row.used_after,
  remaining: Math.max(0, row.limit_after - row.used_after),
  applied,
});

async function change(tx: Queryable, kind: 'grant' | 'spend', c: CreditChange): Promise<CreditBalance> {
  if (!Number.isInteger(c.quantity) || c.quantity <= 0) throw new HttpError(400, 'The number of credits must be a whole number above zero.');
  const sub = await newestStartedSubscription(tx, c.employerId);
  if (!sub) throw subscriptionNotFound(SUBSCRIPTION_NOT_FOUND_TYPES.none);
  if (kind === 'spend' && !subscribedNow(sub)) throw subscriptionNotFound(SUBSCRIPTION_NOT_FOUND_TYPES.expired);
  await ensureUnlockComponent(tx, sub.id);
  const row = (await lockUnlockComponent(tx, sub.id))!;
  // Checked after the lock: a concurrent retry with the same key has committed by now.
  const earlier = await ledgerEntryByKey(tx, c.idempotencyKey);
  if (earlier) return balanceOf(earlier, false);
  if (kind === 'spend' && row.used + c.quantity > row.limit) throw new CreditsExhaustedError(row.limit, row.used, c.quantity);
  const entry = await applyCredits(tx, { employerId: c.employerId, subscriptionId: sub.id, kind, quantity: c.quantity, reason: c.reason, idempotencyKey: c.idempotencyKey });
  return balanceOf(entry, true);
}

/** Spends credits of the employer's current subscription; CreditsExhaustedError (402) when short. */
export function spendTalentSearchCredits(tx: Queryable, c: CreditChange): Promise<CreditBalance> {
  return change(tx, 'spend', c);
}

/** Adds credits to the employer's current subscription (a plan, an allocation, a purchase). */
export function grantTalentSearchCredits(tx: Queryable, c: CreditChange): Promise<CreditBalance> {
  return change(tx, 'grant', c);
}

export interface CreditLedgerEntry {
  id: number;
  kind: 'grant' | 'spend';
  quantity: number;
  reason: string;
  available: number;
  used: number;
  createTs: string;
}

/** The newest ledger entries of an employer, for billing history and support. */
export async function creditLedger(q: Queryable, employerId: number, limit = 50): Promise<CreditLedgerEntry[]> {
  const { rows } = await ledgerOf(q, employerId, limit);
  return rows.map((r) => ({ id: r.id, kind: r.kind, quantity: r.quantity, reason: r.reason, available: r.limit_after, used: r.used_after, createTs: r.create_ts.toISOString() }));
}
