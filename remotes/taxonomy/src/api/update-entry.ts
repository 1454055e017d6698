import type { ApiClient } from '@floorhire/api-client';
import { TAXONOMY_LISTS, type TaxonomyKind } from '@floorhire/domain-taxonomy';
import { DETAIL_SCHEMAS, type DetailOf } from './get-entry';

/** PATCH /{list}/{id}: only the fields sent change (ADR 039). */
export function updateEntry<K extends TaxonomyKind>(api: ApiClient, kind: K, id: number, body: Record<string, unknown>): Promise<DetailOf<K>> {
  return api.jobs.patch(`${TAXONOMY_LISTS[kind].apiPath}/${id}`, { schema: DETAIL_SCHEMAS[kind] as (typeof DETAIL_SCHEMAS)[K], body }) as Promise<DetailOf<K>>;
}
