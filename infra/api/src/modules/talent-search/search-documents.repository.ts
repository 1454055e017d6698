import type { Queryable } from '../../db';

// Keeping pro_search_documents fresh (ADR 245). Every statement that writes pros refreshes the
// documents of its rows in the same transaction (the trigger of the migration). This job is the
// safety net: it rebuilds documents that are missing, stale or no longer searchable, e.g. after a
// bulk load with triggers off. Idempotent: it only rebuilds from the pros table's current rows.

export const REFRESH_JOB = 'talent-search.documents';
export const REFRESH_EVERY_MS = 5 * 60_000;
const BATCH = 5_000;

/** Rebuilds the documents of the given pros (by pros.id); returns rows written or removed. */
export async function refreshSearchDocuments(q: Queryable, proIds: readonly number[]): Promise<number> {
  if (proIds.length === 0) return 0;
  return (await q.one<{ n: number }>('select talent_search_refresh_documents($1::int[]) n', [[...proIds]]))?.n ?? 0;
}

/** Repairs every document that differs from its pro; returns how many it rebuilt or removed. */
export async function refreshStaleDocuments(q: Queryable): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await q.query<{ id: number }>(
      `select p.id from pros p left join pro_search_documents d on d.pro_id = p.id
        where (p.status = 'active') <> (d.pro_id is not null)
           or (d.pro_id is not null and (d.source_update_ts <> p.update_ts or d.last_active_ts is distinct from p.last_active_ts))
        limit ${BATCH}`,
    );
    if (rows.length === 0) return total;
    total += await refreshSearchDocuments(q, rows.map((r) => r.id));
    if (rows.length < BATCH) return total;
  }
}
