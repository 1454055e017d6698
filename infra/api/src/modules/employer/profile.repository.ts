import type { Queryable } from '../../db';

// The employer rows the employer account's screens change (company profile fields, industries,
// the profile photo's address, members): this module's tables, so their SQL is here and the
// employer account calls profile.service.ts (docs/decisions/290-employer-account-module.md).

export interface ProfileFields {
  name?: string | undefined;
  size?: string | null | undefined;
  street1?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  postalCode?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  website?: string | null | undefined;
  phone?: string | null | undefined;
  introduction?: string | null | undefined;
  cultureBenefits?: string | null | undefined;
  facility?: string | null | undefined;
  products?: string | null | undefined;
  industryId?: number | null | undefined;
}

const COLUMNS: Readonly<Record<keyof ProfileFields, string>> = {
  name: 'name',
  size: 'size',
  street1: 'street1',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  lat: 'lat',
  lng: 'lng',
  website: 'website',
  phone: 'phone',
  introduction: 'introduction',
  cultureBenefits: 'culture_benefits',
  facility: 'facility',
  products: 'products',
  industryId: 'industry_id',
};

/** Sets exactly the fields given (a PATCH changes only what it carries, ADR 039); false when there is no such employer. */
export async function updateProfile(q: Queryable, id: number, fields: ProfileFields): Promise<boolean> {
  const sets: string[] = [];
  const params: (string | number | null)[] = [id];
  for (const [key, column] of Object.entries(COLUMNS) as [keyof ProfileFields, string][]) {
    const value = fields[key];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  const { rowCount } = await q.query(`update employers set ${[...sets, 'update_ts = now()'].join(', ')} where id = $1 returning id`, params);
  return rowCount > 0;
}

export async function replaceIndustries(q: Queryable, employerId: number, industryIds: readonly number[]): Promise<void> {
  await q.query('delete from employer_industries where employer_id = $1 and not (industry_id = any($2::int[]))', [employerId, [...industryIds]]);
  await q.query('insert into employer_industries (employer_id, industry_id) select $1, unnest($2::int[]) on conflict do nothing', [employerId, [...industryIds]]);
}

export async function setPhotoUrl(q: Queryable, employerId: number, photoUrl: string | null): Promise<string | null | undefined> {
  const row = await q.one<{ old: string | null }>(
    'update employers e set photo_url = $2, update_ts = now() from (select photo_url as old from employers where id = $1 for update) p where e.id = $1 returning p.old',
    [employerId, photoUrl],
  );
  return row ? row.old : undefined;
}

export async function deleteMember(q: Queryable, employerId: number, userId: number): Promise<boolean> {
  return (await q.query('delete from employer_users where employer_id = $1 and user_profile_id = $2 returning id', [employerId, userId])).rowCount > 0;
}

/** The employer's Company Admins who can still sign in, locked so two demotions cannot race past the last one. */
export async function activeCompanyAdmins(q: Queryable, employerId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `select u.id from employer_users eu
       join user_profiles u on u.id = eu.user_profile_id
       join user_auth_groups g on g.user_profile_id = u.id and g.group_membership = 'Company Admin'
      where eu.employer_id = $1 and u.status <> 'archive'
      order by u.id for update of eu`,
    [employerId],
  );
  return rows.map((r) => r.id);
}

export async function employersOfUser(q: Queryable, userId: number): Promise<{ id: number; name: string }[]> {
  const { rows } = await q.query<{ id: number; name: string }>(
    'select e.id, e.name from employer_users eu join employers e on e.id = eu.employer_id where eu.user_profile_id = $1 order by e.id',
    [userId],
  );
  return rows;
}
