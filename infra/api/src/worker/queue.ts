import type { Queryable } from '../db';

export interface EnqueueOptions {
  /** A second enqueue with the same key is ignored: retries of a request never double the work. */
  idempotencyKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a durable job. Call it inside the transaction of the change that causes it. */
export async function enqueueJob(db: Queryable, kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<number | null> {
  const row = await db.one<{ id: number }>(
    `insert into background_jobs (kind, payload, idempotency_key, run_at, max_attempts)
     values ($1, $2, $3, coalesce($4, now()), $5)
     on conflict (idempotency_key) do nothing returning id`,
    [kind, JSON.stringify(payload), options.idempotencyKey ?? null, options.runAt ?? null, options.maxAttempts ?? 5],
  );
  return row?.id ?? null;
}
