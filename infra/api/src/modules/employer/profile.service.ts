import type { Queryable } from '../../db';
import * as repo from './profile.repository';

// What the employer account asks of employers: the company profile's fields, its industries,
// the profile photo's address and the team's memberships. The rows are this module's (ADR 175).

export type { ProfileFields } from './profile.repository';

export function updateEmployerProfile(tx: Queryable, employerId: number, fields: repo.ProfileFields): Promise<boolean> {
  return repo.updateProfile(tx, employerId, fields);
}

/** The employer's industries become exactly these. */
export function setEmployerIndustries(tx: Queryable, employerId: number, industryIds: readonly number[]): Promise<void> {
  return repo.replaceIndustries(tx, employerId, industryIds);
}

/** Points the employer's photoUrl at a new address (null: none); answers the old one, undefined when there is no employer. */
export function setEmployerPhotoUrl(tx: Queryable, employerId: number, photoUrl: string | null): Promise<string | null | undefined> {
  return repo.setPhotoUrl(tx, employerId, photoUrl);
}

export function removeMember(tx: Queryable, employerId: number, userId: number): Promise<boolean> {
  return repo.deleteMember(tx, employerId, userId);
}

/** Ids of the employer's Company Admins who are not archived; locks their memberships for the transaction. */
export function lockCompanyAdmins(tx: Queryable, employerId: number): Promise<number[]> {
  return repo.activeCompanyAdmins(tx, employerId);
}

export function employersOfUser(q: Queryable, userId: number): Promise<{ id: number; name: string }[]> {
  return repo.employersOfUser(q, userId);
}
