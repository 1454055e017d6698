import type { Queryable } from '../../db';

// SQL of the sign-in settings over this module's social_identities (ADR 296).

export interface IdentityRow {
  provider: 'google' | 'facebook';
  subject: string;
  email: string | null;
  create_ts: Date;
}

export async function identitiesOf(q: Queryable, userId: number): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>('select provider, subject, email, create_ts from social_identities where user_profile_id = $1 order by create_ts, id', [userId]);
  return rows;
}

export async function deleteIdentities(q: Queryable, userId: number, provider: string): Promise<number> {
  return (await q.query('delete from social_identities where user_profile_id = $1 and provider = $2 returning id', [userId, provider])).rowCount;
}
