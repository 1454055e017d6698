import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCX_MIME, PDF_MIME, type ResumeBatch } from '@floorhire/domain-pro-profile';
import { promisePool } from '@floorhire/rules';
import { hashPassword } from '../infra/api/src/auth/password';
import { migrateUp, openDatabase } from '../infra/api/src/db';
import { parseResume, stopOcr } from '../infra/api/src/modules/resume';
import { loadVocabulary } from '../infra/api/src/modules/resume/resume.repository';
import { dataUrlOf, resumeDocx, resumePdf, SAMPLE_RESUME_LINES } from '../infra/api/test/resume-fixtures';
import { resumeJpeg, resumePng } from '../infra/api/test/resume-images';
import { ROOT, waitForServer, writeResult } from './support';

// Bulk resume upload at 500 resumes (ADR 321, 323): files a minute and the API process's memory,
// each as a ratio to a baseline measured in the same run: the parser alone, in this process, on
// a sample of the same files (what storing, queueing, matching and publishing add), and the API's
// own memory idle after start (what a batch adds). The API is a real process (tsx as a loader in
// it, so its resident memory is the API's), on PostgreSQL when DATABASE_URL is set, else on
// embedded PGlite in a fresh folder. 10% of the files are photos, read with OCR.
// Run: [DATABASE_URL=postgres://…] npx tsx bench/batch-resume.ts   (BENCH_BATCH_FILES, default 500)

export interface BatchResumeBenchResult {
  engine: 'postgresql' | 'pglite';
  files: number;
  images: number;
  /** Sending the files, 3 at a time as the page does. */
  uploadSeconds: number;
  /** From the first file sent to the batch's end. */
  totalSeconds: number;
  filesPerMinute: number;
  baseline: { sample: number; filesPerMinute: number };
  ratioToParserAlone: number;
  memory: { idleMb: number; peakMb: number; endMb: number; ratioPeakToIdle: number };
  outcome: { completed: number; error: number; created: number; updated: number };
}

const TSX_LOADER = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/u.exec(status)?.[1] ?? 0) / 1024);
}

function linesOf(i: number, tag: string): string[] {
  const phone = String(2000000000 + ((Number.parseInt(tag, 16) + i * 7919) % 7999999999));
  return [`Bench Person${i}`, ...SAMPLE_RESUME_LINES.slice(1)].map((line) =>
    line.replace('jordan.rivera@example.test', `bench${tag}${i}@example.test`).replace('(937) 555-0142', `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`),
  );
}

export async function run(options: { files?: number; port?: number } = {}): Promise<BatchResumeBenchResult> {
  const count = options.files ?? Number(process.env.BENCH_BATCH_FILES ?? 500);
  const port = options.port ?? Number(process.env.BENCH_API_PORT ?? 8211);
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-bench-batch-'));
  const tag = randomBytes(3).toString('hex');
  const images = Math.round(count / 10);

  // The files: text resumes alternating PDF and Word, every tenth a photo (PNG or JPEG).
  const files: { fileName: string; mimeType: string; bytes: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const lines = linesOf(i, tag);
    if (i % 10 === 9) files.push(i % 20 === 19 ? { fileName: `p${i}.png`, mimeType: 'image/png', bytes: resumePng({ lines }) } : { fileName: `p${i}.jpg`, mimeType: 'image/jpeg', bytes: resumeJpeg({ lines }) });
    else files.push(i % 2 === 0 ? { fileName: `r${i}.pdf`, mimeType: PDF_MIME, bytes: await resumePdf(lines) } : { fileName: `r${i}.docx`, mimeType: DOCX_MIME, bytes: await resumeDocx(lines) });
  }

  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await migrateUp(db);
  const email = `bench-batch-${tag}@example.test`;
  const password = 'Bench-pass-1';
  await db.transaction(async (tx) => {
    const user = (await tx.one<{ id: number }>(`insert into user_profiles (email, name_first, name_last, password_hash, type) values ($1, 'Bench', 'Staff', $2, 'Super Admin') returning id`, [email, await hashPassword(password)]))!;
    await tx.query(`insert into user_auth_groups (user_profile_id, group_membership) values ($1, 'Super Admin')`, [user.id]);
    await tx.query(`insert into user_roles (user_profile_id, role_membership) values ($1, 'user.admin')`, [user.id]);
  });

  // Baseline: the parser alone on a sample of the same mix (one photo in ten), in this process.
  const vocabulary = await loadVocabulary(db);
  const sample = files.slice(0, Math.min(60, count));
  const parseStart = performance.now();
  for (const f of sample) await parseResume(f.bytes, f.mimeType, vocabulary);
  const baselinePerMinute = (sample.length / ((performance.now() - parseStart) / 1000)) * 60;
  await stopOcr();
  await db.close();

  const child = spawn(process.execPath, ['--import', TSX_LOADER, join(ROOT, 'infra/api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }), API_PORT: String(port), HOST: '127.0.0.1', SEED: 'none', NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', WORKER_POLL_MS: '50' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/v4`;
  try {
    await waitForServer(`${base}/health`, child);
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMb = rssMb(child.pid!);

    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(child.pid!))), 250);
    const started = performance.now();
    const created = await fetch(`${base}/resume-batch`, { method: 'POST', headers, body: JSON.stringify({ files: files.map((f) => ({ fileName: f.fileName, byteSize: f.bytes.byteLength })) }) });
    const batch = (await created.json()) as ResumeBatch;
    await promisePool(
      files,
      async (f, i) => {
        const res = await fetch(`${base}/resume-batch/${batch.id}/file/${batch.files![i]!.id}`, { method: 'PUT', headers, body: JSON.stringify({ resumeDataUrl: dataUrlOf(f.bytes, f.mimeType) }) });
        if (!res.ok) throw new Error(`upload ${f.fileName}: ${res.status}`);
      },
      3,
    );
    const uploadSeconds = (performance.now() - started) / 1000;
    let done: ResumeBatch;
    for (;;) {
      done = (await (await fetch(`${base}/resume-batch/${batch.id}`, { headers })).json()) as ResumeBatch;
      if (done.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const totalSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const endMb = rssMb(child.pid!);
    const filesPerMinute = Math.round((count / totalSeconds) * 60);
    const result: BatchResumeBenchResult = {
      engine: databaseUrl ? 'postgresql' : 'pglite',
      files: count,
      images,
      uploadSeconds: Math.round(uploadSeconds * 10) / 10,
      totalSeconds: Math.round(totalSeconds * 10) / 10,
      filesPerMinute,
      baseline: { sample: sample.length, filesPerMinute: Math.round(baselinePerMinute) },
      ratioToParserAlone: Math.round((filesPerMinute / baselinePerMinute) * 100) / 100,
      memory: { idleMb, peakMb, endMb, ratioPeakToIdle: Math.round((peakMb / idleMb) * 100) / 100 },
      outcome: { completed: done.counts.completed, error: done.counts.error, created: done.counts.created, updated: done.counts.updated },
    };
    writeResult(`batch-resume-${result.engine}`, result);
    return result;
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await run(), null, 2));
  process.exit(0);
}
