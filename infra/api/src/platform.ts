// The platform's own tables. Every table has exactly one owner (docs/decisions/175): an API
// module, which lists its tables in its index (`tables`), or one of these parts of the platform,
// the machinery every module uses. Only the owner's code writes a table; everyone else goes
// through the owner (a module's index, or the part's functions: enqueueJob, queueEmail,
// publish, the rate limiter, the token service). The module test checks both, on the schema
// the migrations build.

export interface PlatformPart {
  name: string;
  summary: string;
  /** Its code, relative to infra/api/src: a folder (ending in /) or a file. */
  code: readonly string[];
  tables: readonly string[];
}

export const PLATFORM_PARTS: readonly PlatformPart[] = [
  { name: 'migrations', summary: 'Which migrations a database has applied (ADR 172)', code: ['db/'], tables: ['schema_migrations'] },
  { name: 'tokens', summary: 'Sessions: refresh-token families and their tokens (ADR 032)', code: ['auth/'], tables: ['refresh_token_families', 'refresh_tokens'] },
  { name: 'worker', summary: 'The durable job queue every module enqueues to (ADR 162)', code: ['worker/'], tables: ['background_jobs'] },
  { name: 'delivery', summary: "The e-mail and SMS outbox and the local adapters' record (ADR 162)", code: ['delivery/'], tables: ['outbox_messages', 'delivery_local_sends'] },
  { name: 'events', summary: 'The platform event stream and its retention horizon (ADR 161)', code: ['events/'], tables: ['platform_events', 'platform_event_horizon'] },
  { name: 'rate-limits', summary: 'Rate-limit buckets shared by every API process (ADR 160)', code: ['http/rate-limit.ts', 'http/rate-limit.repository.ts'], tables: ['rate_limit_buckets'] },
];
