import { createHash } from 'node:crypto';
import type { Queryable } from '../db';

// Rate limits kept in PostgreSQL, so every API process counts into the same buckets and a
// restart forgets nothing (docs/decisions/160-rate-limits-in-postgresql.md). Each bucket holds the
// count of the current fixed window and of the previous one; a hit is admitted while the sliding
// estimate prev × (share of the previous window still inside the last windowMs) + count stays
// within max. Admitting and counting is one upsert, atomic under concurrent processes.

/** A counted hit, to give back when the caller decides it should not count. */
export interface RateLimitTicket {
  key: string;
  windowStart: number;
  windowMs: number;
}

// The database's clock, shared by every process; $4 lets tests move time.
const NOW_MS = `coalesce($4::bigint, floor(extract(epoch from statement_timestamp()) * 1000)::bigint)`;
const WINDOW_START = `(${NOW_MS} - ${NOW_MS} % $2::bigint)`;
// Counts as they stand at excluded.window_start: the stored window rolls forward once or twice.
const PREV = `case when b.window_start = excluded.window_start then b.prev_count when b.window_start = excluded.window_start - $2::bigint then b.count else 0 end`;
const CURRENT = `case when b.window_start = excluded.window_start then b.count else 0 end`;

const TAKE = `
insert into rate_limit_buckets as b (key, window_start, prev_count, count, expires_ts)
values ($1, ${WINDOW_START}, 0, 1, to_timestamp((${WINDOW_START} + 2 * $2::bigint) / 1000.0))
on conflict (key) do update set
  prev_count = ${PREV},
  count = ${CURRENT} + 1,
  window_start = excluded.window_start,
  expires_ts = excluded.expires_ts
where (${PREV}) * ($2::bigint - (${NOW_MS} - excluded.window_start)) + (${CURRENT} + 1) * $2::bigint <= $3::bigint * $2::bigint
returning window_start`;

// The hit sits in count while its window is current and in prev_count for one window after.
const GIVE_BACK = `
update rate_limit_buckets set
  count = case when window_start = $2::bigint then greatest(count - 1, 0) else count end,
  prev_count = case when window_start = $2::bigint + $3::bigint then greatest(prev_count - 1, 0) else prev_count end
where key = $1 and window_start in ($2::bigint, $2::bigint + $3::bigint)`;

/** The stored key: the scope as it is (which limit), the subject hashed (no address or e-mail kept). */
export function bucketKey(scope: string, subject: string): string {
  return `${scope}|${createHash('sha256').update(subject).digest('base64url')}`;
}

export class RateLimiter {
  constructor(private readonly db: Queryable) {}

  /**
   * Counts one hit when the bucket has room and answers its ticket; null when over the limit
   * (a refused hit is not counted, so hammering a closed bucket does not keep it closed).
   */
  async take(scope: string, subject: string, max: number, windowMs: number, nowMs?: number): Promise<RateLimitTicket | null> {
    if (max < 1) return null;
    const key = bucketKey(scope, subject);
    const row = await this.db.one<{ window_start: number }>(TAKE, [key, Math.round(windowMs), max, nowMs ?? null]);
    return row ? { key, windowStart: Number(row.window_start), windowMs: Math.round(windowMs) } : null;
  }

  /** Uncounts a hit, e.g. a login that succeeded on a route that counts refusals only. */
  async giveBack(ticket: RateLimitTicket): Promise<void> {
    await this.db.query(GIVE_BACK, [ticket.key, ticket.windowStart, ticket.windowMs]);
  }

  /** Deletes buckets whose windows no longer count (the worker runs it periodically). */
  async prune(): Promise<number> {
    const { rowCount } = await this.db.query('delete from rate_limit_buckets where expires_ts < now()');
    return rowCount;
  }

  /** Forgets every bucket (tests that sign in more often than the limits allow). */
  async reset(): Promise<void> {
    await this.db.query('delete from rate_limit_buckets');
  }
}
