import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { EmployerSummaryListSchema, PersonSummaryListSchema, UserProfileSchema, type PersonSummary, type UserProfileDto } from '@floorhire/schemas';
import { useApi, useResource } from '@floorhire/remote-kit';

// People the job screens offer as hiring contact, watcher or assignee, and the employers staff
// can post for: the picker reads of spec 002 §7 (docs/decisions/114-people-and-employer-reads.md).

export interface Person {
  id: number;
  name: string;
  email: string;
}

export interface EmployerChoice {
  id: number;
  name: string;
}

const toPerson = (p: Pick<PersonSummary, 'id' | 'nameFirst' | 'nameLast' | 'email'>): Person => ({ id: p.id, name: `${p.nameFirst} ${p.nameLast}`.trim(), email: p.email });
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET user-profile/me: the caller, with the employers it belongs to (names included). */
export function fetchMyProfile(api: ApiClient, signal?: AbortSignal): Promise<UserProfileDto> {
  return api.auth.get('user-profile/me', { schema: UserProfileSchema, ...withSignal(signal) });
}

/**
 * GET employer/{id}/user-profile: the employer's users, by first name. Archived users are left
 * out unless named in `keepIds` (a saved hiring contact stays visible on the job it is on).
 */
export async function fetchEmployerUsers(api: ApiClient, employerId: number, keepIds: readonly number[] = [], signal?: AbortSignal): Promise<Person[]> {
  const users = await api.employer.get(`employer/${employerId}/user-profile`, { schema: PersonSummaryListSchema, ...withSignal(signal) });
  return users.filter((u) => u.status !== 'archive' || keepIds.includes(u.id)).map(toPerson);
}

export function useEmployerUsers(employerId: number | null, keepIds: readonly number[] = []) {
  const api = useApi();
  const key = employerId ? JSON.stringify(['employer-users', employerId, [...keepIds].sort()]) : null;
  const load = useCallback((signal: AbortSignal) => fetchEmployerUsers(api, employerId ?? 0, keepIds, signal), [api, employerId, keepIds]);
  return useResource(key, load);
}

/** GET user-profile/super-admin: staff that are not archived, by first name (assignee, admin watchers). */
export async function fetchStaffUsers(api: ApiClient, signal?: AbortSignal): Promise<Person[]> {
  const users = await api.auth.get('user-profile/super-admin', { schema: PersonSummaryListSchema, ...withSignal(signal) });
  return users.map(toPerson);
}

export function useStaffUsers(enabled: boolean) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchStaffUsers(api, signal), [api]);
  return useResource(enabled ? 'staff-users' : null, load);
}

const EMPLOYER_PAGE = 100;
/** A select of more than this many employers would be unusable; past it staff narrow by name. */
const EMPLOYER_CHOICES_MAX = 1000;

/** GET employer/summary, page by page: every employer that is not archived, by name. */
export async function fetchEmployerChoices(api: ApiClient, signal?: AbortSignal): Promise<EmployerChoice[]> {
  const choices: EmployerChoice[] = [];
  for (let skip = 0; skip < EMPLOYER_CHOICES_MAX; skip += EMPLOYER_PAGE) {
    const rows = await api.employer.get('employer/summary', {
      schema: EmployerSummaryListSchema,
      query: { filter: { limit: EMPLOYER_PAGE, skip, order: 'name ASC' } },
      ...withSignal(signal),
    });
    choices.push(...rows.map((r) => ({ id: r.id, name: r.name })));
    if (rows.length < EMPLOYER_PAGE) break;
  }
  return choices;
}

export function useEmployerChoices(enabled: boolean) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchEmployerChoices(api, signal), [api]);
  return useResource(enabled ? 'employer-choices' : null, load);
}

export function useMyProfile() {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchMyProfile(api, signal), [api]);
  return useResource('me', load);
}
