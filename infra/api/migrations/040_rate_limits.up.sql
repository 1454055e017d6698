-- Rate-limit counters shared by every API process (docs/decisions/160-rate-limits-in-postgresql.md).
-- One row per bucket: the count of the current fixed window and of the one before it, from which
-- the limiter estimates a sliding window. key is a hash of route, client address and subject,
-- so no e-mail address or IP is stored. Unlogged: no WAL per hit; a database crash or failover
-- empties the table, which only forgives some attempts.
create unlogged table rate_limit_buckets (
  key text primary key,
  window_start bigint not null,
  prev_count integer not null default 0,
  count integer not null default 0,
  expires_ts timestamptz not null
);
create index rate_limit_buckets_expires_idx on rate_limit_buckets (expires_ts);
