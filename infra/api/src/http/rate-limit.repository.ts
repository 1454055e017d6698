import type { Queryable } from '../db';

// All SQL of the rate limiter: rate_limit_buckets (docs/decisions/160-rate-limits-in-postgresql.md).

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

/** Counts one hit when the bucket has room: the window it was counted in, or null when full. */
export async function takeHit(q: Queryable, key: string, windowMs: number, max: number, nowMs: number | null): Promise<number | null> {
  const row = await q.one<{ window_start: number }>(TAKE, [key, windowMs, max, nowMs]);
  return row ? Number(row.window_start) : null;
}

export async function giveBackHit(q: Queryable, key: string, windowStart: number, windowMs: number): Promise<void> {
  await q.query(GIVE_BACK, [key, windowStart, windowMs]);
}

export async function deleteExpiredBuckets(q: Queryable): Promise<number> {
  const { rowCount } = await q.query('delete from rate_limit_buckets where expires_ts < now()');
  return rowCount;
}

export async function deleteAllBuckets(q: Queryable): Promise<void> {
  await q.query('delete from rate_limit_buckets');
}
