import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../src/db';
import { queueEmail, queueSms } from '../src/delivery/outbox';
import { enqueueJob } from '../src/worker/queue';
import { backoffMs } from '../src/worker/worker';
import { closeContext, RUN, testContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(closeContext);

describe('data layer', () => {
  it('every migration is paired and applied, tracked in schema_migrations', async () => {
    const migrations = loadMigrations();
    expect(migrations.length).toBeGreaterThanOrEqual(2);
    const applied = await ctx.db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(applied.rows.map((r) => r.version)).toEqual(expect.arrayContaining(migrations.map((m) => m.version)));
  });

  it('loads the extensions talent search needs (earthdistance, pg_trgm, fuzzystrmatch)', async () => {
    const row = await ctx.db.one<{ miles: number; sim: number; lev: number }>(
      `select earth_distance(ll_to_earth(41.8781, -87.6298), ll_to_earth(42.3314, -83.0458)) / 1609.344 as miles,
              similarity('machinist', 'machinst') as sim, levenshtein('welder', 'welter') as lev`,
    );
    expect(row!.miles).toBeGreaterThan(230);
    expect(row!.miles).toBeLessThan(245);
    expect(row!.sim).toBeGreaterThan(0.4);
    expect(row!.lev).toBe(1);
  });

  it('analyses the tables indexed by ll_to_earth under the restricted search path autovacuum uses', async () => {
    // Before migration 044 this failed with 'type "earth" does not exist', and so did every
    // automatic ANALYZE of pros and jobs, leaving their planner statistics stale.
    await ctx.db.transaction(async (tx) => {
      await tx.query("set local search_path = ''");
      await tx.query('analyze public.pros');
      await tx.query('analyze public.jobs');
    });
  });

  it('a transaction that throws leaves nothing behind; one that resolves commits', async () => {
    const name = `Tx industry ${RUN}`;
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.query('insert into industries (name) values ($1)', [name]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await ctx.db.one('select 1 from industries where name = $1', [name])).toBeUndefined();
    await ctx.db.transaction((tx) => tx.query('insert into industries (name) values ($1)', [name]));
    expect(await ctx.db.one('select 1 as ok from industries where name = $1', [name])).toEqual({ ok: 1 });
  });

  it('answers alike on both engines: int8 and numeric as numbers, dates as text, JSON text stored once', async () => {
    const row = await ctx.db.one<{ big: number; money: number; day: string; at: Date; doc: unknown; list: string[]; flags: boolean[]; days: Date[] }>(
      `select 9007199254740991::int8 as big, 12.50::numeric as money, $1::date as day, $2::timestamptz as at,
              $3::jsonb as doc, $4::text[] as list, $5::boolean[] as flags, $6::timestamptz[] as days`,
      ['2026-03-08', new Date('2026-03-08T07:00:00Z'), JSON.stringify([{ a: 1 }]), ['x', 'y'], [true, false], [new Date('2026-03-08T07:00:00Z')]],
    );
    expect(row).toEqual({
      big: 9007199254740991,
      money: 12.5,
      day: '2026-03-08',
      at: new Date('2026-03-08T07:00:00Z'),
      doc: [{ a: 1 }],
      list: ['x', 'y'],
      flags: [true, false],
      days: [new Date('2026-03-08T07:00:00Z')],
    });
  });

  it('keeps every answer with its own statement when hundreds repeat at once (pipelined and prepared)', async () => {
    const ids = Array.from({ length: 400 }, (_, i) => i + 1);
    const answers = await Promise.all(ids.map((id) => ctx.db.one<{ n: number; s: string }>('select $1::int as n, repeat($2::text, $1::int % 7) as s', [id, 'z'])));
    expect(answers).toEqual(ids.map((id) => ({ n: id, s: 'z'.repeat(id % 7) })));
  });

  it('runs several statements in one text without parameters (migrations)', async () => {
    const table = `multi_${RUN.replace(/\W/g, '_')}`;
    await ctx.db.exec(`create table ${table} (n int); insert into ${table} values (1), (2);`);
    expect(await ctx.db.one(`select count(*)::int as n from ${table}`)).toEqual({ n: 2 });
    await ctx.db.exec(`drop table ${table}`);
  });

  it('check constraints keep values the spec does not list out', async () => {
    await expect(ctx.db.query(`insert into user_profiles (email, status) values ($1, 'deleted')`, [`x-${RUN}@example.test`])).rejects.toMatchObject({ code: '23514' });
  });
});

describe('background worker', () => {
  it('retries a failing job with backoff and gives up after max attempts', async () => {
    const worker = ctx.app.deps.worker;
    let calls = 0;
    worker.register(`test.flaky.${RUN}`, async () => {
      calls += 1;
      throw new Error('provider down');
    });
    const id = await enqueueJob(ctx.db, `test.flaky.${RUN}`, {}, { maxAttempts: 2 });
    await worker.runDue();
    let job = await ctx.db.one<{ status: string; attempts: number; due_in: number }>(
      `select status, attempts, extract(epoch from run_at - now()) as due_in from background_jobs where id = $1`,
      [id],
    );
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.due_in).toBeGreaterThan(1);
    await ctx.db.query('update background_jobs set run_at = now() where id = $1', [id]);
    await worker.runDue();
    job = await ctx.db.one(`select status, attempts, 0 as due_in from background_jobs where id = $1`, [id]);
    expect(job).toMatchObject({ status: 'failed', attempts: 2 });
    expect(calls).toBe(2);
    expect(backoffMs(1)).toBe(2000);
    expect(backoffMs(20)).toBe(600_000);
  });

  it('an idempotency key makes a second enqueue a no-op', async () => {
    const key = `idem-${RUN}`;
    expect(await enqueueJob(ctx.db, 'noop', {}, { idempotencyKey: key })).toBeTypeOf('number');
    expect(await enqueueJob(ctx.db, 'noop', {}, { idempotencyKey: key })).toBeNull();
    const first = await queueEmail(ctx.db, { to: `idem-${RUN}@example.test`, subject: 's', text: 't', template: 'test', idempotencyKey: key });
    const second = await queueEmail(ctx.db, { to: `idem-${RUN}@example.test`, subject: 's', text: 't', template: 'test', idempotencyKey: key });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
  });

  it('SMS to an opted-out number is suppressed, not sent', async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    await ctx.db.query('insert into sms_opt_outs (phone) values ($1)', [phone]);
    const id = await queueSms(ctx.db, { to: phone, text: 'hello', template: 'test' });
    await ctx.app.deps.worker.runDue();
    expect(await ctx.db.one('select status from outbox_messages where id = $1', [id])).toEqual({ status: 'suppressed' });
  });
});
