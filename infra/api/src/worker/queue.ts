import type { Queryable } from '../db';
import { insertJob } from './worker.repository';

export interface EnqueueOptions {
  /** A second enqueue with the same key is ignored: retries of a request never double the work. */
  idempotencyKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a durable job. Call it inside the transaction of the change that causes it. */
export function enqueueJob(db: Queryable, kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<number | null> {
  return insertJob(db, { kind, payload, idempotencyKey: options.idempotencyKey ?? null, runAt: options.runAt ?? null, maxAttempts: options.maxAttempts ?? 5 });
}
