import { ROLES, type ApplicantStatus } from '@floorhire/rules';
import { APPLICATION_API_TEXTS } from '@floorhire/domain-applications';
import type { AuthContext } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { applicantAccessRow, jobForCaller } from './applications.repository';

// Who reaches an applicant: staff reach all; employer users reach applicants of their
// employers' jobs (never Notified ones, which are outreach, not applications); a pro reaches
// their own applications. Anyone else gets the same 404 as a missing id, so ids leak nothing.

export type CallerKind = 'staff' | 'employer' | 'pro';

export interface ApplicantAccess {
  id: number;
  jobId: number;
  employerId: number;
  userProfileId: number;
  status: ApplicantStatus;
  caller: CallerKind;
}

export const applicantNotFound = () => notFound(APPLICATION_API_TEXTS.applicantNotFound);

export async function loadApplicant(db: Queryable, auth: AuthContext, id: number, options: { allowPro?: boolean } = {}): Promise<ApplicantAccess> {
  const row = await applicantAccessRow(db, id);
  if (!row) throw applicantNotFound();
  const base = { id: row.id, jobId: row.job_id, employerId: row.employer_id, userProfileId: row.user_profile_id, status: row.status };
  if (auth.isStaff) return { ...base, caller: 'staff' };
  if (auth.employerIds.includes(row.employer_id) && row.status !== 'Notified' && auth.roles.includes(ROLES.userEmployer)) return { ...base, caller: 'employer' };
  if (options.allowPro && row.user_profile_id === auth.userId) return { ...base, caller: 'pro' };
  throw applicantNotFound();
}

/** A job the caller may list applicants of, or a 404. */
export async function loadJobForCaller(db: Queryable, auth: AuthContext, jobId: number): Promise<{ id: number; employerId: number; title: string }> {
  const row = await jobForCaller(db, jobId);
  if (!row || !(auth.isStaff || auth.employerIds.includes(row.employer_id))) throw notFound(APPLICATION_API_TEXTS.jobNotFound);
  return { id: row.id, employerId: row.employer_id, title: row.title };
}

export const viewerOf = (auth: AuthContext): 'staff' | 'employer' => (auth.isStaff ? 'staff' : 'employer');
