import type { Queryable } from '../../db';

// The little SQL of the bulk upload's matching (ADR 321): it owns no table. It reads who is a
// pro (user_profiles and user_auth_groups, the users module's) as a read model, and serialises
// the files that name the same person.

/**
 * Holds the named people (normalised e-mail or phone) for the rest of the transaction, so two
 * files of the same person, on two workers or two API processes, are matched one after the
 * other and the second finds the pro the first made. Taken in sorted order: no deadlock.
 */
export async function lockPeople(q: Queryable, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await q.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`batch-resume:${key}`]);
}

export interface PersonRow {
  id: number;
  group_membership: string | null;
}

/** The user with this e-mail (any group: the e-mail is a login and unique). */
export const userByEmail = (q: Queryable, email: string) =>
  q.one<PersonRow>('select u.id, g.group_membership from user_profiles u left join user_auth_groups g on g.user_profile_id = u.id where lower(u.email) = lower($1)', [email]);

/** The oldest pro with this phone (a phone is not unique; only pros are matched on it). */
export const proByPhone = (q: Queryable, phone: string) =>
  q.one<PersonRow>(
    `select u.id, g.group_membership from user_profiles u join user_auth_groups g on g.user_profile_id = u.id
     where u.phone = $1 and g.group_membership = 'Expert' and u.status <> 'archive' order by u.id limit 1`,
    [phone],
  );
