import { randomUUID } from 'node:crypto';
import {
  batchStatusOf,
  RESUME_BATCH_EVENT,
  RESUME_BATCH_TOPIC,
  type ResumeBatch,
  type ResumeBatchFile,
  type ResumeBatchFileStatus,
  type ResumeBatchKind,
  type ResumeBatchProgress,
} from '@floorhire/domain-pro-profile';
import type { Queryable } from '../../db';
import { publish } from '../../events';
import * as repo from './resume-batch.repository';
import { insertParse, parseById, type ResumeParseRow } from './resume.repository';

// Resume batches (spec 002 §3) as their owner keeps them: rows, statuses, and the progress event
// of the staff's batch board, published in the same transaction as each change (ADR 161), so a
// progress bar never shows what did not commit. What a file becomes (a pro) is decided by the
// batch-resume module, which calls these.

export type { BatchFileRow } from './resume-batch.repository';

function fileDto(row: repo.BatchFileRow): ResumeBatchFile {
  return {
    id: row.id,
    position: row.position,
    fileName: row.file_name,
    byteSize: row.byte_size,
    status: row.status,
    error: row.error,
    outcome: row.outcome,
    userProfileId: row.user_profile_id,
    proName: row.pro_name,
    updateTs: row.update_ts.toISOString(),
  };
}

function batchDto(row: repo.BatchRow, files?: repo.BatchFileRow[]): ResumeBatch {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fileName: row.file_name,
    fileCount: row.file_count,
    counts: row.counts,
    error: row.error,
    creatorName: row.creator_name,
    createTs: row.create_ts.toISOString(),
    updateTs: row.update_ts.toISOString(),
    ...(files ? { files: files.map(fileDto) } : {}),
  };
}

async function announce(q: Queryable, batchId: number, file?: repo.BatchFileRow): Promise<repo.BatchRow> {
  const batch = (await repo.batchById(q, batchId))!;
  const payload: ResumeBatchProgress = { batchId, status: batch.status, fileCount: batch.file_count, counts: batch.counts, ...(file ? { file: fileDto(file) } : {}) };
  await publish(q, { topic: RESUME_BATCH_TOPIC, type: RESUME_BATCH_EVENT, payload });
  return batch;
}

/** A new batch and its files, in the caller's transaction. Files given a status (a CSV row refused at once) keep it. */
export async function createBatch(
  tx: Queryable,
  b: { creatorId: number; kind: ResumeBatchKind; fileName: string | null; files: readonly { fileName: string; byteSize: number | null; status?: ResumeBatchFileStatus; error?: string | null; rowData?: Record<string, string> | null }[]; error?: string | null },
): Promise<{ batch: ResumeBatch; fileIds: number[] }> {
  const batchId = await repo.insertBatch(tx, { creatorId: b.creatorId, kind: b.kind, fileName: b.fileName, fileCount: b.files.length, ...(b.error ? { status: 'error' as const, error: b.error } : {}) });
  const fileIds = await repo.insertBatchFiles(tx, batchId, b.files.map((f) => ({ ...f, status: f.status ?? 'pending' })));
  const counts = (await repo.batchById(tx, batchId))!.counts;
  if (!b.error) {
    const status = batchStatusOf(counts, b.files.length);
    if (status !== 'pending') await repo.setBatchStatus(tx, batchId, status);
  }
  await announce(tx, batchId);
  return { batch: batchDto((await repo.batchById(tx, batchId))!, await repo.batchFiles(tx, batchId)), fileIds };
}

export async function readBatch(q: Queryable, batchId: number, withFiles: boolean): Promise<ResumeBatch | undefined> {
  const row = await repo.batchById(q, batchId);
  if (!row) return undefined;
  return batchDto(row, withFiles ? await repo.batchFiles(q, batchId) : undefined);
}

export async function listBatches(q: Queryable, limit: number, skip: number): Promise<{ batches: ResumeBatch[]; count: number }> {
  const { rows, count } = await repo.listBatches(q, limit, skip);
  return { batches: rows.map((r) => batchDto(r)), count };
}

export function batchFile(q: Queryable, fileId: number): Promise<repo.BatchFileRow | undefined> {
  return repo.batchFile(q, fileId);
}

export function lockBatch(q: Queryable, batchId: number): Promise<boolean> {
  return repo.lockBatch(q, batchId);
}

/**
 * Stores a pending file's bytes as an unowned resume parse (its owner is the pro it becomes) and
 * marks the file uploaded. false when the file was not waiting for its bytes (a repeated upload).
 */
export async function storeBatchFile(tx: Queryable, file: { id: number; batchId: number; fileName: string }, content: { mimeType: string; bytes: Uint8Array }): Promise<boolean> {
  const parseId = randomUUID();
  await insertParse(tx, { id: parseId, ownerId: null, fileName: file.fileName, mimeType: content.mimeType, bytes: content.bytes });
  if (!(await repo.markFileUploaded(tx, file.id, parseId, content.bytes.byteLength))) return false;
  await announce(tx, file.batchId, await repo.batchFile(tx, file.id));
  return true;
}

/** The parse that holds a batch file's bytes and, once read, its fields. */
export function batchFileParse(q: Queryable, parseId: string): Promise<ResumeParseRow | undefined> {
  return parseById(q, parseId);
}

/**
 * Moves a file on (processing, or to its end: completed with the pro it became, or error with
 * words a person can act on) and, when it was the batch's last open file, ends the batch. Call it
 * in a transaction: the batch row is locked so two files ending at once both count.
 */
export async function moveBatchFile(
  tx: Queryable,
  file: { id: number; batchId: number },
  status: ResumeBatchFileStatus,
  fields: { error?: string | null; userProfileId?: number | null; outcome?: 'created' | 'updated' | null; storageUrl?: string | null } = {},
): Promise<boolean> {
  const ending = status === 'completed' || status === 'error';
  if (ending) await repo.lockBatch(tx, file.batchId);
  if (!(await repo.moveFile(tx, file.id, status, fields))) return false;
  if (ending) {
    const batch = (await repo.batchById(tx, file.batchId))!;
    const next = batchStatusOf(batch.counts, batch.file_count);
    if (next !== batch.status) await repo.setBatchStatus(tx, file.batchId, next);
  }
  await announce(tx, file.batchId, await repo.batchFile(tx, file.id));
  return true;
}

/** Files announced but not uploaded within the timeout. */
export function stalePendingBatchFiles(q: Queryable, olderThanMs: number): Promise<{ id: number; batch_id: number }[]> {
  return repo.stalePendingFiles(q, olderThanMs);
}
