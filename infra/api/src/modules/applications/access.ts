import { APPLICANT_GROUPS, ROLES, linkTo, type ApplicantStatus } from '@floorhire/rules';
import { APPLICATION_API_TEXTS } from '@floorhire/rules';
import type { AuthContext } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { notFound } from '../../http/errors';

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
  const row = await db.one<{ id: number; job_id: number; employer_id: number; user_profile_id: number; status: ApplicantStatus }>(
    'select ja.id, ja.job_id, j.employer_id, ja.user_profile_id, ja.status from job_applicants ja join jobs j on j.id = ja.job_id where ja.id = $1',
    [id],
  );
  if (!row) throw applicantNotFound();
  const base = { id: row.id, jobId: row.job_id, employerId: row.employer_id, userProfileId: row.user_profile_id, status: row.status };
  if (auth.isStaff) return { ...base, caller: 'staff' };
  if (auth.employerIds.includes(row.employer_id) && row.status !== 'Notified' && auth.roles.includes(ROLES.userEmployer)) return { ...base, caller: 'employer' };
  if (options.allowPro && row.user_profile_id === auth.userId) return { ...base, caller: 'pro' };
  throw applicantNotFound();
}

/** A job the caller may list applicants of, or a 404. */
export async function loadJobForCaller(db: Queryable, auth: AuthContext, jobId: number): Promise<{ id: number; employerId: number; title: string }> {
  const row = await db.one<{ id: number; employer_id: number; title: string }>(
    `select j.id, j.employer_id, coalesce(nullif(j.display_title, ''), jt.title, j.job_title_custom, 'Job') as title
     from jobs j left join job_titles jt on jt.id = j.job_title_id where j.id = $1`,
    [jobId],
  );
  if (!row || !(auth.isStaff || auth.employerIds.includes(row.employer_id))) throw notFound(APPLICATION_API_TEXTS.jobNotFound);
  return { id: row.id, employerId: row.employer_id, title: row.title };
}

export const viewerOf = (auth: AuthContext): 'staff' | 'employer' => (auth.isStaff ? 'staff' : 'employer');

export function isHiddenFromEmployers(status: string): boolean {
  return (APPLICANT_GROUPS.hiddenFromEmployers as readonly string[]).includes(status);
}

/** Links to an applicant in the caller's area (spec 001 §2); `tab` opens one of its tabs. */
export function applicantUrl(viewer: 'staff' | 'employer' | 'pro', jobId: number, proId: number, jobApplicantId: number, query: { tab?: string } = {}): string {
  if (viewer === 'pro') return linkTo('proApplication', { id: jobApplicantId }, query);
  return linkTo(viewer === 'staff' ? 'adminApplicant' : 'employerApplicant', { jobId, proId, applicationId: jobApplicantId }, query);
}

export const JOB_TITLE_SQL = `coalesce(nullif(j.display_title, ''), jt.title, j.job_title_custom, 'Job')`;

export const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());
export const num = (value: string | number | null | undefined): number | null => (value == null ? null : Number(value));
