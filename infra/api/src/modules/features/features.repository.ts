import type { EmployerFeatureDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';

type FeatureName = EmployerFeatureDto['featureName'];
type FeatureStatus = EmployerFeatureDto['featureStatus'];

export async function storedFeatures(q: Queryable, employerIds: readonly number[], names: readonly FeatureName[]): Promise<{ employer_id: number; feature_name: FeatureName; feature_status: FeatureStatus }[]> {
  const { rows } = await q.query<{ employer_id: number; feature_name: FeatureName; feature_status: FeatureStatus }>(
    `select f.employer_id, f.feature_name, f.feature_status from employer_features f
      where f.employer_id = any($1::int[]) and f.feature_name = any($2::text[])`,
    [[...employerIds], [...names]],
  );
  return rows;
}

/** The ids among these that are employers, ascending. */
export async function existingEmployerIds(q: Queryable, employerIds: readonly number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('select id from employers where id = any($1::int[]) order by id', [[...employerIds]]);
  return rows.map((r) => r.id);
}

export async function upsertFeature(q: Queryable, employerId: number, name: FeatureName, status: FeatureStatus): Promise<void> {
  await q.query(
    `insert into employer_features (employer_id, feature_name, feature_status) values ($1, $2, $3)
     on conflict (employer_id, feature_name) do update set feature_status = excluded.feature_status, update_ts = now()`,
    [employerId, name, status],
  );
}

/**
 * Who hears about the employer's features: its Company Admins who are not archived, else every
 * member who is not (an employer made by staff may have no admin yet).
 */
export async function employerAdmins(q: Queryable, employerId: number): Promise<{ id: number; email: string; name_first: string; employer_name: string }[]> {
  const { rows } = await q.query<{ id: number; email: string; name_first: string; employer_name: string; is_admin: boolean }>(
    `select u.id, u.email, u.name_first, e.name as employer_name, coalesce(g.group_membership = 'Company Admin', false) as is_admin
       from employer_users eu join employers e on e.id = eu.employer_id join user_profiles u on u.id = eu.user_profile_id
       left join user_auth_groups g on g.user_profile_id = u.id
      where eu.employer_id = $1 and u.status <> 'archive' order by u.id`,
    [employerId],
  );
  const admins = rows.filter((r) => r.is_admin);
  return (admins.length > 0 ? admins : rows).map(({ is_admin: _, ...r }) => r);
}
