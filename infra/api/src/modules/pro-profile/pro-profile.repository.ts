import type { Queryable } from '../../db';

/** The pro record every Expert has; created once, kept on every later call. */
export async function ensurePro(q: Queryable, userId: number): Promise<number> {
  await q.query('insert into pros (user_profile_id) values ($1) on conflict (user_profile_id) do nothing', [userId]);
  return (await q.one<{ id: number }>('select id from pros where user_profile_id = $1', [userId]))!.id;
}

/** The pro's home postal code, with city, state and coordinates when the code is known. */
export async function setProPostalCode(q: Queryable, proId: number, postalCode: string | null): Promise<void> {
  await q.query(
    `update pros p set postal_code = $2, city = z.city, state = z.state, lat = z.lat, lng = z.lng, update_ts = now()
     from (select $2::text as pc) q left join postal_codes z on z.postal_code = q.pc where p.id = $1`,
    [proId, postalCode],
  );
}

export const proOwner = async (q: Queryable, proId: number) =>
  (await q.one<{ user_profile_id: number }>('select user_profile_id from pros where id = $1', [proId]))?.user_profile_id;

export const isExpert = async (q: Queryable, userId: number) =>
  (await q.one<{ ok: boolean }>(`select exists (select 1 from user_auth_groups where user_profile_id = $1 and group_membership = 'Expert') as ok`, [userId]))?.ok === true;
