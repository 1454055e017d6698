import type { ApiClient } from '@floorhire/api-client';
import { TAXONOMY_LISTS, type TaxonomyKind } from '@floorhire/domain-taxonomy';
import { DETAIL_SCHEMAS, type DetailOf } from './get-entry';

/** POST /{list}: a new entry (a removed one of the same name comes back); answers it with its usage. */
export function createEntry<K extends TaxonomyKind>(api: ApiClient, kind: K, body: Record<string, unknown>): Promise<DetailOf<K>> {
  return api.jobs.post(TAXONOMY_LISTS[kind].apiPath, { schema: DETAIL_SCHEMAS[kind] as (typeof DETAIL_SCHEMAS)[K], body }) as Promise<DetailOf<K>>;
}
