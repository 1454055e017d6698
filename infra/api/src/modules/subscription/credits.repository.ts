import type { Queryable } from '../../db';

export interface CreditRow {
  subscription_id: number;
  limit: number;
  used: number;
}

export interface LedgerRow {
  id: number;
  kind: 'grant' | 'spend';
  quantity: number;
  reason: string;
  limit_after: number;
  used_after: number;
}

/**
 * Makes sure the subscription has its TS_UNLOCK component, starting from the plan's credit count
 * (spec 002 §9: "credits come from the credit count or the unlock component limit, default 0").
 */
export async function ensureUnlockComponent(q: Queryable, subscriptionId: number): Promise<void> {
  await q.query(
    `insert into subscription_components (subscription_id, component, "limit", used)
     select s.id, 'TS_UNLOCK', coalesce(s.talent_search_credits, 0), 0 from subscriptions s where s.id = $1
     on conflict (subscription_id, component) do nothing`,
    [subscriptionId],
  );
}

/** Locks the component row: concurrent spends on one subscription queue behind this. */
export function lockUnlockComponent(q: Queryable, subscriptionId: number): Promise<CreditRow | undefined> {
  return q.one<CreditRow>(
    `select subscription_id, "limit", used from subscription_components where subscription_id = $1 and component = 'TS_UNLOCK' for update`,
    [subscriptionId],
  );
}

export function ledgerEntryByKey(q: Queryable, key: string): Promise<LedgerRow | undefined> {
  return q.one<LedgerRow>('select id, kind, quantity, reason, limit_after, used_after from credit_ledger where idempotency_key = $1', [key]);
}

export async function applyCredits(
  q: Queryable,
  e: { employerId: number; subscriptionId: number; kind: 'grant' | 'spend'; quantity: number; reason: string; idempotencyKey: string },
): Promise<LedgerRow> {
  const column = e.kind === 'grant' ? '"limit"' : 'used';
  const after = (await q.one<{ limit: number; used: number }>(
    `update subscription_components set ${column} = ${column} + $2 where subscription_id = $1 and component = 'TS_UNLOCK' returning "limit", used`,
    [e.subscriptionId, e.quantity],
  ))!;
  return (await q.one<LedgerRow>(
    `insert into credit_ledger (employer_id, subscription_id, kind, quantity, reason, idempotency_key, limit_after, used_after)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, kind, quantity, reason, limit_after, used_after`,
    [e.employerId, e.subscriptionId, e.kind, e.quantity, e.reason, e.idempotencyKey, after.limit, after.used],
  ))!;
}

// In the order the changes were applied: ids are taken after the row lock, while create_ts is the
// transaction's start, which concurrent spends do not share in lock order.
export function ledgerOf(q: Queryable, employerId: number, limit: number): Promise<{ rows: (LedgerRow & { create_ts: Date })[] }> {
  return q.query<LedgerRow & { create_ts: Date }>(
    'select id, kind, quantity, reason, limit_after, used_after, create_ts from credit_ledger where employer_id = $1 order by id desc limit $2',
    [employerId, limit],
  );
}
