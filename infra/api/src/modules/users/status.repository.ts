import type { Queryable } from '../../db';

// The status column of user_profiles (spec 000 §4), as staff set it by hand.

/** Sets the status; answers the status before, or undefined when there is no such user. */
export async function updateStatus(q: Queryable, userId: number, status: string): Promise<string | undefined> {
  const row = await q.one<{ before: string }>(
    `update user_profiles u set status = $2, update_ts = now() from (select id, status as before from user_profiles where id = $1 for update) b
      where u.id = b.id returning b.before`,
    [userId, status],
  );
  return row?.before;
}
