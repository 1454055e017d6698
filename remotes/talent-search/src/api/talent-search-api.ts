import type { ApiClient } from '@floorhire/api-client';
import { EmptyAnswerSchema } from '@floorhire/schemas';
import {
  CandidateDetailSchema,
  CandidateSearchResultSchema,
  ShortlistListSchema,
  ShortlistMappingsSchema,
  ShortlistSchema,
  UnlockResultSchema,
  UnlockStateSchema,
  type CandidateSearchInput,
  type UnlockSource,
} from '@floorhire/domain-talent-search';

// Calls more than one feature of this remote makes (candidate discovery, spec 002 §7). Employer
// calls name the employer in the path or in the Employer-Id header; staff calls use the admin paths.

export type Scope = { kind: 'employer'; employerId: number } | { kind: 'staff' };

export const headersOf = (scope: Scope): Record<string, string> => (scope.kind === 'employer' ? { 'employer-id': String(scope.employerId) } : {});

/** POST search/employer/{id}/candidates or search/admin/candidates. */
export function searchCandidates(api: ApiClient, scope: Scope, body: CandidateSearchInput, signal?: AbortSignal) {
  const path = scope.kind === 'employer' ? `/search/employer/${scope.employerId}/candidates` : '/search/admin/candidates';
  return api.candidateDiscovery.post(path, { schema: CandidateSearchResultSchema, body, ...(signal ? { signal } : {}) });
}

/** GET search/employer/{id}/candidates/{id} or search/admin/candidates/{id}. */
export function getCandidate(api: ApiClient, scope: Scope, candidateId: number, signal?: AbortSignal) {
  const path = scope.kind === 'employer' ? `/search/employer/${scope.employerId}/candidates/${candidateId}` : `/search/admin/candidates/${candidateId}`;
  return api.candidateDiscovery.get(path, { schema: CandidateDetailSchema, ...(signal ? { signal } : {}) });
}

export function listShortlists(api: ApiClient, scope: Scope, signal?: AbortSignal) {
  return api.candidateDiscovery.get('/shortlist', { schema: ShortlistListSchema, headers: headersOf(scope), ...(signal ? { signal } : {}) });
}

export function getShortlistMappings(api: ApiClient, scope: Scope, signal?: AbortSignal) {
  return api.candidateDiscovery.get('/shortlist/mappings', { schema: ShortlistMappingsSchema, headers: headersOf(scope), ...(signal ? { signal } : {}) });
}

export function createShortlist(api: ApiClient, scope: Scope, title: string) {
  return api.candidateDiscovery.post('/shortlist', { schema: ShortlistSchema, headers: headersOf(scope), body: { title } });
}

export function renameShortlist(api: ApiClient, scope: Scope, id: number, title: string) {
  return api.candidateDiscovery.patch(`/shortlist/${id}`, { schema: ShortlistSchema, headers: headersOf(scope), body: { title } });
}

export function deleteShortlist(api: ApiClient, scope: Scope, id: number) {
  return api.candidateDiscovery.delete(`/shortlist/${id}`, { schema: EmptyAnswerSchema, headers: headersOf(scope) });
}

export function addToShortlist(api: ApiClient, scope: Scope, shortlistId: number, proId: number) {
  return api.candidateDiscovery.post('/shortlist/pro', { schema: ShortlistMappingsSchema, headers: headersOf(scope), body: { proId, shortlistId } });
}

export function removeFromShortlist(api: ApiClient, scope: Scope, shortlistId: number, proId: number) {
  return api.candidateDiscovery.delete(`/shortlist/${shortlistId}/pro/${proId}`, { schema: ShortlistMappingsSchema, headers: headersOf(scope) });
}

/** GET /pro-unlock/employer/{id}: credits and what the employer unlocked. */
export function getUnlocks(api: ApiClient, employerId: number, signal?: AbortSignal) {
  return api.candidateDiscovery.get(`/pro-unlock/employer/${employerId}`, { schema: UnlockStateSchema, ...(signal ? { signal } : {}) });
}

/** POST /pro-unlock/employer/{id} (proUserProfileIdsToUnlock, source). */
export function unlockPros(api: ApiClient, employerId: number, ids: readonly number[], source: UnlockSource) {
  return api.candidateDiscovery.post(`/pro-unlock/employer/${employerId}`, { schema: UnlockResultSchema, body: { proUserProfileIdsToUnlock: ids, source } });
}

/** POST /notify/viewed-candidate. */
export function notifyViewed(api: ApiClient, scope: Scope, candidateId: number) {
  return api.candidateDiscovery.post('/notify/viewed-candidate', { schema: EmptyAnswerSchema, headers: headersOf(scope), body: { candidateId } });
}

