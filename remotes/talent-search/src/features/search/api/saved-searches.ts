import type { ApiClient } from '@floorhire/api-client';
import { EmptyAnswerSchema } from '@floorhire/schemas';
import { SavedSearchListSchema, SavedSearchSchema, type SavedSearchQuery } from '@floorhire/domain-talent-search';
import { headersOf, type Scope } from '#app/api/talent-search-api';

/** GET /search/saved: newest first. */
export function listSavedSearches(api: ApiClient, scope: Scope, signal?: AbortSignal) {
  return api.candidateDiscovery.get('/search/saved', { schema: SavedSearchListSchema, headers: headersOf(scope), ...(signal ? { signal } : {}) });
}

/** POST /search/saved: the body is the query. */
export function saveSearch(api: ApiClient, scope: Scope, query: SavedSearchQuery) {
  return api.candidateDiscovery.post('/search/saved', { schema: SavedSearchSchema, headers: headersOf(scope), body: query });
}

export function deleteSavedSearch(api: ApiClient, scope: Scope, id: number) {
  return api.candidateDiscovery.delete(`/search/saved/${id}`, { schema: EmptyAnswerSchema, headers: headersOf(scope) });
}
