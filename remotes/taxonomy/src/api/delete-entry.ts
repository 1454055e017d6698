import type { ApiClient } from '@floorhire/api-client';
import { DeleteAnswerSchema, TAXONOMY_LISTS, type DeleteAnswer, type TaxonomyKind } from '@floorhire/domain-taxonomy';

/**
 * DELETE /job-title/{id} and /taxonomy-*\/{id} (spec 002 §7), with replaceId: everything that
 * holds the entry moves to the replacement. Refused (409) while it is held and none is named.
 */
export function deleteEntry(api: ApiClient, kind: TaxonomyKind, id: number, replaceId: number | null): Promise<DeleteAnswer> {
  return api.jobs.delete(`${TAXONOMY_LISTS[kind].apiPath}/${id}`, { schema: DeleteAnswerSchema, ...(replaceId !== null ? { query: { replaceId } } : {}) });
}
