import type { EmployerFeatureDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { existingEmployerIds, storedFeatures } from './features.repository';

// Employer features (spec 002 §3, §7 "Features"): each feature of each asked employer, the
// stored status or 'disabled' when never set. docs/decisions/132-employer-features.md.

export async function featuresOf(q: Queryable, employerIds: readonly number[], names: readonly EmployerFeatureDto['featureName'][]): Promise<EmployerFeatureDto[]> {
  const stored = new Map((await storedFeatures(q, employerIds, names)).map((r) => [`${r.employer_id}|${r.feature_name}`, r.feature_status]));
  // Only employers that exist are answered for: an unknown id yields nothing.
  const existing = await existingEmployerIds(q, employerIds);
  return existing.flatMap((id) => names.map((featureName) => ({ employerId: id, featureName, featureStatus: stored.get(`${id}|${featureName}`) ?? 'disabled' })));
}
