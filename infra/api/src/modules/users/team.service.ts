import type { Queryable } from '../../db';
import { addRole, lockUser as lock, removeRoles } from './users.repository';
import * as repo from './team.repository';

// What the employer account's team screens, sign-in settings and notifications ask of users; the
// rows stay this module's (ADR 175), so they go through these calls.

export type { NotifiableRow, TeamMemberRow } from './team.repository';

export function readTeamMember(q: Queryable, userId: number): Promise<repo.TeamMemberRow | undefined> {
  return repo.teamMember(q, userId);
}

/** Locks the user's row until the transaction ends; false when there is no such user. */
export function lockUser(q: Queryable, userId: number): Promise<boolean> {
  return lock(q, userId);
}

/** The roles granted one by one (outside every group) become exactly `granted` of `grantable`. */
export async function setGrantedRoles(tx: Queryable, userId: number, grantable: readonly string[], granted: readonly string[]): Promise<void> {
  await removeRoles(tx, userId, grantable.filter((r) => !granted.includes(r)));
  for (const role of granted) await addRole(tx, userId, role);
}

/** Archived users cannot sign in (spec 000 §4 status archive). */
export function archiveUser(tx: Queryable, userId: number): Promise<void> {
  return repo.setStatus(tx, userId, 'archive');
}

export function replacePasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  return repo.replacePasswordHash(q, userId, passwordHash);
}

/** The address, phone and channel switches of users a notification may go to. */
export function notifiableUsers(q: Queryable, userIds: readonly number[]): Promise<repo.NotifiableRow[]> {
  return repo.notifiable(q, userIds);
}
