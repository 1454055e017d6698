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
