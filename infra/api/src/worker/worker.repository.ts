import type { Queryable } from '../db';

// All SQL of the job worker: the durable job table background_jobs (docs/decisions/162).

export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** A second insert with the same idempotency key is ignored (null). */
export async function insertJob(q: Queryable, a: { kind: string; payload: Record<string, unknown>; idempotencyKey: string | null; runAt: Date | null; maxAttempts: number }): Promise<number | null> {
  const row = await q.one<{ id: number }>(
    `insert into background_jobs (kind, payload, idempotency_key, run_at, max_attempts)
     values ($1, $2, $3, coalesce($4, now()), $5)
     on conflict (idempotency_key) do nothing returning id`,
    [a.kind, JSON.stringify(a.payload), a.idempotencyKey, a.runAt, a.maxAttempts],
  );
  return row?.id ?? null;
}

export async function renewLeases(q: Queryable, workerId: string): Promise<void> {
  await q.query(`update background_jobs set locked_ts = now() where locked_by = $1 and status = 'running'`, [workerId]);
}

/** Jobs left running by a process that died: their lease (locked_ts, renewed while running) ran out. */
export async function requeueExpired(q: Queryable, leaseMs: number): Promise<void> {
  await q.query(
    `update background_jobs set status = 'queued', locked_by = null, update_ts = now()
     where status = 'running' and locked_ts < now() - make_interval(secs => $1)`,
    [leaseMs / 1000],
  );
}

export async function claimJobs(q: Queryable, workerId: string, limit: number): Promise<JobRow[]> {
  const { rows } = await q.query<JobRow>(
    `update background_jobs set status = 'running', locked_by = $1, locked_ts = now(), attempts = attempts + 1, update_ts = now()
     where id in (
       select id from background_jobs where status = 'queued' and run_at <= now()
       order by run_at, id limit $2 for update skip locked)
     returning id, kind, payload, attempts, max_attempts`,
    [workerId, limit],
  );
  return rows;
}

export async function markJobDone(q: Queryable, id: number): Promise<void> {
  // locked_by stays: which process ran a done job is worth knowing when something looks wrong.
  await q.query(`update background_jobs set status = 'done', last_error = null, update_ts = now() where id = $1`, [id]);
}

export async function markJobFailed(q: Queryable, id: number, a: { failed: boolean; error: string; retryInMs: number }): Promise<void> {
  await q.query(
    `update background_jobs set status = $2, locked_by = null, last_error = $3, update_ts = now(),
       run_at = now() + make_interval(secs => $4) where id = $1`,
    [id, a.failed ? 'failed' : 'queued', a.error, a.retryInMs / 1000],
  );
}

export async function pruneDoneJobs(q: Queryable, days: number): Promise<void> {
  await q.query(`delete from background_jobs where status = 'done' and update_ts < now() - make_interval(days => $1)`, [days]);
}
