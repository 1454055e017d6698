import type { Queryable } from '../../db';
import { refreshSearchDocuments, staleDocumentProIds } from './search-documents.repository';

// Keeping pro_search_documents fresh (ADR 245). Every statement that writes pros refreshes the
// documents of its rows in the same transaction (the trigger of the migration). This job is the
// safety net: it rebuilds documents that are missing, stale or no longer searchable, e.g. after a
// bulk load with triggers off. Idempotent: it only rebuilds from the pros table's current rows.

export const REFRESH_JOB = 'talent-search.documents';
export const REFRESH_EVERY_MS = 5 * 60_000;
const BATCH = 5_000;

/** Repairs every document that differs from its pro; returns how many it rebuilt or removed. */
export async function refreshStaleDocuments(q: Queryable): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await staleDocumentProIds(q, BATCH);
    if (ids.length === 0) return total;
    total += await refreshSearchDocuments(q, ids);
    if (ids.length < BATCH) return total;
  }
}
