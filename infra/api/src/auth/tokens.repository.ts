import type { GroupMembership } from '@floorhire/rules';
import type { Queryable } from '../db';

// All SQL of the platform's tokens: refresh-token families and their tokens (a family is one
// sign-in; docs/decisions/032), and the claims a token carries, read from the users' and
// employers' tables.

export interface UserClaimsRow {
  id: number;
  email: string;
  name_first: string;
  name_last: string;
  status: string;
  type: string;
  group_membership: GroupMembership | null;
  roles: string[] | null;
  employer_ids: number[] | null;
}

export function claimsOf(q: Queryable, userId: number): Promise<UserClaimsRow | undefined> {
  return q.one<UserClaimsRow>(
    `select u.id, u.email, u.name_first, u.name_last, u.status, u.type, g.group_membership,
       (select array_agg(r.role_membership order by r.role_membership) from user_roles r where r.user_profile_id = u.id) as roles,
       (select array_agg(eu.employer_id order by eu.employer_id) from employer_users eu where eu.user_profile_id = u.id) as employer_ids
     from user_profiles u left join user_auth_groups g on g.user_profile_id = u.id where u.id = $1`,
    [userId],
  );
}

export async function insertFamily(q: Queryable, familyId: string, userId: number): Promise<void> {
  await q.query('insert into refresh_token_families (id, user_profile_id) values ($1, $2)', [familyId, userId]);
}

/** The client address of a session, recorded once, when it starts (ADR 038). */
export async function setFamilyAddress(q: Queryable, tokenHash: string, address: string): Promise<void> {
  await q.query(
    'update refresh_token_families f set client_address = $2 from refresh_tokens t where t.family_id = f.id and t.token_hash = $1 and f.client_address is null',
    [tokenHash, address],
  );
}

export async function insertRefreshToken(q: Queryable, familyId: string, tokenHash: string, ttlSeconds: number): Promise<void> {
  await q.query(`insert into refresh_tokens (family_id, token_hash, expires_ts) values ($1, $2, now() + make_interval(secs => $3))`, [familyId, tokenHash, ttlSeconds]);
}

export interface PresentedToken {
  id: number;
  family_id: string;
  used_ts: Date | null;
  expired: boolean;
  revoked: boolean;
  user_profile_id: number;
}

/** The presented refresh token and its family, locked for the rotation. */
export function lockPresentedToken(q: Queryable, tokenHash: string): Promise<PresentedToken | undefined> {
  return q.one<PresentedToken>(
    `select t.id, t.family_id, t.used_ts, t.expires_ts < now() as expired, f.revoked_ts is not null as revoked, f.user_profile_id
     from refresh_tokens t join refresh_token_families f on f.id = t.family_id where t.token_hash = $1 for update of t, f`,
    [tokenHash],
  );
}

export async function markTokenUsed(q: Queryable, id: number): Promise<void> {
  await q.query('update refresh_tokens set used_ts = now() where id = $1', [id]);
}

export async function revokeFamily(q: Queryable, familyId: string, reason: string): Promise<void> {
  await q.query(`update refresh_token_families set revoked_ts = now(), revoked_reason = $2 where id = $1`, [familyId, reason]);
}

export async function revokeFamilyOfToken(q: Queryable, tokenHash: string, reason: string): Promise<void> {
  await q.query(
    `update refresh_token_families set revoked_ts = now(), revoked_reason = $2
     where revoked_ts is null and id = (select family_id from refresh_tokens where token_hash = $1)`,
    [tokenHash, reason],
  );
}

export async function revokeFamiliesOfUser(q: Queryable, userId: number, reason: string): Promise<void> {
  await q.query(`update refresh_token_families set revoked_ts = now(), revoked_reason = $2 where user_profile_id = $1 and revoked_ts is null`, [userId, reason]);
}
