import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_MIME, type ResumeBatch } from '@floorhire/domain-pro-profile';
import type { Db } from '../src/db';
import { RUN } from './helpers';
import { insertUsers, PASSWORD, PORT_BASE, postJson, serverDatabase, SKIP_REASON, startApi, waitUntil, type ApiProcess } from './processes';
import { dataUrlOf, resumePdf, SAMPLE_RESUME_LINES } from './resume-fixtures';

// A bulk upload killed with SIGKILL in the middle (no shutdown, no cleanup), then the API started
// again: the batch finishes where it stopped, and every file ends once, each person one pro
// (ADR 321). The file jobs are durable and leased; a file's end and its pro commit together.

const enabled = !!process.env.TEST_DATABASE_URL;
const PORT = PORT_BASE + 4;
const ENV = { WORKER_LEASE_MS: '1000', WORKER_POLL_MS: '10' };
const PEOPLE = 36;

describe.skipIf(!enabled)(`bulk upload killed with SIGKILL (${SKIP_REASON})`, () => {
  let database: { url: string; db: Db; drop: () => Promise<void> };
  let api: ApiProcess | undefined;
  let db: Db;

  beforeAll(async () => {
    database = await serverDatabase('batchcrash');
    db = database.db;
    api = await startApi(PORT, database.url, ENV);
  }, 60_000);

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('finishes the batch after a restart with every file done once and no pro twice', { timeout: 180_000 }, async () => {
    const [staff] = await insertUsers(db, 1, { prefix: 'batch-crash-staff', staff: true });
    const base = `http://127.0.0.1:${PORT}/v4`;
    const { accessToken } = (await (await postJson(`${base}/auth/login`, { email: staff!.email, password: PASSWORD })).json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };

    // Each person once, and the first four a second time (a second copy of the resume): 40 files, 36 people.
    const emails = Array.from({ length: PEOPLE }, (_, i) => `crash-${RUN}-${i}@example.test`);
    const files = await Promise.all(
      [...emails, ...emails.slice(0, 4)].map(async (email, i) => {
        const lines = [`Casey Crash${String.fromCharCode(65 + (i % PEOPLE) % 26)}`, ...SAMPLE_RESUME_LINES.slice(1)].map((l) => l.replace('jordan.rivera@example.test', email).replace('(937) 555-0142', ''));
        return { fileName: `resume-${i}.pdf`, dataUrl: dataUrlOf(await resumePdf(lines), PDF_MIME) };
      }),
    );
    const created = await postJson(`${base}/resume-batch`, { files: files.map((f) => ({ fileName: f.fileName, byteSize: f.dataUrl.length })) }, auth);
    expect(created.status).toBe(201);
    const batch = (await created.json()) as ResumeBatch;
    for (const [i, file] of files.entries()) {
      const res = await fetch(`${base}/resume-batch/${batch.id}/file/${batch.files![i]!.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ resumeDataUrl: file.dataUrl }) });
      expect(res.status).toBe(200);
    }

    // Kill it once some files are done and others are not.
    let atKill = { completed: 0, processing: 0 };
    await waitUntil(async () => {
      const row = (await db.one<{ completed: number; processing: number }>(
        `select count(*) filter (where status = 'completed')::int as completed, count(*) filter (where status = 'processing')::int as processing
         from resume_batch_files where batch_id = $1`,
        [batch.id],
      ))!;
      if (row.completed < 4) return false;
      api!.child.kill('SIGKILL');
      atKill = row;
      return true;
    }, 'a few files to be done', 60_000);
    await api!.exited;
    expect(atKill.completed).toBeLessThan(files.length);

    api = await startApi(PORT, database.url, ENV);
    await waitUntil(async () => (await db.one<{ status: string }>('select status from resume_batches where id = $1', [batch.id]))!.status !== 'pending', 'the batch to end', 90_000);

    const done = (await (await fetch(`${base}/resume-batch/${batch.id}`, { headers: auth })).json()) as ResumeBatch;
    expect(done).toMatchObject({ status: 'completed', counts: { completed: files.length, error: 0, created: PEOPLE, updated: 4 } });
    const { rows: people } = await db.query<{ email: string; users: number; pros: number }>(
      `select e.email, (select count(*)::int from user_profiles u where lower(u.email) = e.email) as users,
         (select count(*)::int from pros p join user_profiles u on u.id = p.user_profile_id where lower(u.email) = e.email) as pros
       from unnest($1::text[]) as e(email)`,
      [emails],
    );
    expect(people.filter((p) => p.users !== 1 || p.pros !== 1)).toEqual([]);
    // The duplicates point at the pro their first copy made.
    for (let i = 0; i < 4; i++) expect(done.files![PEOPLE + i]!.userProfileId).toBe(done.files![i]!.userProfileId);
    expect((await db.one<{ n: number }>(`select count(*)::int as n from background_jobs where kind = 'batch-resume.file' and status <> 'done'`))!.n).toBe(0);
    const retaken = (await db.one<{ n: number }>(`select count(*)::int as n from background_jobs where kind = 'batch-resume.file' and attempts > 1`))!.n;
    console.log(`[batch crash] killed with ${atKill.completed} of ${files.length} files done and ${atKill.processing} being read; after the restart all ${files.length} done once, ${retaken} jobs taken back`);
  });
});
