import type { Queryable } from '../../db';

// SQL of the assistant: its documents (ai_documents) and the taxonomy facts generation reads.

export type DocumentKind = 'job-description' | 'screening-questions';
export type DocumentStatus = 'pending' | 'fulfilled' | 'failed' | 'stopped';

export interface DocumentRow {
  id: string;
  kind: DocumentKind;
  requester_id: number | null;
  status: DocumentStatus;
  result: { jobDescription?: string; screeningQuestions?: string[]; message?: string } | null;
  create_ts: Date;
  update_ts: Date;
}

/** Inserts a pending document; false when one with this id exists (a retried request). */
export async function insertDocument(q: Queryable, id: string, kind: DocumentKind, requesterId: number, input: unknown): Promise<boolean> {
  const inserted = await q.one<{ id: string }>(
    `insert into ai_documents (id, kind, requester_id, input) values ($1, $2, $3, $4) on conflict (id) do nothing returning id`,
    [id, kind, requesterId, JSON.stringify(input)],
  );
  return !!inserted;
}

export function documentOfKind(q: Queryable, id: string, kind: DocumentKind): Promise<DocumentRow | undefined> {
  return q.one<DocumentRow>('select id, kind, requester_id, status, result, create_ts, update_ts from ai_documents where id = $1 and kind = $2', [id, kind]);
}

export function documentOwner(q: Queryable, id: string): Promise<{ requester_id: number | null; status: DocumentStatus } | undefined> {
  return q.one<{ requester_id: number | null; status: DocumentStatus }>('select requester_id, status from ai_documents where id = $1', [id]);
}

/** Stops a pending document; answers the new status, or undefined when it was no longer pending. */
export async function stopPending(q: Queryable, id: string): Promise<DocumentStatus | undefined> {
  return (await q.one<{ status: DocumentStatus }>(`update ai_documents set status = 'stopped', update_ts = now() where id = $1 and status = 'pending' returning status`, [id]))?.status;
}

export function documentInput<I>(q: Queryable, id: string): Promise<{ kind: DocumentKind; status: string; input: I } | undefined> {
  return q.one<{ kind: DocumentKind; status: string; input: I }>('select kind, status, input from ai_documents where id = $1', [id]);
}

/** Stores the result; a document stopped meanwhile stays stopped. */
export async function fulfilPending(q: Queryable, id: string, result: unknown): Promise<void> {
  await q.query(`update ai_documents set result = $2, status = 'fulfilled', update_ts = now() where id = $1 and status = 'pending'`, [id, JSON.stringify(result)]);
}

export async function failPending(q: Queryable, id: string, message: string): Promise<void> {
  await q.query(`update ai_documents set status = 'failed', result = $2, update_ts = now() where id = $1 and status = 'pending'`, [id, JSON.stringify({ message })]);
}

// ── taxonomy facts ─────────────────────────────────────────────────────────────────────────

export async function titleFacts(q: Queryable, jobTitleId: number): Promise<{ responsibilities: string[]; qualifications: string[]; skills: string[] }> {
  const [resp, qual, skills] = await Promise.all([
    q.query<{ name: string }>('select name from responsibilities where job_title_id = $1 order by id limit 8', [jobTitleId]),
    q.query<{ name: string }>('select name from qualifications where job_title_id = $1 order by id limit 8', [jobTitleId]),
    q.query<{ name: string }>(
      // Category 1 only: machines and brands (2, 3) are written from the brand facts instead.
      `select s.name from job_title_skill_maps m join job_skills s on s.id = m.job_skill_id where m.job_title_id = $1 and s.status = 'live' and s.category = 1 order by s.name limit 12`,
      [jobTitleId],
    ),
  ]);
  return { responsibilities: resp.rows.map((r) => r.name), qualifications: qual.rows.map((r) => r.name), skills: skills.rows.map((r) => r.name) };
}

/** The machines each named brand (lower-cased) builds. */
export async function machinesOfBrands(q: Queryable, brandsLower: readonly string[]): Promise<{ brand: string; machine: string }[]> {
  const { rows } = await q.query<{ brand: string; machine: string }>(
    `select b.name as brand, m.name as machine from brands b
       join machine_brand_maps mb on mb.brand_id = b.id join machines m on m.id = mb.machine_id
      where lower(b.name) = any($1::text[]) order by b.name, m.name`,
    [[...brandsLower]],
  );
  return rows;
}
