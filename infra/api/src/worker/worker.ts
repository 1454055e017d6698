import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { enqueueJob } from './queue';
import { claimJobs, markJobDone, markJobFailed, pruneDoneJobs, renewLeases, requeueExpired, type JobRow } from './worker.repository';

export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void>;

/** Delay before retry n (1-based): 2 s, 4 s, 8 s … capped at 10 minutes. */
export function backoffMs(attempt: number): number {
  return Math.min(2 ** attempt * 1000, 10 * 60_000);
}

interface PeriodicTask {
  kind: string;
  everyMs: number;
  lastSlot: number | undefined;
}

/**
 * Processes the durable job table inside the API process. Claims due jobs with
 * FOR UPDATE SKIP LOCKED, so several API processes can share one queue without double work.
 * A claimed job carries a lease the worker renews while it runs; a job whose lease ran out
 * (its process died) is queued again, so delivery is at least once and handlers are idempotent.
 */
export class Worker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly periodic: PeriodicTask[] = [];
  private timer: NodeJS.Timeout | undefined;
  private leaseTimer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;
  readonly id = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
    private readonly leaseMs = 30_000,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Runs handler about once per everyMs across all processes: each process enqueues the job of
   * the current time slot under the same idempotency key, and the first insert wins.
   */
  every(kind: string, everyMs: number, handler: () => Promise<void>): void {
    this.register(kind, handler);
    this.periodic.push({ kind, everyMs, lastSlot: undefined });
  }

  start(): void {
    this.stopped = false;
    const loop = async () => {
      if (this.stopped) return;
      try {
        await this.runDue();
      } catch (error) {
        this.log.error({ err: error }, 'worker poll failed');
      }
      if (!this.stopped) this.timer = setTimeout(loop, this.pollMs);
    };
    this.timer = setTimeout(loop, 0);
    this.leaseTimer = setInterval(() => {
      this.renewLeases().catch((error: unknown) => this.log.error({ err: error }, 'worker lease renewal failed'));
    }, Math.max(100, Math.floor(this.leaseMs / 3)));
    this.leaseTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    await this.running?.catch(() => undefined);
  }

  /** Keeps the jobs this worker is running from being taken back by another process. */
  async renewLeases(): Promise<void> {
    await renewLeases(this.db, this.id);
  }

  /** Runs every job that is due now (one pass at a time). Returns how many ran. */
  runDue(): Promise<number> {
    if (this.running) return this.running.then(() => this.runDue());
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    let total = 0;
    await this.schedulePeriodic();
    // Jobs left running by a process that died: their lease (locked_ts, renewed while running) ran out.
    await requeueExpired(this.db, this.leaseMs);
    for (;;) {
      const jobs = await this.claim(10);
      if (jobs.length === 0) return total;
      for (const job of jobs) await this.execute(job);
      total += jobs.length;
    }
  }

  private async schedulePeriodic(): Promise<void> {
    const now = Date.now();
    for (const task of this.periodic) {
      const slot = Math.floor(now / task.everyMs);
      if (slot === task.lastSlot) continue;
      await enqueueJob(this.db, task.kind, {}, { idempotencyKey: `${task.kind}@${slot}`, maxAttempts: 1 });
      task.lastSlot = slot;
    }
  }

  private claim(limit: number): Promise<JobRow[]> {
    return claimJobs(this.db, this.id, limit);
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, { id: job.id, attempts: job.attempts });
      await markJobDone(this.db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= job.max_attempts;
      this.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, failed, err: message }, 'background job failed');
      await markJobFailed(this.db, job.id, { failed, error: message.slice(0, 2000), retryInMs: backoffMs(job.attempts) });
    }
  }
}

/** Done jobs are kept this long for inspection (and their idempotency keys with them). */
export const DONE_JOB_RETENTION_DAYS = 7;

export function registerJobRetention(worker: Worker, db: Db): void {
  worker.every('jobs.prune', 60 * 60_000, async () => {
    await pruneDoneJobs(db, DONE_JOB_RETENTION_DAYS);
  });
}
