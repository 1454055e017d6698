import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ASSISTANT_API_ERRORS, type GenerateJobDescriptionBody, type GenerateScreeningQuestionsBody } from '@floorhire/domain-jobs';
import type { AuthContext } from '../../auth/tokens';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { enqueueJob } from '../../worker/queue';
import type { Worker } from '../../worker/worker';
import type { CandidateMessageInput } from './candidate-message';
import { gatherFacts } from './facts';
import { textGeneratorFrom, type TextGenerator } from './generator';
import { localTextGenerator } from './local-generator';
import { documentInput, documentOfKind, documentOwner, failPending, fulfilPending, insertDocument, stopPending, type DocumentKind, type DocumentRow } from './ai.repository';

export type { DocumentKind, DocumentRow } from './ai.repository';

// Assistant documents (spec 001 §4): a request stores a pending document and a durable
// background job in one transaction and answers its id; the worker fulfils it; the user may
// stop it, after which a late result is dropped.

export const GENERATE_JOB = 'ai.generate';
const GENERATE_ATTEMPTS = 3;

/** A retry with the same Idempotency-Key names the same document. */
function documentIdFor(userId: number, kind: DocumentKind, key: string | null): string {
  if (!key) return randomUUID();
  const hex = createHash('sha256').update(`${userId}:${kind}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function requestDocument(
  db: Db,
  auth: AuthContext,
  kind: DocumentKind,
  input: GenerateJobDescriptionBody | GenerateScreeningQuestionsBody,
  idempotencyKey: string | null,
): Promise<string> {
  const id = documentIdFor(auth.userId, kind, idempotencyKey);
  await db.transaction(async (tx) => {
    if (await insertDocument(tx, id, kind, auth.userId, input)) await enqueueJob(tx, GENERATE_JOB, { documentId: id }, { idempotencyKey: `ai:${id}`, maxAttempts: GENERATE_ATTEMPTS });
  });
  return id;
}

/** The caller's own document (staff read any); others get a 404. */
export async function readDocument(db: Db, auth: AuthContext, id: string, kind: DocumentKind): Promise<DocumentRow> {
  const row = await documentOfKind(db, id, kind);
  if (!row || (!auth.isStaff && row.requester_id !== auth.userId)) throw notFound(ASSISTANT_API_ERRORS.documentNotFound);
  return row;
}

export async function stopDocument(db: Db, auth: AuthContext, id: string): Promise<DocumentRow['status']> {
  const row = await documentOwner(db, id);
  if (!row || (!auth.isStaff && row.requester_id !== auth.userId)) throw notFound(ASSISTANT_API_ERRORS.documentNotFound);
  return (await stopPending(db, id)) ?? row.status;
}

export function documentDto(row: DocumentRow) {
  return {
    documentId: row.id,
    status: row.status,
    message: row.status === 'failed' ? (row.result?.message ?? ASSISTANT_API_ERRORS.generationFailed) : null,
    createTs: new Date(row.create_ts).toISOString(),
    updateTs: new Date(row.update_ts).toISOString(),
  };
}

/** Fulfils one document; idempotent, and a stopped document stays stopped. */
export async function fulfilDocument(db: Db, generator: TextGenerator, documentId: string): Promise<void> {
  const doc = await documentInput<GenerateJobDescriptionBody | GenerateScreeningQuestionsBody>(db, documentId);
  if (!doc || doc.status !== 'pending') return;
  const facts = await gatherFacts(db, doc.input);
  const result =
    doc.kind === 'job-description'
      ? { jobDescription: await generator.jobDescription(doc.input as GenerateJobDescriptionBody, facts) }
      : { screeningQuestions: await generator.screeningQuestions(doc.input as GenerateScreeningQuestionsBody, facts) };
  await fulfilPending(db, documentId, result);
}

/** Registers the generation job with the worker (the module's setup, once per process). */
export function registerAssistantGeneration(worker: Worker, db: Db, log?: FastifyBaseLogger, generator: TextGenerator = textGeneratorFrom(localTextGenerator)): void {
  worker.register(GENERATE_JOB, async (payload, job) => {
    const documentId = String(payload.documentId);
    try {
      await fulfilDocument(db, generator, documentId);
    } catch (error) {
      if (generator !== localTextGenerator && job.attempts >= GENERATE_ATTEMPTS - 1) {
        // The model keeps failing: the local generator still gives the user a useful text.
        log?.warn({ documentId, err: error instanceof Error ? error.message : String(error) }, 'AI model failed; using the local generator');
        await fulfilDocument(db, localTextGenerator, documentId);
        return;
      }
      if (job.attempts >= GENERATE_ATTEMPTS) {
        await failPending(db, documentId, ASSISTANT_API_ERRORS.generationFailed);
      }
      throw error;
    }
  });
}

/**
 * Drafts a candidate message now (spec 002 §7 AI): a draft is short and the user waits for it,
 * so it is answered in the request rather than polled. A failing model falls back to the local
 * writer, which always answers.
 */
export async function draftCandidateMessage(
  input: CandidateMessageInput,
  options: { generator?: TextGenerator; log?: FastifyBaseLogger } = {},
): Promise<{ message: string; generator: string }> {
  const generator = options.generator ?? textGeneratorFrom(localTextGenerator);
  try {
    return { message: (await generator.candidateMessage(input)).trim(), generator: generator.name };
  } catch (error) {
    if (generator === localTextGenerator) throw error;
    options.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'AI model failed to draft a message; using the local generator');
    return { message: await localTextGenerator.candidateMessage(input), generator: localTextGenerator.name };
  }
}
