import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_RESUME_TEXTS as T, DOCX_MIME, PDF_MIME, RESUME_BATCH_EVENT, RESUME_BATCH_TOPIC, RESUME_TEXTS, type ResumeBatch, type ResumeBatchFile, type ResumeBatchList } from '@floorhire/domain-pro-profile';
import { processBatchFile } from '../src/modules/batch-resume';
import { call, closeContext, createEmployer, createUser, RUN, testContext, uniqueEmail, type TestContext, type TestUser } from './helpers';
import { dataUrlOf, resumeDocx, resumePdf, SAMPLE_RESUME_LINES } from './resume-fixtures';
import { resumePng } from './resume-images';

// Bulk resume upload (ADR 321, 322) on a real database, PGlite and PostgreSQL: staff only; each
// file stored and read by the background worker; a pro created, or the one with the same e-mail
// or phone updated, never a duplicate; statuses of spec 002 §3; the 5x5 CSV's rows.

let ctx: TestContext;
let staff: TestUser;

beforeAll(async () => {
  ctx = await testContext();
  staff = await createUser(ctx, { group: 'Super Admin' });
});
afterAll(closeContext);

/** A person's resume lines with their own name, e-mail and phone. */
function person(first: string, last: string, email: string, phone: string): string[] {
  const [, title, , ...rest] = SAMPLE_RESUME_LINES;
  return [`${first} ${last}`, title!, `Dayton, OH 45402 | (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)} | ${email}`, ...rest];
}

// Phones and OCR-read e-mails of this run only (the PostgreSQL test database outlives a run):
// digits, which OCR reads surely, from the clock and a random part.
const STAMP = `${Date.now() % 1e7}${Math.floor(Math.random() * 90 + 10)}`;
const AREA = 200 + (Number.parseInt(RUN.slice(-4), 36) % 790);
const phoneOf = (n: number) => `${AREA}${String((Number(STAMP) + n * 7919) % 1e7).padStart(7, '0')}`;

async function announce(files: { fileName: string; byteSize: number }[], token = staff.token) {
  return call(ctx, 'POST', '/v4/resume-batch', { token, body: { files } });
}

async function upload(batch: ResumeBatch, index: number, dataUrl: string) {
  const file = batch.files![index]!;
  return call(ctx, 'PUT', `/v4/resume-batch/${batch.id}/file/${file.id}`, { token: staff.token, body: { resumeDataUrl: dataUrl } });
}

async function read(id: number): Promise<ResumeBatch> {
  const res = await call(ctx, 'GET', `/v4/resume-batch/${id}`, { token: staff.token });
  expect(res.statusCode).toBe(200);
  return res.json<ResumeBatch>();
}

const prosWith = async (email: string, phone: string) =>
  (await ctx.db.query<{ id: number; email: string }>(
    `select u.id, u.email from user_profiles u join pros p on p.user_profile_id = u.id where lower(u.email) = lower($1) or u.phone = $2`,
    [email, phone],
  )).rows;

describe('who reaches the bulk upload', () => {
  it('only staff: employers and pros are refused, visitors must sign in', async () => {
    const employer = await createUser(ctx, { group: 'Company Admin', employerIds: [await createEmployer(ctx)] });
    const pro = await createUser(ctx, { group: 'Expert' });
    const body = { files: [{ fileName: 'a.pdf', byteSize: 10 }] };
    for (const token of [employer.token, pro.token]) {
      expect((await call(ctx, 'GET', '/v4/resume-batch', { token })).statusCode).toBe(403);
      expect((await call(ctx, 'POST', '/v4/resume-batch', { token, body })).statusCode).toBe(403);
      expect((await call(ctx, 'POST', '/v4/resume-batch/5x5-csv', { token, body: { fileName: 'a.csv', csv: 'x' } })).statusCode).toBe(403);
      expect((await call(ctx, 'GET', '/v4/resume-batch/1', { token })).statusCode).toBe(403);
      expect((await call(ctx, 'PUT', '/v4/resume-batch/1/file/1', { token, body: { resumeDataUrl: 'data:application/pdf;base64,AA==' } })).statusCode).toBe(403);
    }
    expect((await call(ctx, 'GET', '/v4/resume-batch')).statusCode).toBe(401);
  });
});

describe('a batch of resumes', () => {
  it('creates new pros, matches the pro who exists (updated, not doubled), reads an image with OCR and says what went wrong with a bad file', { timeout: 120_000 }, async () => {
    // A pro who already exists, by e-mail only: the resume brings her phone and work history.
    const existingEmail = uniqueEmail('batch-existing');
    const signUp = await call(ctx, 'POST', '/v4/public/signup/pro', { body: { email: existingEmail, password: 'Strong-pass-1', nameFirst: 'Dana', nameLast: 'Existing' } });
    expect(signUp.statusCode).toBe(201);
    const newEmail = uniqueEmail('batch-new');
    const imageEmail = `imani${STAMP}@example.test`;
    const files = [
      { name: 'new.pdf', url: dataUrlOf(await resumePdf(person('Casey', 'Newman', newEmail, phoneOf(1))), PDF_MIME) },
      { name: 'existing.docx', url: dataUrlOf(await resumeDocx(person('Dana', 'Existing', existingEmail, phoneOf(2))), DOCX_MIME) },
      { name: 'photo.png', url: dataUrlOf(resumePng({ lines: person('Imani', 'Okafor', imageEmail, phoneOf(3)) }), 'image/png') },
      { name: 'broken.pdf', url: dataUrlOf(new TextEncoder().encode('this is not a PDF at all'), PDF_MIME) },
    ];
    const created = await announce(files.map((f) => ({ fileName: f.name, byteSize: f.url.length })));
    expect(created.statusCode).toBe(201);
    const batch = created.json<ResumeBatch>();
    expect(batch).toMatchObject({ kind: 'upload', status: 'pending', fileCount: 4, counts: { pending: 4, completed: 0 } });
    expect(batch.files!.map((f) => f.status)).toEqual(['pending', 'pending', 'pending', 'pending']);

    for (const [i, f] of files.entries()) {
      const res = await upload(batch, i, f.url);
      expect(res.statusCode).toBe(200);
      expect(res.json<ResumeBatchFile>().status).toBe('uploaded');
    }
    // Sending a file again (a retry after a lost answer) stores nothing twice and queues nothing twice.
    const again = await upload(batch, 0, files[0]!.url);
    expect(again.json<ResumeBatchFile>().status).toBe('uploaded');
    expect((await ctx.db.one<{ n: number }>(`select count(*)::int as n from background_jobs where kind = 'batch-resume.file' and payload->>'fileId' = $1`, [String(batch.files![0]!.id)]))!.n).toBe(1);
    expect((await read(batch.id)).counts).toMatchObject({ uploaded: 4, pending: 0 });

    await ctx.app.deps.worker.runDue();
    const done = await read(batch.id);
    expect(done.status).toBe('completed');
    expect(done.counts).toMatchObject({ completed: 3, error: 1, created: 2, updated: 1, pending: 0, uploaded: 0, processing: 0 });
    const [fresh, matched, image, broken] = done.files!;
    expect(fresh).toMatchObject({ status: 'completed', outcome: 'created', proName: 'Casey Newman', error: null });
    const existingId = (await ctx.db.one<{ id: number }>('select id from user_profiles where lower(email) = lower($1)', [existingEmail]))!.id;
    expect(matched).toMatchObject({ status: 'completed', outcome: 'updated', userProfileId: existingId });
    expect(image).toMatchObject({ status: 'completed', outcome: 'created', proName: 'Imani Okafor' });
    expect(broken).toMatchObject({ status: 'error', outcome: null, error: RESUME_TEXTS.unreadable });

    // Never a duplicate: one pro per person; the existing pro got the phone and work history.
    expect(await prosWith(existingEmail, phoneOf(2))).toHaveLength(1);
    expect(await prosWith(newEmail, phoneOf(1))).toHaveLength(1);
    expect(await prosWith(imageEmail, phoneOf(3))).toHaveLength(1);
    const existing = await ctx.db.one<{ phone: string; name_first: string; history: number; resume_url: string }>(
      `select u.phone, u.name_first, (select count(*)::int from pro_work_history h where h.pro_id = p.id) as history, p.resume_url
       from user_profiles u join pros p on p.user_profile_id = u.id where lower(u.email) = lower($1)`,
      [existingEmail],
    );
    expect(existing).toMatchObject({ phone: phoneOf(2), name_first: 'Dana', resume_url: expect.stringMatching(/^\/v4\/resume\/file\//u) });
    expect(existing!.history).toBeGreaterThan(0);
    // The image was read with OCR and its resume belongs to the pro it made.
    const imageParse = await ctx.db.one<{ read_by: string; owner: number }>(
      `select r.read_by, r.owner_user_profile_id as owner from resume_batch_files f join resume_parses r on r.id = f.parse_id where f.id = $1`,
      [image!.id],
    );
    expect(imageParse).toEqual({ read_by: 'ocr', owner: image!.userProfileId });

    // Every move was published on the staff's batch board, the last one the batch's end.
    const events = await ctx.db.query<{ payload: { batchId: number; status: string; counts: { completed: number } } }>(
      `select payload from platform_events where topic = $1 and type = $2 and (payload->>'batchId')::int = $3 order by position`,
      [RESUME_BATCH_TOPIC, RESUME_BATCH_EVENT, batch.id],
    );
    expect(events.rows.length).toBeGreaterThanOrEqual(1 + 4 + 3 + 4);
    expect(events.rows.at(-1)!.payload).toMatchObject({ status: 'completed', counts: { completed: 3 } });

    const list = await call(ctx, 'GET', `/v4/resume-batch?filter=${encodeURIComponent(JSON.stringify({ limit: 5 }))}`, { token: staff.token });
    expect(list.json<ResumeBatchList>().batches.find((b) => b.id === batch.id)).toMatchObject({ status: 'completed', counts: { created: 2, updated: 1, error: 1 } });
    expect(list.json<ResumeBatchList>().batches[0]!.files).toBeUndefined();
  });

  it('two files of one person in one batch make one pro: the second matches the first, by phone', { timeout: 60_000 }, async () => {
    const email = uniqueEmail('batch-twice');
    const phone = phoneOf(4);
    const first = dataUrlOf(await resumePdf(person('Riley', 'Twice', email, phone)), PDF_MIME);
    // The second copy has another e-mail: the phone finds the pro the first made.
    const second = dataUrlOf(await resumeDocx(person('Riley', 'Twice', uniqueEmail('batch-twice-other'), phone)), DOCX_MIME);
    const batch = (await announce([{ fileName: 'riley.pdf', byteSize: 1 }, { fileName: 'riley.docx', byteSize: 1 }])).json<ResumeBatch>();
    await upload(batch, 0, first);
    await upload(batch, 1, second);
    await ctx.app.deps.worker.runDue();
    const done = await read(batch.id);
    expect(done.files!.map((f) => [f.status, f.outcome])).toEqual([['completed', 'created'], ['completed', 'updated']]);
    expect(done.files![0]!.userProfileId).toBe(done.files![1]!.userProfileId);
    expect((await ctx.db.one<{ n: number }>('select count(*)::int as n from user_profiles where phone = $1', [phone]))!.n).toBe(1);
  });

  it('a file run twice (a job taken back after a crash) is done once', { timeout: 60_000 }, async () => {
    const email = uniqueEmail('batch-rerun');
    const batch = (await announce([{ fileName: 'rerun.pdf', byteSize: 1 }])).json<ResumeBatch>();
    await upload(batch, 0, dataUrlOf(await resumePdf(person('Morgan', 'Rerun', email, phoneOf(5))), PDF_MIME));
    const fileId = batch.files![0]!.id;
    await Promise.all([processBatchFile(ctx.db, fileId), processBatchFile(ctx.db, fileId)]);
    await processBatchFile(ctx.db, fileId);
    await ctx.app.deps.worker.runDue();
    expect((await read(batch.id)).files![0]).toMatchObject({ status: 'completed', outcome: 'created' });
    expect((await ctx.db.one<{ n: number }>('select count(*)::int as n from user_profiles where lower(email) = lower($1)', [email]))!.n).toBe(1);
  });

  it('refuses what is not a resume, and an e-mail that belongs to an employer is not turned into a pro', { timeout: 60_000 }, async () => {
    const employer = await createUser(ctx, { group: 'Company Admin', employerIds: [await createEmployer(ctx)] });
    // An address of this run only. The file is a PDF with a text layer: what is tested here is
    // the rule about an employer's e-mail, not OCR (resume-ocr.test.ts), whose reading of a
    // generated photo's address is not certain enough to build this check on.
    employer.email = `boss${STAMP}@example.test`;
    await ctx.db.query('update user_profiles set email = $2 where id = $1', [employer.id, employer.email]);
    const batch = (await announce([{ fileName: 'notes.txt', byteSize: 1 }, { fileName: 'employer.pdf', byteSize: 1 }])).json<ResumeBatch>();
    const text = await upload(batch, 0, `data:text/plain;base64,${Buffer.from('hello').toString('base64')}`);
    expect([text.statusCode, text.json<{ message: string }>().message]).toEqual([415, RESUME_TEXTS.unsupportedType]);
    expect((await upload(batch, 1, dataUrlOf(await resumePdf(person('Pat', 'Boss', employer.email, phoneOf(6))), PDF_MIME))).statusCode).toBe(200);
    await ctx.app.deps.worker.runDue();
    const done = await read(batch.id);
    expect(done.files![0]).toMatchObject({ status: 'pending' });
    expect(done.files![1]).toMatchObject({ status: 'error', error: T.notAPro });
    expect((await ctx.db.one<{ group_membership: string }>('select group_membership from user_auth_groups where user_profile_id = $1', [employer.id]))!.group_membership).toBe('Company Admin');
    expect((await call(ctx, 'GET', '/v4/resume-batch/999999999', { token: staff.token })).statusCode).toBe(404);
    expect((await call(ctx, 'PUT', `/v4/resume-batch/${batch.id}/file/999999999`, { token: staff.token, body: { resumeDataUrl: 'data:application/pdf;base64,AA==' } })).statusCode).toBe(404);
  });
});

describe('the 5x5 CSV', () => {
  it('makes a pro of each good row, matches the pro who exists, and names the line and the problem of each bad row', async () => {
    const existing = await createUser(ctx, { group: 'Expert', phone: phoneOf(7) });
    const a = uniqueEmail('csv-a');
    const csv = [
      'First Name,Last Name,E-mail,Phone Number,ZIP',
      `Avery,Stone,${a},"(${phoneOf(8).slice(0, 3)}) ${phoneOf(8).slice(3, 6)}-${phoneOf(8).slice(6)}",45402`,
      `Blake,Known,,${phoneOf(7)},`,
      'Cory,,cory@example.test,9375550000,45402',
      `Drew,Bad,not-an-email,${phoneOf(9)},45402`,
      `Eli,Short,${uniqueEmail('csv-e')},555-0100,45402`,
      '',
      `Avery,Again,${a.toUpperCase()},,4540`,
    ].join('\r\n');
    const res = await call(ctx, 'POST', '/v4/resume-batch/5x5-csv', { token: staff.token, body: { fileName: 'job-fair.csv', csv } });
    expect(res.statusCode).toBe(201);
    const batch = res.json<ResumeBatch>();
    expect(batch).toMatchObject({ kind: '5x5-csv', fileName: 'job-fair.csv', fileCount: 6, counts: { uploaded: 2, error: 4 } });
    expect(batch.files!.filter((f) => f.status === 'error').map((f) => f.error)).toEqual([
      T.row(4, T.rowLastNameMissing),
      T.row(5, T.rowEmailInvalid),
      T.row(6, T.rowPhoneInvalid),
      T.row(8, T.rowZipInvalid),
    ]);
    await ctx.app.deps.worker.runDue();
    const done = await read(batch.id);
    expect(done).toMatchObject({ status: 'completed', counts: { created: 1, updated: 1, error: 4 } });
    expect(done.files!.find((f) => f.outcome === 'updated')!.userProfileId).toBe(existing.id);
    expect((await ctx.db.one<{ postal_code: string; phone: string }>(
      'select p.postal_code, u.phone from user_profiles u join pros p on p.user_profile_id = u.id where lower(u.email) = lower($1)',
      [a],
    ))).toEqual({ postal_code: '45402', phone: phoneOf(8) });
  });

  it('refuses a file without the five columns, in words that say which are missing', async () => {
    const res = await call(ctx, 'POST', '/v4/resume-batch/5x5-csv', { token: staff.token, body: { fileName: 'x.csv', csv: 'name,email\nA B,a@example.test' } });
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([422, T.csvMissingColumns(['First name', 'Last name', 'Phone', 'ZIP code'])]);
    const empty = await call(ctx, 'POST', '/v4/resume-batch/5x5-csv', { token: staff.token, body: { fileName: 'x.csv', csv: 'First name;Last name;Email;Phone;Zip\n' } });
    expect(empty.json<{ message: string }>().message).toBe(T.csvNoRows);
  });
});
