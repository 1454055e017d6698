import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEmail } from '../src/delivery/adapters';
import { deliveryKey, queueEmail, queueSms } from '../src/delivery/outbox';
import { enqueueJob } from '../src/worker/queue';
import { Worker } from '../src/worker/worker';
import { closeContext, RUN, testContext, type TestContext } from './helpers';

// At-least-once jobs plus idempotent effects: what a dead process leaves behind is taken back
// and finished, and no message reaches the (local) provider twice.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(closeContext);

let kinds = 0;
const kind = (name: string) => `test.${name}.${RUN}.${++kinds}`;
const workerOf = (leaseMs: number) => new Worker(ctx.db, ctx.app.log, 20, leaseMs);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sendsFor = async (key: string) => (await ctx.db.one<{ n: number }>('select count(*)::int as n from delivery_local_sends where idempotency_key = $1', [key]))!.n;

describe('job leases', () => {
  it('takes back a job whose worker stopped renewing its lease (a dead process) and runs it', async () => {
    const worker = workerOf(500);
    const k = kind('orphan');
    let runs = 0;
    worker.register(k, async () => {
      runs += 1;
    });
    const id = await enqueueJob(ctx.db, k, {});
    await ctx.db.query(`update background_jobs set status = 'running', locked_by = 'dead-process', locked_ts = now() - interval '2 seconds', attempts = 1 where id = $1`, [id]);
    const fresh = await enqueueJob(ctx.db, kind('alive'), {});
    await ctx.db.query(`update background_jobs set status = 'running', locked_by = 'live-process', locked_ts = now(), attempts = 1 where id = $1`, [fresh]);
    await worker.runDue();
    expect(runs).toBe(1);
    expect(await ctx.db.one('select status, attempts from background_jobs where id = $1', [id])).toEqual({ status: 'done', attempts: 2 });
    expect(await ctx.db.one('select status, locked_by from background_jobs where id = $1', [fresh])).toEqual({ status: 'running', locked_by: 'live-process' });
  });

  it('a job that runs longer than the lease keeps it while its worker renews it: no second worker runs it', async () => {
    const k = kind('slow');
    let runs = 0;
    const [a, b] = [workerOf(300), workerOf(300)];
    for (const worker of [a, b]) {
      worker.register(k, async () => {
        runs += 1;
        await pause(900);
      });
    }
    const id = await enqueueJob(ctx.db, k, {});
    a.start();
    await pause(100);
    b.start();
    await pause(1200);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
    expect(await ctx.db.one('select status, attempts from background_jobs where id = $1', [id])).toEqual({ status: 'done', attempts: 1 });
  });
});

describe('periodic jobs', () => {
  it('run once per period however many processes schedule them', async () => {
    const k = kind('tick');
    let runs = 0;
    const workers = [workerOf(30_000), workerOf(30_000), workerOf(30_000)];
    for (const worker of workers) worker.every(k, 3_600_000, async () => void (runs += 1));
    await Promise.all(workers.map((w) => w.runDue()));
    await Promise.all(workers.map((w) => w.runDue()));
    expect(runs).toBe(1);
    const { rows } = await ctx.db.query<{ idempotency_key: string }>('select idempotency_key from background_jobs where kind = $1', [k]);
    expect(rows).toEqual([{ idempotency_key: `${k}@${Math.floor(Date.now() / 3_600_000)}` }]);
  });

  it('the app schedules retention for rate limits, events and done jobs', async () => {
    await ctx.app.deps.worker.runDue();
    const { rows } = await ctx.db.query<{ kind: string }>(
      `select distinct kind from background_jobs where kind in ('rate-limits.prune', 'events.prune', 'jobs.prune') and status = 'done' order by kind`,
    );
    expect(rows.map((r) => r.kind)).toEqual(['events.prune', 'jobs.prune', 'rate-limits.prune']);
  });
});

describe('delivery exactly once', () => {
  it('the local provider accepts one message per idempotency key', async () => {
    const email = localEmail(ctx.db);
    const key = `test:${RUN}:once`;
    const message = { to: `once-${RUN}@example.test`, subject: 'Hello', text: 'Hi', html: null, attachments: [] };
    expect(await email.send(message, { idempotencyKey: key })).toEqual({ providerMessageId: key });
    expect(await email.send(message, { idempotencyKey: key })).toEqual({ providerMessageId: key });
    expect(await sendsFor(key)).toBe(1);
  });

  it('a process that died after the provider accepted a message and before the outbox said sent: the retry sends nothing new', async () => {
    const to = `crash-${RUN}@example.test`;
    const id = (await ctx.db.transaction((tx) => queueEmail(tx, { to, subject: 'Your link', text: 'Open it', template: 'test' })))!;
    // What the dead process did: claimed the job, handed the message to the provider, then died.
    await ctx.db.query(`update background_jobs set status = 'running', locked_by = 'dead-process', locked_ts = now() - interval '1 hour', attempts = 1 where idempotency_key = $1`, [deliveryKey(id)]);
    await localEmail(ctx.db).send({ to, subject: 'Your link', text: 'Open it', html: null, attachments: [] }, { idempotencyKey: deliveryKey(id) });

    await ctx.app.deps.worker.runDue();
    expect(await ctx.db.one('select status from outbox_messages where id = $1', [id])).toEqual({ status: 'sent' });
    expect(await sendsFor(deliveryKey(id))).toBe(1);
    expect(await ctx.db.one('select status, attempts from background_jobs where idempotency_key = $1', [deliveryKey(id)])).toEqual({ status: 'done', attempts: 2 });
  });

  it('delivers e-mail and SMS through the local provider once each, recording the provider key', async () => {
    const ids = await ctx.db.transaction(async (tx) => [
      await queueEmail(tx, { to: `both-${RUN}@example.test`, subject: 'S', text: 'T', template: 'test' }),
      await queueSms(tx, { to: `8${String(Date.now()).slice(-9)}`, text: 'T', template: 'test' }),
    ]);
    await ctx.app.deps.worker.runDue();
    await ctx.app.deps.worker.runDue();
    for (const id of ids) {
      expect(await ctx.db.one('select status, provider, provider_message_id from outbox_messages where id = $1', [id])).toEqual({
        status: 'sent',
        provider: 'local',
        provider_message_id: deliveryKey(id!),
      });
      expect(await sendsFor(deliveryKey(id!))).toBe(1);
    }
  });
});
