import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { API_PREFIX } from '@floorhire/rules';
import { decodeDataUrl, isResumeMimeType, RESUME_TEXTS, resumeMimeTypeOf, sniffImageType, type ResumeParse, type ResumeUploadBody } from '@floorhire/domain-pro-profile';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { publish } from '../../events';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import { enqueueJob } from '../../worker/queue';
import type { Worker } from '../../worker/worker';
import { parseResume, ResumeReadError } from './resume.extract';
import { claimParse, completeParse, employerSeesResumeOf, failParse, insertParse, loadVocabulary, parseById, parseFile, setProgress, type ResumeParseRow } from './resume.repository';

// Resume parsing as a durable background job (docs/decisions/201-resume-parsing.md): the
// upload stores the file and a job in one transaction and answers the parse; the worker reads
// the file, matches the taxonomy and records each step, which the client polls (or, signed
// in, reads from its user topic on the event stream as `resume.progress`).

export const PARSE_JOB = 'resume.parse';
const PARSE_ATTEMPTS = 3;

/** A retry with the same Idempotency-Key names the same parse. */
function parseIdFor(ownerKey: string, key: string | null): string {
  if (!key) return randomUUID();
  const hex = createHash('sha256').update(`resume:${ownerKey}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const resumeFileUrl = (parseId: string) => `${API_PREFIX}/resume/file/${parseId}`;
export const parsedResumeUrl = (parseId: string) => `${API_PREFIX}/public/resume/parse/${parseId}`;

export function parseDto(row: ResumeParseRow, proId: number | null = null): ResumeParse {
  return {
    parseId: row.id,
    status: row.status,
    progress: row.progress,
    fileName: row.file_name,
    mimeType: row.mime_type,
    message: row.status === 'error' ? (row.error ?? RESUME_TEXTS.unreadable) : null,
    resumeData: row.resume_data,
    resumeUrl: resumeFileUrl(row.id),
    parsedResumeUrl: parsedResumeUrl(row.id),
    resumeText: row.resume_text,
    proId,
    readBy: row.read_by,
    createTs: row.create_ts.toISOString(),
    updateTs: row.update_ts.toISOString(),
  };
}

async function announce(q: Queryable, row: ResumeParseRow | undefined): Promise<void> {
  if (!row?.owner_user_profile_id) return;
  await publish(q, {
    topic: `user:${row.owner_user_profile_id}`,
    type: 'resume.progress',
    payload: { parseId: row.id, status: row.status, progress: row.progress },
  });
}

/**
 * The type a resume is stored under: an image is what its bytes say (a photo named .pdf is
 * still read), anything else what its name or declared type says.
 */
export function resumeFileType(fileName: string, declared: string, bytes: Uint8Array): string {
  return sniffImageType(bytes) ?? resumeMimeTypeOf(fileName, declared);
}

/**
 * Stores an uploaded resume and queues its parse (POST /public/resume/parse, POST
 * pro/{id}/resume). ownerId is the signed-in pro, or null before sign-up.
 */
export async function requestParse(db: Db, ownerId: number | null, body: ResumeUploadBody, idempotencyKey: string | null, clientKey: string): Promise<ResumeParseRow> {
  const file = decodeDataUrl(body.resumeDataUrl);
  if (!file) throw unprocessable(RESUME_TEXTS.invalidDataUrl, 'resumeDataUrl');
  const mimeType = resumeFileType(body.fileName ?? '', file.mimeType, file.bytes);
  if (!isResumeMimeType(mimeType)) throw new HttpError(415, RESUME_TEXTS.unsupportedType, 'UnsupportedMediaType', 'resumeDataUrl');
  const id = parseIdFor(ownerId === null ? `visitor:${clientKey}` : `user:${ownerId}`, idempotencyKey);
  return db.transaction(async (tx) => {
    if (await insertParse(tx, { id, ownerId, fileName: body.fileName ?? null, mimeType, bytes: file.bytes })) {
      await enqueueJob(tx, PARSE_JOB, { parseId: id }, { idempotencyKey: `resume:${id}`, maxAttempts: PARSE_ATTEMPTS });
    }
    const row = (await parseById(tx, id))!;
    await announce(tx, row);
    return row;
  });
}

/**
 * A parse as its reader may see it. Unowned parses (made before sign-up) are reached by their
 * unguessable id alone; an owned one only by its owner and staff.
 */
export async function readParse(db: Queryable, auth: AuthContext | null, id: string): Promise<ResumeParseRow> {
  const row = await parseById(db, id);
  if (!row || (row.owner_user_profile_id !== null && !auth?.isStaff && auth?.userId !== row.owner_user_profile_id)) throw notFound(RESUME_TEXTS.parseNotFound);
  return row;
}

/** The stored file: its owner, staff, and employers the pro applied to. */
export async function readResumeFile(db: Queryable, auth: AuthContext | null, id: string) {
  const file = await parseFile(db, id);
  if (!file) throw notFound(RESUME_TEXTS.parseNotFound);
  const owner = file.ownerId;
  const allowed = owner === null || auth?.isStaff || auth?.userId === owner || (auth !== null && (await employerSeesResumeOf(db, auth.employerIds, owner)));
  if (!allowed) throw notFound(RESUME_TEXTS.parseNotFound);
  return file;
}

/** Gives a parse made before sign-up to the pro who made it (the apply flow); 404 otherwise. */
export async function claimResumeParse(db: Db, userId: number, id: string): Promise<ResumeParseRow> {
  return db.transaction(async (tx) => {
    if (!(await claimParse(tx, id, userId))) throw notFound(RESUME_TEXTS.parseNotFound);
    return (await parseById(tx, id))!;
  });
}

/** A batch file's parse becomes the pro's it was turned into (their resume, readable by them). */
export async function giveParseTo(tx: Queryable, parseId: string, userId: number): Promise<boolean> {
  return claimParse(tx, parseId, userId);
}

/** One parse, start to end; idempotent (a finished parse is left as it is). */
export async function runParse(db: Db, parseId: string): Promise<void> {
  const file = await parseFile(db, parseId);
  if (!file) return;
  const started = await db.transaction(async (tx) => {
    const row = await setProgress(tx, parseId, 'processing', 30);
    await announce(tx, row);
    return row;
  });
  if (!started) return;
  try {
    const vocabulary = await loadVocabulary(db);
    const { resumeText, resumeData, readBy } = await parseResume(file.bytes, file.mimeType, vocabulary);
    await db.transaction(async (tx) => {
      await announce(tx, await completeParse(tx, parseId, resumeText, resumeData, readBy));
    });
  } catch (error) {
    if (!(error instanceof ResumeReadError)) throw error;
    // A file that cannot be read will not be read on a retry either.
    await db.transaction(async (tx) => {
      await announce(tx, await failParse(tx, parseId, error.message));
    });
  }
}

export function registerResumeParsing(worker: Worker, db: Db, log?: FastifyBaseLogger): void {
  worker.register(PARSE_JOB, async (payload, job) => {
    const parseId = String(payload.parseId);
    try {
      await runParse(db, parseId);
    } catch (error) {
      log?.warn({ parseId, err: error instanceof Error ? error.message : String(error) }, 'resume parse failed');
      if (job.attempts >= PARSE_ATTEMPTS) {
        await db.transaction(async (tx) => {
          await announce(tx, await failParse(tx, parseId, RESUME_TEXTS.unreadable));
        });
      }
      throw error;
    }
  });
}
