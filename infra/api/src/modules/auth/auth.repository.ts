import type { Queryable } from '../../db';

// SQL of sign-in: magic links (only a hash of each code is stored) and social identities.

export type LinkPurpose = 'login' | 'invite' | 'reset-password' | 'verify-email';

export interface LinkRow {
  id: number;
  user_profile_id: number;
  purpose: LinkPurpose;
  employer_id: number | null;
  redirect_url: string;
  expires_ts: Date;
  used_ts: Date | null;
  expired: boolean;
}

export async function insertLink(
  q: Queryable,
  link: { codeHash: string; userId: number; purpose: LinkPurpose; employerId: number | null; redirectUrl: string; channel: 'EMAIL' | 'SMS' | null; ttlSeconds: number },
): Promise<void> {
  await q.query(
    `insert into magic_links (code_hash, user_profile_id, purpose, employer_id, redirect_url, channel, expires_ts)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [link.codeHash, link.userId, link.purpose, link.employerId, link.redirectUrl, link.channel, link.ttlSeconds],
  );
}

export function linkByHash(q: Queryable, codeHash: string, lock: boolean): Promise<LinkRow | undefined> {
  return q.one<LinkRow>(
    `select id, user_profile_id, purpose, employer_id, redirect_url, expires_ts, used_ts, expires_ts <= now() as expired
     from magic_links where code_hash = $1 ${lock ? 'for update' : ''}`,
    [codeHash],
  );
}

export async function markLinkUsed(q: Queryable, id: number): Promise<void> {
  await q.query('update magic_links set used_ts = now() where id = $1', [id]);
}

/** A link replaced by a fresh one stops working; one already used keeps its time. */
export async function retireLink(q: Queryable, id: number): Promise<void> {
  await q.query('update magic_links set used_ts = coalesce(used_ts, now()) where id = $1', [id]);
}

export async function userOfSocialIdentity(q: Queryable, provider: string, subject: string): Promise<number | undefined> {
  return (await q.one<{ user_profile_id: number }>('select user_profile_id from social_identities where provider = $1 and subject = $2', [provider, subject]))?.user_profile_id;
}

export async function insertSocialIdentity(q: Queryable, userId: number, provider: string, subject: string, email: string): Promise<void> {
  await q.query('insert into social_identities (user_profile_id, provider, subject, email) values ($1, $2, $3, $4)', [userId, provider, subject, email]);
}
