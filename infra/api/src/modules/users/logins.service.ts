import type { GroupMembership } from '@floorhire/rules';
import type { Queryable } from '../../db';
import * as repo from './users.repository';

// What sign-in, sign-up, invitations, tokens and profile photos ask of users: the user_profiles
// rows are this module's (docs/decisions/171, 175), so other modules and the platform read and
// change them through these calls.

export type { CreatedUser, LoginRow } from './users.repository';

export function findLoginByEmail(q: Queryable, email: string): Promise<repo.LoginRow | undefined> {
  return repo.findLoginByEmail(q, email);
}

export function findLoginById(q: Queryable, id: number): Promise<repo.LoginRow | undefined> {
  return repo.findLoginById(q, id);
}

export function findLoginByPhone(q: Queryable, phone: string): Promise<repo.LoginRow | undefined> {
  return repo.findLoginByPhone(q, phone);
}

export function userIdByEmail(q: Queryable, email: string): Promise<number | undefined> {
  return repo.userIdByEmail(q, email);
}

export function emailTaken(q: Queryable, email: string): Promise<boolean> {
  return repo.emailTaken(q, email);
}

export function insertUser(q: Queryable, user: repo.NewUser): Promise<repo.CreatedUser> {
  return repo.insertUser(q, user);
}

export function updateProfile(q: Queryable, id: number, fields: Parameters<typeof repo.updateProfile>[2]): Promise<boolean> {
  return repo.updateProfile(q, id, fields);
}

export function setAvatarUrl(q: Queryable, id: number, avatarUrl: string | null): Promise<boolean> {
  return repo.setAvatarUrl(q, id, avatarUrl);
}

export function setPasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  return repo.setPasswordHash(q, userId, passwordHash);
}

export function markEmailVerified(q: Queryable, userId: number): Promise<void> {
  return repo.markEmailVerified(q, userId);
}

export function completeInvitee(q: Queryable, userId: number, nameFirst: string, nameLast: string, passwordHash: string | null): Promise<void> {
  return repo.completeInvitee(q, userId, nameFirst, nameLast, passwordHash);
}

export function groupOf(q: Queryable, userId: number): Promise<GroupMembership | null> {
  return repo.groupOf(q, userId);
}

export function fullNameOf(q: Queryable, userId: number): Promise<string | undefined> {
  return repo.fullNameOf(q, userId);
}

export function insertReferral(q: Queryable, userId: number, referral: Parameters<typeof repo.insertReferral>[2]): Promise<number> {
  return repo.insertReferral(q, userId, referral);
}

/** A session started or was refreshed: the user was active now. */
export function markUserActive(q: Queryable, userId: number): Promise<void> {
  return repo.touchLastActive(q, userId);
}

/** Whether the database has any user yet (the demo seed fills only an empty one). */
export function hasAnyUser(q: Queryable): Promise<boolean> {
  return repo.anyUser(q);
}
