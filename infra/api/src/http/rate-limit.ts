import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { deleteAllBuckets, deleteExpiredBuckets, giveBackHit, takeHit } from './rate-limit.repository';

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
    const windowStart = await takeHit(this.db, key, Math.round(windowMs), max, nowMs ?? null);
    return windowStart === null ? null : { key, windowStart, windowMs: Math.round(windowMs) };
  }

  /** Uncounts a hit, e.g. a login that succeeded on a route that counts refusals only. */
  async giveBack(ticket: RateLimitTicket): Promise<void> {
    await giveBackHit(this.db, ticket.key, ticket.windowStart, ticket.windowMs);
  }

  /** Deletes buckets whose windows no longer count (the worker runs it periodically). */
  async prune(): Promise<number> {
    return deleteExpiredBuckets(this.db);
  }

  /** Forgets every bucket (tests that sign in more often than the limits allow). */
  async reset(): Promise<void> {
    await deleteAllBuckets(this.db);
  }
}
