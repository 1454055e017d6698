import type { ResumeBatchCounts, ResumeBatchFileStatus, ResumeBatchKind, ResumeBatchStatus } from '@floorhire/domain-pro-profile';
import type { Queryable } from '../../db';

// All SQL of resume batches (spec 002 §3: resume batch and batch file statuses). The module owns
// resume_batches and resume_batch_files (ADR 175); a batch file's bytes live in its resume parse.

export interface BatchRow {
  id: number;
  kind: ResumeBatchKind;
  status: ResumeBatchStatus;
  file_name: string | null;
  file_count: number;
  error: string | null;
  creator_name: string | null;
  create_ts: Date;
  update_ts: Date;
  counts: ResumeBatchCounts;
}

export interface BatchFileRow {
  id: number;
  batch_id: number;
  position: number;
  file_name: string;
  byte_size: number | null;
  status: ResumeBatchFileStatus;
  error: string | null;
  outcome: 'created' | 'updated' | null;
  user_profile_id: number | null;
  pro_name: string | null;
  parse_id: string | null;
  row_data: Record<string, string> | null;
  update_ts: Date;
}

const COUNTS = `json_build_object(
    'pending', count(*) filter (where f.status = 'pending'), 'uploaded', count(*) filter (where f.status = 'uploaded'),
    'processing', count(*) filter (where f.status = 'processing'), 'completed', count(*) filter (where f.status = 'completed'),
    'error', count(*) filter (where f.status = 'error'), 'created', count(*) filter (where f.outcome = 'created'),
    'updated', count(*) filter (where f.outcome = 'updated'))`;

const BATCH_COLUMNS = `b.id, b.kind, b.status, b.file_name, b.file_count, b.error, b.create_ts, b.update_ts,
  nullif(trim(u.name_first || ' ' || u.name_last), '') as creator_name,
  (select ${COUNTS} from resume_batch_files f where f.batch_id = b.id) as counts`;

const FILE_COLUMNS = `f.id, f.batch_id, f.position, f.file_name, f.byte_size, f.status, f.error, f.outcome, f.user_profile_id,
  nullif(trim(p.name_first || ' ' || p.name_last), '') as pro_name, f.parse_id, f.row_data, f.update_ts`;

export async function insertBatch(q: Queryable, b: { creatorId: number; kind: ResumeBatchKind; fileName: string | null; fileCount: number; status?: ResumeBatchStatus; error?: string | null }): Promise<number> {
  const row = await q.one<{ id: number }>(
    `insert into resume_batches (creator_id, kind, file_name, file_count, status, error) values ($1, $2, $3, $4, $5, $6) returning id`,
    [b.creatorId, b.kind, b.fileName, b.fileCount, b.status ?? 'pending', b.error ?? null],
  );
  return row!.id;
}

/** The files of a new batch, in the order given (one statement: a batch of a thousand is one round trip). */
export async function insertBatchFiles(
  q: Queryable,
  batchId: number,
  files: readonly { fileName: string; byteSize: number | null; status: ResumeBatchFileStatus; error?: string | null; rowData?: Record<string, string> | null }[],
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `insert into resume_batch_files (batch_id, position, file_name, byte_size, status, error, row_data)
     select $1, t.position, t.file_name, t.byte_size, t.status, t.error, t.row_data
     from unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::jsonb[]) as t(position, file_name, byte_size, status, error, row_data)
     order by t.position returning id`,
    [
      batchId,
      files.map((_, i) => i + 1),
      files.map((f) => f.fileName),
      files.map((f) => f.byteSize),
      files.map((f) => f.status),
      files.map((f) => f.error ?? null),
      files.map((f) => (f.rowData ? JSON.stringify(f.rowData) : null)),
    ],
  );
  return rows.map((r) => r.id);
}

export const batchById = (q: Queryable, id: number) =>
  q.one<BatchRow>(`select ${BATCH_COLUMNS} from resume_batches b left join user_profiles u on u.id = b.creator_id where b.id = $1`, [id]);

export async function listBatches(q: Queryable, limit: number, skip: number): Promise<{ rows: BatchRow[]; count: number }> {
  const [{ rows }, total] = await Promise.all([
    q.query<BatchRow>(`select ${BATCH_COLUMNS} from resume_batches b left join user_profiles u on u.id = b.creator_id order by b.create_ts desc, b.id desc limit $1 offset $2`, [limit, skip]),
    q.one<{ n: number }>('select count(*)::int as n from resume_batches'),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function batchFiles(q: Queryable, batchId: number): Promise<BatchFileRow[]> {
  const { rows } = await q.query<BatchFileRow>(`select ${FILE_COLUMNS} from resume_batch_files f left join user_profiles p on p.id = f.user_profile_id where f.batch_id = $1 order by f.position, f.id`, [batchId]);
  return rows;
}

export const batchFile = (q: Queryable, fileId: number) =>
  q.one<BatchFileRow>(`select ${FILE_COLUMNS} from resume_batch_files f left join user_profiles p on p.id = f.user_profile_id where f.id = $1`, [fileId]);

/** Holds the batch for the rest of the transaction: files of one batch end one at a time, so the last one sees every other. */
export async function lockBatch(q: Queryable, batchId: number): Promise<boolean> {
  return (await q.one('select 1 from resume_batches where id = $1 for update', [batchId])) !== undefined;
}

/** A pending file's bytes arrived (stored as parse parseId); undefined when it was not pending. */
export async function markFileUploaded(q: Queryable, fileId: number, parseId: string, byteSize: number): Promise<boolean> {
  const row = await q.one<{ id: number }>(
    `update resume_batch_files set status = 'uploaded', parse_id = $2, byte_size = $3, storage_url = null, update_ts = now() where id = $1 and status = 'pending' returning id`,
    [fileId, parseId, byteSize],
  );
  return row !== undefined;
}

/** Moves a file on; an ended file (completed or error) never moves again. */
export async function moveFile(
  q: Queryable,
  fileId: number,
  status: ResumeBatchFileStatus,
  fields: { error?: string | null; userProfileId?: number | null; outcome?: 'created' | 'updated' | null; storageUrl?: string | null } = {},
): Promise<boolean> {
  const row = await q.one<{ id: number }>(
    `update resume_batch_files set status = $2, error = $3, user_profile_id = coalesce($4, user_profile_id), outcome = coalesce($5, outcome),
       storage_url = coalesce($6, storage_url), update_ts = now()
     where id = $1 and status not in ('completed', 'error') returning id`,
    [fileId, status, fields.error ?? null, fields.userProfileId ?? null, fields.outcome ?? null, fields.storageUrl ?? null],
  );
  return row !== undefined;
}

export async function setBatchStatus(q: Queryable, batchId: number, status: ResumeBatchStatus, error: string | null = null): Promise<void> {
  await q.query('update resume_batches set status = $2, error = coalesce($3, error), update_ts = now() where id = $1', [batchId, status, error]);
}

/** Files announced but never uploaded, older than the timeout. */
export async function stalePendingFiles(q: Queryable, olderThanMs: number): Promise<{ id: number; batch_id: number }[]> {
  const { rows } = await q.query<{ id: number; batch_id: number }>(
    `select id, batch_id from resume_batch_files where status = 'pending' and update_ts < now() - make_interval(secs => $1) order by id limit 500`,
    [olderThanMs / 1000],
  );
  return rows;
}
