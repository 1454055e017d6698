import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { JOB_STATUSES } from '@floorhire/rules';
import { JobSummaryListSchema, UserProfileSchema, type UserProfileDto } from '@floorhire/schemas';
import { useApi } from './api';
import { useAsync } from './use-async';

// People the job screens offer as hiring contact, watcher or assignee, and the employers staff
// can post for. Spec 002 §7 names GET employer/{id}/user-profile, GET user-profile/super-admin
// and GET employer/summary for these; until the API serves them, the choices are built from
// what it does serve (docs/decisions/112-people-and-employer-choices.md). Swap the fetchers here.

export interface Person {
  id: number;
  name: string;
  email: string;
}

export interface EmployerChoice {
  id: number;
  name: string;
}

const toPerson = (p: UserProfileDto): Person => ({ id: p.id, name: `${p.nameFirst} ${p.nameLast}`.trim(), email: p.email });

/** GET user-profile/me: the caller, with the employers it belongs to (names included). */
export function fetchMyProfile(api: ApiClient, signal?: AbortSignal): Promise<UserProfileDto> {
  return api.auth.get('user-profile/me', { schema: UserProfileSchema, ...(signal ? { signal } : {}) });
}

/** GET user-profile/{id}: staff read anyone, employer users their colleagues. */
export function fetchUserProfile(api: ApiClient, id: number, signal?: AbortSignal): Promise<UserProfileDto> {
  return api.auth.get(`user-profile/${id}`, { schema: UserProfileSchema, ...(signal ? { signal } : {}) });
}

/** Profiles by id; ids the caller may not read are left out. */
export async function fetchPeople(api: ApiClient, ids: readonly number[], signal?: AbortSignal): Promise<UserProfileDto[]> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  const settled = await Promise.allSettled(unique.map((id) => fetchUserProfile(api, id, signal)));
  return settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

/**
 * Users of one employer: the caller when it belongs to it, and everyone already named as hiring
 * contact or creator on the employer's jobs, kept only when their profile says they belong to it.
 */
export async function fetchEmployerUsers(api: ApiClient, employerId: number, viewer: { userId: number; isStaff: boolean }, extraIds: readonly number[] = [], signal?: AbortSignal): Promise<Person[]> {
  const path = viewer.isStaff ? 'job/summary' : `employer/${employerId}/job/summary`;
  const where: Record<string, unknown> = { status: { inq: viewer.isStaff ? [...JOB_STATUSES] : ['live', 'draft', 'removed'] } };
  if (viewer.isStaff) where.employerId = employerId;
  const rows = await api.jobs.get(path, { schema: JobSummaryListSchema, query: { filter: { where, limit: 100 } }, ...(signal ? { signal } : {}) });
  const ids = [viewer.userId, ...extraIds, ...rows.flatMap((r) => [r.employerAssigneeId ?? 0, r.creatorId ?? 0])];
  const profiles = await fetchPeople(api, ids, signal);
  return profiles
    .filter((p) => p.employerUserMaps.some((m) => m.employerId === employerId))
    .map(toPerson)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function useEmployerUsers(employerId: number | null, viewer: { userId: number; isStaff: boolean }, extraIds: readonly number[] = []) {
  const api = useApi();
  const key = employerId ? JSON.stringify(['employer-users', employerId, viewer.userId, [...extraIds].sort()]) : null;
  const load = useCallback((signal: AbortSignal) => fetchEmployerUsers(api, employerId ?? 0, viewer, extraIds, signal), [api, employerId, viewer, extraIds]);
  return useAsync(key, load);
}

/** Staff users known to the screen: the caller plus the given ids (current assignee, watchers). */
export async function fetchStaffUsers(api: ApiClient, ids: readonly number[], signal?: AbortSignal): Promise<Person[]> {
  const profiles = await fetchPeople(api, ids, signal);
  return profiles.filter((p) => p.type === 'Super Admin' || p.groupMembership === 'Super Admin').map(toPerson);
}

export function useStaffUsers(enabled: boolean, ids: readonly number[]) {
  const api = useApi();
  const key = enabled ? JSON.stringify(['staff-users', [...ids].sort()]) : null;
  const load = useCallback((signal: AbortSignal) => fetchStaffUsers(api, ids, signal), [api, ids]);
  return useAsync(key, load);
}

/** Employers staff can post for: every employer that appears in the staff jobs list. */
export async function fetchEmployerChoices(api: ApiClient, signal?: AbortSignal): Promise<EmployerChoice[]> {
  const byId = new Map<number, string>();
  // Pages of 100 (the list's maximum) until a short page; the demo world has a handful of employers.
  for (let skip = 0; skip < 2000; skip += 100) {
    const rows = await api.jobs.get('job/summary', {
      schema: JobSummaryListSchema,
      query: { filter: { where: { status: { inq: [...JOB_STATUSES] } }, limit: 100, skip, order: ['title ASC'] } },
      ...(signal ? { signal } : {}),
    });
    for (const row of rows) byId.set(row.employerId, row.employerName);
    if (rows.length < 100) break;
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export function useEmployerChoices(enabled: boolean) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchEmployerChoices(api, signal), [api]);
  return useAsync(enabled ? 'employer-choices' : null, load);
}

export function useMyProfile() {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchMyProfile(api, signal), [api]);
  return useAsync('me', load);
}
