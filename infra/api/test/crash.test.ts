import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { insertUsers, PASSWORD, PORT_BASE, postJson, serverDatabase, SKIP_REASON, startApi, waitUntil, type ApiProcess } from './processes';

// The API killed with SIGKILL (no shutdown, no cleanup) in the middle of a burst of messages and
// assistant jobs, then started again: every message a caller saw accepted goes out exactly once,
// every job finishes. The worker is at least once (the dead process's jobs are taken back when
// their lease runs out) and the provider dedupes by the message's key.

const enabled = !!process.env.TEST_DATABASE_URL;
const PORT = PORT_BASE + 3;
const ENV = { WORKER_LEASE_MS: '1000', WORKER_POLL_MS: '10' };

interface Sent {
  kind: 'email' | 'sms' | 'assistant';
  to: string;
  status: number;
  documentId?: string;
}

describe.skipIf(!enabled)(`SIGKILL in the middle of a burst (${SKIP_REASON})`, () => {
  let database: { url: string; db: Db; drop: () => Promise<void> };
  let api: ApiProcess | undefined;
  let db: Db;

  beforeAll(async () => {
    database = await serverDatabase('crash');
    db = database.db;
    api = await startApi(PORT, database.url, ENV);
  }, 60_000);

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('sends every accepted e-mail and SMS exactly once and finishes every job after a restart', async () => {
    const users = await insertUsers(db, 150, { prefix: 'crash', phones: true });
    const [staff] = await insertUsers(db, 1, { prefix: 'crash-staff', staff: true });
    const base = `http://127.0.0.1:${PORT}/v4`;
    const { accessToken } = (await (await postJson(`${base}/auth/login`, { email: staff!.email, password: PASSWORD })).json()) as { accessToken: string };

    // The burst: a login link by e-mail and one by SMS for every user, and assistant texts,
    // interleaved, 12 requests in flight at a time.
    const requests: (() => Promise<Sent>)[] = [];
    users.forEach((u, i) => {
      requests.push(async () => ({ kind: 'email', to: u.email, status: (await postJson(`${base}/auth/link`, { channel: 'EMAIL', email: u.email })).status }));
      requests.push(async () => ({ kind: 'sms', to: u.phone!, status: (await postJson(`${base}/auth/link`, { channel: 'SMS', phone: u.phone })).status }));
      if (i % 6 === 0) {
        requests.push(async () => {
          const res = await postJson(
            `${base}/gpt-helper/generate-temporary-screening-questions`,
            { jobTitle: 'CNC Machinist', skills: ['Lathe'], brands: ['Haas'], machines: [] },
            { authorization: `Bearer ${accessToken}`, 'idempotency-key': `crash-${i}` },
          );
          const body = res.ok ? ((await res.json()) as { documentId: string }) : undefined;
          return { kind: 'assistant', to: '', status: res.status, ...(body ? { documentId: body.documentId } : {}) };
        });
      }
    });
    const results: Sent[] = [];
    let cursor = 0;
    const runner = async () => {
      while (cursor < requests.length) {
        const request = requests[cursor++]!;
        try {
          results.push(await request());
        } catch {
          // The process died under this request: not accepted as far as the caller knows.
        }
      }
    };
    const burst = Promise.all(Array.from({ length: 12 }, runner));

    // Kill it halfway through the burst, once messages are going out.
    let atKill = { sent: 0, waiting: 0, running: 0, accepted: 0 };
    await waitUntil(async () => {
      const row = (await db.one<{ sent: number; waiting: number; running: number }>(
        `select (select count(*)::int from outbox_messages where status = 'sent') as sent,
                (select count(*)::int from outbox_messages where status = 'queued') as waiting,
                (select count(*)::int from background_jobs where status = 'running') as running`,
      ))!;
      if (results.length < requests.length * 0.45 || row.sent === 0) return false;
      api!.child.kill('SIGKILL');
      atKill = { ...row, accepted: results.filter((r) => r.status < 300).length };
      return true;
    }, 'the burst to be halfway');
    await api!.exited;
    await burst;
    const accepted = results.filter((r) => r.status < 300);
    expect(atKill.sent).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(requests.length);

    // The restart finds the dead process's claims, takes them back after the lease, finishes all.
    api = await startApi(PORT, database.url, ENV);
    await waitUntil(async () => (await db.one<{ n: number }>(`select count(*)::int as n from background_jobs where status <> 'done'`))!.n === 0, 'every job done', 30_000);

    const outbox = await db.query<{ id: number; to_address: string; status: string; sends: number }>(
      `select o.id, o.to_address, o.status, (select count(*)::int from delivery_local_sends s where s.idempotency_key = 'outbox:' || o.id) as sends from outbox_messages o`,
    );
    const byAddress = new Map(outbox.rows.map((m) => [m.to_address.toLowerCase(), m]));
    for (const message of accepted.filter((r) => r.kind !== 'assistant')) {
      expect(byAddress.get(message.to.toLowerCase()), `${message.kind} to ${message.to}`).toMatchObject({ status: 'sent', sends: 1 });
    }
    // Also what was committed but never answered (the answer died with the process): once each.
    expect(outbox.rows.filter((m) => m.status !== 'sent' || m.sends !== 1)).toEqual([]);
    expect((await db.one<{ n: number }>('select count(*)::int as n from delivery_local_sends'))!.n).toBe(outbox.rows.length);
    expect(outbox.rows.length).toBeGreaterThanOrEqual(accepted.filter((r) => r.kind !== 'assistant').length);

    const documents = accepted.filter((r) => r.kind === 'assistant').map((r) => r.documentId!);
    expect(documents.length).toBeGreaterThan(0);
    const { rows: docs } = await db.query<{ status: string }>('select status from ai_documents where id = any($1::uuid[])', [documents]);
    expect(docs.map((d) => d.status)).toEqual(Array(documents.length).fill('fulfilled'));

    const retaken = (await db.one<{ n: number }>(`select count(*)::int as n from background_jobs where attempts > 1`))!.n;
    console.log(
      `[crash] killed with ${atKill.sent} messages sent, ${atKill.waiting} waiting, ${atKill.running} jobs running, ${atKill.accepted} requests accepted; ` +
        `${accepted.length}/${requests.length} accepted in all, ${outbox.rows.length} messages sent once each, ${retaken} jobs run again after the restart`,
    );
  });
});
