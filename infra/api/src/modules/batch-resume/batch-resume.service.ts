import type { FastifyBaseLogger } from 'fastify';
import {
  BATCH_RESUME_TEXTS as T,
  bulkBodyOf,
  decodeDataUrl,
  isResumeMimeType,
  normalizeEmail,
  normalizePhone,
  RESUME_BATCH_UPLOAD_TIMEOUT_MS,
  RESUME_TEXTS,
  type ConfirmResumeBody,
  type CreateResumeBatchBody,
  type FiveByFiveBody,
  type ResumeBatch,
  type ResumeBatchFile,
} from '@floorhire/domain-pro-profile';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Tx } from '../../db';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import { enqueueJob } from '../../worker/queue';
import type { Worker } from '../../worker/worker';
import { applyBulkResume } from '../pro-profile';
import {
  batchFile,
  batchFileParse,
  createBatch,
  giveParseTo,
  listBatches,
  parsedResumeUrl,
  moveBatchFile,
  readBatch,
  resumeFileType,
  resumeFileUrl,
  runParse,
  stalePendingBatchFiles,
  storeBatchFile,
  type BatchFileRow,
} from '../resume';
import { insertUser, setGroup } from '../users';
import { CsvError, readFiveByFive } from './batch-resume.csv';
import { lockPeople, proByPhone, userByEmail } from './batch-resume.repository';

// Bulk resume upload (ADR 321, spec 002 §2 /admin/batch-resume/*): staff announce a batch of
// files, send each file's bytes, and every file is a durable background job that reads the
// resume (the resume module's parser, OCR for images) and turns it into a pro: the pro with the
// same normalised e-mail or phone is updated, otherwise one is created. The batch and its files
// carry the statuses of spec 002 §3 and publish each move on the staff's batch board.

export const FILE_JOB = 'batch-resume.file';
const FILE_ATTEMPTS = 3;
const SWEEP_EVERY_MS = 5 * 60_000;

export async function startBatch(db: Db, auth: AuthContext, body: CreateResumeBatchBody): Promise<ResumeBatch> {
  return db.transaction(async (tx) => (await createBatch(tx, { creatorId: auth.userId, kind: 'upload', fileName: null, files: body.files.map((f) => ({ fileName: f.fileName, byteSize: f.byteSize })) })).batch);
}

export async function readBatchFor(db: Db, id: number): Promise<ResumeBatch> {
  const batch = await readBatch(db, id, true);
  if (!batch) throw notFound(T.batchNotFound);
  return batch;
}

export function batchList(db: Db, limit: number, skip: number) {
  return listBatches(db, limit, skip);
}

async function fileOf(db: Db, batchId: number, fileId: number): Promise<BatchFileRow> {
  const file = await batchFile(db, fileId);
  if (!file || file.batch_id !== batchId) throw notFound(T.fileNotFound);
  return file;
}

function fileDto(row: BatchFileRow): ResumeBatchFile {
  return { id: row.id, position: row.position, fileName: row.file_name, byteSize: row.byte_size, status: row.status, error: row.error, outcome: row.outcome, userProfileId: row.user_profile_id, proName: row.pro_name, updateTs: row.update_ts.toISOString() };
}

/**
 * One announced file's bytes: stored, and its job queued, in one transaction. Sending the same
 * file again (a retry after a lost answer) changes nothing and answers the file as it is.
 */
export async function uploadBatchFile(db: Db, batchId: number, fileId: number, resumeDataUrl: string): Promise<ResumeBatchFile> {
  const file = await fileOf(db, batchId, fileId);
  if (file.status !== 'pending') return fileDto(file);
  const decoded = decodeDataUrl(resumeDataUrl);
  if (!decoded) throw unprocessable(RESUME_TEXTS.invalidDataUrl, 'resumeDataUrl');
  const mimeType = resumeFileType(file.file_name, decoded.mimeType, decoded.bytes);
  if (!isResumeMimeType(mimeType)) throw new HttpError(415, RESUME_TEXTS.unsupportedType, 'UnsupportedMediaType', 'resumeDataUrl');
  await db.transaction(async (tx) => {
    if (await storeBatchFile(tx, { id: file.id, batchId, fileName: file.file_name }, { mimeType, bytes: decoded.bytes })) {
      await enqueueJob(tx, FILE_JOB, { fileId: file.id }, { idempotencyKey: `${FILE_JOB}:${file.id}`, maxAttempts: FILE_ATTEMPTS });
    }
  });
  return fileDto((await batchFile(db, fileId))!);
}

/** A 5x5 CSV: one batch file a person; rows with a problem end at once with it, the rest are queued. */
export async function startCsvBatch(db: Db, auth: AuthContext, body: FiveByFiveBody): Promise<ResumeBatch> {
  let people: ReturnType<typeof readFiveByFive>;
  try {
    people = readFiveByFive(body.csv);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw unprocessable(error.message, 'csv');
  }
  return db.transaction(async (tx) => {
    const { batch, fileIds } = await createBatch(tx, {
      creatorId: auth.userId,
      kind: '5x5-csv',
      fileName: body.fileName,
      files: people.map((p) => {
        const name = `${p.values.nameFirst} ${p.values.nameLast}`.trim();
        const fileName = `${body.fileName} row ${p.line}${name ? `: ${name}` : ''}`.slice(0, 200);
        return p.result.ok
          ? { fileName, byteSize: null, status: 'uploaded' as const, rowData: { ...p.result.person, line: String(p.line) } as Record<string, string> }
          : { fileName, byteSize: null, status: 'error' as const, error: p.result.error };
      }),
    });
    for (const [i, person] of people.entries()) {
      if (person.result.ok) await enqueueJob(tx, FILE_JOB, { fileId: fileIds[i]! }, { idempotencyKey: `${FILE_JOB}:${fileIds[i]}`, maxAttempts: FILE_ATTEMPTS });
    }
    return batch;
  });
}

interface Found {
  email: string | null;
  phone: string | null;
  nameFirst: string | null;
  nameLast: string | null;
}

/**
 * The person of a file onto a pro, in one transaction with the file's end: the pro with the same
 * e-mail, else the oldest pro with the same phone, is updated (fields it lacks); otherwise a pro
 * is created. The people it names are locked first, so no two files make the same pro twice.
 */
async function becomePro(tx: Tx, file: BatchFileRow, found: Found, body: ConfirmResumeBody, resume: { parseId: string; resumeText: string } | null): Promise<void> {
  const end = (status: 'completed' | 'error', fields: Parameters<typeof moveBatchFile>[3]) => moveBatchFile(tx, { id: file.id, batchId: file.batch_id }, status, fields);
  if (!found.email && !found.phone) return void (await end('error', { error: T.noEmailOrPhone }));
  await lockPeople(tx, [found.email ? `email:${found.email}` : '', found.phone ? `phone:${found.phone}` : ''].filter(Boolean));
  const byEmail = found.email ? await userByEmail(tx, found.email) : undefined;
  if (byEmail && byEmail.group_membership !== null && byEmail.group_membership !== 'Expert') return void (await end('error', { error: T.notAPro }));
  const match = byEmail ?? (found.phone ? await proByPhone(tx, found.phone) : undefined);
  const stored = resume && { resumeUrl: resumeFileUrl(resume.parseId), parsedResumeUrl: parsedResumeUrl(resume.parseId), resumeText: resume.resumeText };
  let userId: number;
  let outcome: 'created' | 'updated';
  if (match) {
    userId = match.id;
    outcome = 'updated';
    if (match.group_membership === null) await setGroup(tx, userId, 'Expert');
    await applyBulkResume(tx, userId, body, stored, true);
  } else {
    if (!found.email) return void (await end('error', { error: T.noEmail }));
    if (!found.nameFirst || !found.nameLast) return void (await end('error', { error: T.noName }));
    // No password and no e-mail on import: the pro signs in with a login link when they come.
    const user = await insertUser(tx, { email: found.email, nameFirst: found.nameFirst, nameLast: found.nameLast, phone: found.phone, passwordHash: null, status: 'unverified', authStrategy: 'magic-link' });
    await setGroup(tx, user.id, 'Expert');
    await applyBulkResume(tx, user.id, body, stored, false);
    userId = user.id;
    outcome = 'created';
  }
  if (resume) await giveParseTo(tx, resume.parseId, userId);
  await end('completed', { userProfileId: userId, outcome, ...(resume ? { storageUrl: resumeFileUrl(resume.parseId) } : {}) });
}

/** One batch file, start to end. Idempotent: an ended file is left as it is, a parse already read is not read again. */
export async function processBatchFile(db: Db, fileId: number): Promise<void> {
  const file = await batchFile(db, fileId);
  if (!file || file.status === 'completed' || file.status === 'error' || file.status === 'pending') return;
  const ref = { id: file.id, batchId: file.batch_id };
  if (file.row_data) {
    const row = file.row_data;
    const body: ConfirmResumeBody = { ...(row.postalCode ? { postalCode: row.postalCode } : {}), summary: null, jobTitleIds: [], skillIds: [], knowledgeDisciplineIds: [], industryIds: [], machines: [], history: [], education: [] };
    await db.transaction((tx) => becomePro(tx, file, { email: row.email ?? null, phone: row.phone ?? null, nameFirst: row.nameFirst ?? null, nameLast: row.nameLast ?? null }, body, null));
    return;
  }
  if (!file.parse_id) throw new Error(`batch file ${fileId} has no stored bytes`);
  if (file.status === 'uploaded') await db.transaction((tx) => moveBatchFile(tx, ref, 'processing'));
  await runParse(db, file.parse_id);
  const parse = await batchFileParse(db, file.parse_id);
  if (parse?.status === 'error') {
    await db.transaction((tx) => moveBatchFile(tx, ref, 'error', { error: parse.error ?? RESUME_TEXTS.unreadable }));
    return;
  }
  if (parse?.status !== 'completed' || !parse.resume_data) throw new Error(`parse ${file.parse_id} did not finish`);
  const data = parse.resume_data;
  const found: Found = { email: normalizeEmail(data.email?.value), phone: normalizePhone(data.phone?.value), nameFirst: data.nameFirst?.value ?? null, nameLast: data.nameLast?.value ?? null };
  await db.transaction((tx) => becomePro(tx, file, found, bulkBodyOf(data), { parseId: parse.id, resumeText: parse.resume_text ?? '' }));
}

export function registerBatchResume(worker: Worker, db: Db, log?: FastifyBaseLogger): void {
  worker.register(FILE_JOB, async (payload, job) => {
    const fileId = Number(payload.fileId);
    try {
      await processBatchFile(db, fileId);
    } catch (error) {
      log?.warn({ fileId, err: error instanceof Error ? error.message : String(error) }, 'batch resume file failed');
      if (job.attempts >= FILE_ATTEMPTS) {
        const file = await batchFile(db, fileId);
        if (file) await db.transaction((tx) => moveBatchFile(tx, { id: file.id, batchId: file.batch_id }, 'error', { error: T.failed }));
      }
      throw error;
    }
  });
  // A file announced but never sent (the tab was closed mid-upload) ends in error, so its batch ends too.
  worker.every('batch-resume.sweep', SWEEP_EVERY_MS, async () => {
    for (const file of await stalePendingBatchFiles(db, RESUME_BATCH_UPLOAD_TIMEOUT_MS)) {
      await db.transaction((tx) => moveBatchFile(tx, { id: file.id, batchId: file.batch_id }, 'error', { error: T.uploadTimedOut }));
    }
  });
}
