import type { Queryable } from '../../db';

// The SQL that keeps pro_search_documents fresh (ADR 245). Every statement that writes pros refreshes the
// documents of its rows in the same transaction (the trigger of the migration). This job is the
// safety net: it rebuilds documents that are missing, stale or no longer searchable, e.g. after a
// bulk load with triggers off. Idempotent: it only rebuilds from the pros table's current rows.

/** Rebuilds the documents of the given pros (by pros.id); returns rows written or removed. */
export async function refreshSearchDocuments(q: Queryable, proIds: readonly number[]): Promise<number> {
  if (proIds.length === 0) return 0;
  return (await q.one<{ n: number }>('select talent_search_refresh_documents($1::int[]) n', [[...proIds]]))?.n ?? 0;
}

/** Pros whose document differs from their row (missing, stale, or no longer searchable). */
export async function staleDocumentProIds(q: Queryable, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `select p.id from pros p left join pro_search_documents d on d.pro_id = p.id
      where (p.status = 'active') <> (d.pro_id is not null)
         or (d.pro_id is not null and (d.source_update_ts <> p.update_ts or d.last_active_ts is distinct from p.last_active_ts))
      limit $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}
