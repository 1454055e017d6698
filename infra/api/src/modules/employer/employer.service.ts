import { API_ERROR_TYPES, API_ERRORS } from '@floorhire/rules';
import type { StaffEmployerSummary } from '@floorhire/domain-staff';
import type { EmployerDto, EmployerInclude, EmployerSummaryFilter, PersonSummary } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { HttpError, notFound } from '../../http/errors';
import { currentSubscriptionOrNull } from '../subscription';
import { countEmployers, employerExists, listEmployerUsers, readEmployer, replaceMemberships, listEmployerSummaries as readListEmployerSummaries, countEmployerSummaries as readCountEmployerSummaries } from './employer.repository';

// The employer service (spec 002 §7 "Employer and pro profile"): employers, their members, and
// the staff employer list. docs/decisions/131-employer-read.md, 114-people-and-employer-reads.md.


export async function employerWithIncludes(q: Queryable, id: number, include: readonly EmployerInclude[]): Promise<EmployerDto> {
  const employer = await readEmployer(q, id, include);
  if (!employer) throw notFound(API_ERRORS.notFound);
  // No active subscription is an answer here (null), not a failure of the employer read.
  if (include.includes('subscription')) employer.subscription = await currentSubscriptionOrNull(q, id);
  return employer;
}

export async function usersOfEmployer(q: Queryable, id: number): Promise<PersonSummary[]> {
  if (!(await employerExists(q, id))) throw notFound(API_ERRORS.notFound);
  return listEmployerUsers(q, id);
}

/** Staff tie a user to exactly these employers; an unknown one is refused. */
export async function setUserEmployers(tx: Queryable, userId: number, employerIds: readonly number[]): Promise<void> {
  if ((await countEmployers(tx, employerIds)) !== employerIds.length) throw new HttpError(422, 'Unknown employer', API_ERROR_TYPES.validation, 'employerIds');
  await replaceMemberships(tx, userId, employerIds);
}

/** Staff: employers by the summary filter. */
export function listEmployerSummaries(q: Queryable, filter: EmployerSummaryFilter | undefined): Promise<StaffEmployerSummary[]> {
  return readListEmployerSummaries(q, filter);
}

/** Staff: how many employers the summary filter matches. */
export function countEmployerSummaries(q: Queryable, filter: EmployerSummaryFilter | undefined): Promise<number> {
  return readCountEmployerSummaries(q, filter);
}
