import type { Queryable, Tx } from '../../db';

// Saved searches keep their filters as JSON (query.selectedFilters.jobTitleIds, skillIds,
// machineIds, brandIds): a taxonomy delete moves those ids to the replacement, each once
// (docs/decisions/312-taxonomy-uses.md). `filter` is one of the four fixed key names.

export type SavedFilterKey = 'jobTitleIds' | 'skillIds' | 'machineIds' | 'brandIds';

export async function countSavedSearchesWith(q: Queryable, filter: SavedFilterKey, id: number): Promise<number> {
  return (await q.one<{ n: number }>(`select count(*)::int as n from saved_searches where query -> 'selectedFilters' -> '${filter}' @> jsonb_build_array($1::int)`, [id]))!.n;
}

export async function moveSavedSearchFilter(tx: Tx, filter: SavedFilterKey, fromId: number, toId: number | null): Promise<number> {
  const { rowCount } = await tx.query(
    `update saved_searches set update_ts = now(), query = jsonb_set(query, '{selectedFilters,${filter}}',
       (select coalesce(jsonb_agg(y order by y), '[]'::jsonb)
          from (select distinct case when x::int = $1 then $2::int else x::int end as y
                  from jsonb_array_elements_text(query -> 'selectedFilters' -> '${filter}') x) z
         where y is not null))
     where query -> 'selectedFilters' -> '${filter}' @> jsonb_build_array($1::int)`,
    [fromId, toId],
  );
  return rowCount;
}
