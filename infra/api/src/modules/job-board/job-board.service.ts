import { DEFAULT_JOB_SORT, JOB_BOARD_API_TEXTS, JOB_SEARCH_LIMITS, canWithdraw, effectiveNotificationStatus, roundMiles, type JobDetail, type JobSearchFilter, type ProApplication, type ProJob, type ProJobDetail, type PublicJob } from '@floorhire/domain-job-board';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../http/errors';
import { changeStatus } from '../applications';
import { boundingBox } from '@floorhire/domain-geo';
import { distanceMiles, lookupPostalCode } from '../geo';
import { achievements, applicationOf, applicationsOfPro, countJobs, findJobs, industries, jobById, liveJobExists, liveJobTitles, skillsOfJob, upsertNotification, type JobQuery, type JobRow, type ProJobRow } from './job-board.repository';

// The job board (spec 002 §2 public and pro routes, §3 notification statuses, §5 pay and shift
// rules, §7 public calls and the pro job-search filter). ADRs 210-213.

interface Origin {
  latitude: number;
  longitude: number;
}

function originOf(postalCode: string | null | undefined): Origin | null {
  if (!postalCode) return null;
  const place = lookupPostalCode(postalCode);
  if (!place) throw badRequest(JOB_BOARD_API_TEXTS.unknownPostalCode, 'postalCode');
  return place;
}

/** Coordinates of a job: its own, else its ZIP's centre in the gazetteer. */
function whereIs(row: JobRow): Origin | null {
  if (row.lat !== null && row.lng !== null) return { latitude: row.lat, longitude: row.lng };
  const place = row.postal_code ? lookupPostalCode(row.postal_code) : null;
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

function milesBetween(origin: Origin | null, row: JobRow): number | null {
  if (!origin) return null;
  const at = whereIs(row);
  return at ? roundMiles(distanceMiles({ latitude: origin.latitude, longitude: origin.longitude }, at)) : null;
}

function publicJob(row: JobRow, miles: number | null): PublicJob {
  return {
    id: row.id,
    jobTitleId: row.job_title_id,
    title: row.title,
    employerName: row.employer_name,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    payRatePeriod: row.pay_rate_period,
    payRateMin: row.pay_rate_min,
    payRateMax: row.pay_rate_max,
    payRateSalaryMin: row.pay_rate_salary_min,
    payRateSalaryMax: row.pay_rate_salary_max,
    shift: row.shift,
    startTime: row.start_time,
    endTime: row.end_time,
    hireType: row.hire_type,
    experience: row.experience,
    distanceMiles: miles,
    screenerQuestionCount: row.question_count,
    createTs: row.create_ts.toISOString(),
    updateTs: row.update_ts.toISOString(),
  };
}

function proJob(row: ProJobRow, miles: number | null): ProJob {
  const dismissed = row.notification_status === 'DISMISSED';
  return {
    ...publicJob(row, miles),
    notificationStatus: effectiveNotificationStatus(row.notification_status, row.application_status, dismissed),
    applicationId: row.application_id,
    applicationStatus: row.application_status,
  };
}

function queryOf(filter: JobSearchFilter, proUserId: number | null, paged: boolean, box: JobQuery['box'] = null): JobQuery {
  const limit = filter.limit ?? JOB_SEARCH_LIMITS.pageSize;
  return {
    titleIds: filter.jobTitleIds ?? [],
    minPay: filter.minPay ?? null,
    shifts: filter.shifts ?? [],
    ids: filter.ids && filter.ids.length > 0 ? filter.ids : null,
    excludeIds: proUserId !== null && !filter.showNotInterestedJobs ? (filter.notInterestedJobIds ?? []) : [],
    proUserId,
    hideProNotInterested: proUserId !== null && !filter.showNotInterestedJobs,
    sortBy: filter.sortBy ?? DEFAULT_JOB_SORT,
    page: paged ? { limit, skip: filter.skip ?? 0 } : null,
    box,
  };
}

/**
 * A search: without a ZIP the database pages; with one, the database keeps the matches inside
 * the radius's bounding box (a job with only a ZIP sits at its centre), and they are measured
 * from the searched ZIP's centre, cut at the radius (default 30 miles), sorted and paged here.
 */
async function search(db: Queryable, filter: JobSearchFilter, proUserId: number | null): Promise<{ rows: ProJobRow[]; miles: (number | null)[]; total: number }> {
  const origin = originOf(filter.postalCode);
  if (!origin) {
    if (filter.radius) throw badRequest(JOB_BOARD_API_TEXTS.radiusNeedsPostalCode, 'radius');
    const wantsDistanceSort = filter.sortBy === 'distance asc';
    const rows = await findJobs(db, queryOf(wantsDistanceSort ? { ...filter, sortBy: DEFAULT_JOB_SORT } : filter, proUserId, true));
    return { rows, miles: rows.map(() => null), total: -1 };
  }
  const radius = filter.radius ?? JOB_SEARCH_LIMITS.defaultRadius;
  const all = await findJobs(db, queryOf(filter, proUserId, false, boundingBox(origin, radius)));
  const measured = all.map((row) => ({ row, miles: milesBetween(origin, row) })).filter((m) => m.miles !== null && m.miles <= radius);
  if (filter.sortBy === 'distance asc') measured.sort((a, b) => (a.miles ?? 0) - (b.miles ?? 0) || b.row.update_ts.getTime() - a.row.update_ts.getTime());
  const skip = filter.skip ?? 0;
  const page = measured.slice(skip, skip + (filter.limit ?? JOB_SEARCH_LIMITS.pageSize));
  return { rows: page.map((m) => m.row), miles: page.map((m) => m.miles), total: measured.length };
}

export async function publicJobs(db: Queryable, filter: JobSearchFilter): Promise<PublicJob[]> {
  const { rows, miles } = await search(db, publicFilter(filter), null);
  return rows.map((row, i) => publicJob(row, miles[i] ?? null));
}

export async function publicJobCount(db: Queryable, filter: JobSearchFilter): Promise<number> {
  const f = publicFilter(filter);
  if (!f.postalCode) {
    if (f.radius) throw badRequest(JOB_BOARD_API_TEXTS.radiusNeedsPostalCode, 'radius');
    return countJobs(db, queryOf(f, null, false));
  }
  return (await search(db, { ...f, skip: 0, limit: 1 }, null)).total;
}

/** Visitors have no not-interested list of their own. */
function publicFilter(filter: JobSearchFilter): JobSearchFilter {
  const { notInterestedJobIds: _ids, showNotInterestedJobs: _show, ...rest } = filter;
  return rest;
}

export async function proJobs(db: Queryable, auth: AuthContext, filter: JobSearchFilter): Promise<ProJob[]> {
  const { rows, miles } = await search(db, filter, auth.userId);
  return rows.map((row, i) => proJob(row, miles[i] ?? null));
}

export async function proJobCount(db: Queryable, auth: AuthContext, filter: JobSearchFilter): Promise<number> {
  if (!filter.postalCode) return countJobs(db, queryOf(filter, auth.userId, false));
  return (await search(db, { ...filter, skip: 0, limit: 1 }, auth.userId)).total;
}

async function detailRow(db: Queryable, id: number, proUserId: number | null) {
  const row = await jobById(db, id, proUserId);
  if (!row) throw notFound(JOB_BOARD_API_TEXTS.jobNotFound);
  return { row, skills: await skillsOfJob(db, id) };
}

export async function publicJobDetail(db: Queryable, id: number, postalCode: string | undefined): Promise<JobDetail> {
  const { row, skills } = await detailRow(db, id, null);
  return { ...publicJob(row, milesBetween(originOf(postalCode), row)), descriptionHtml: row.description_html, skills };
}

export async function proJobDetail(db: Queryable, auth: AuthContext, id: number, postalCode: string | undefined): Promise<ProJobDetail> {
  const { row, skills } = await detailRow(db, id, auth.userId);
  return { ...proJob(row, milesBetween(originOf(postalCode), row)), descriptionHtml: row.description_html, skills };
}

/**
 * "Not interested" on an opportunity: the notification is DISMISSED and an outreach the pro
 * never answered (Notified) becomes Not interested with the reason, in one transaction. An
 * application already made is withdrawn on its own page (PATCH job-applicant), not here.
 */
export async function dismissJob(db: Db, auth: AuthContext, jobId: number, reason: string | null | undefined): Promise<ProJob> {
  await db.transaction(async (tx) => {
    if (!(await liveJobExists(tx, jobId))) throw notFound(JOB_BOARD_API_TEXTS.jobNotFound);
    const application = await applicationOf(tx, jobId, auth.userId);
    if (application && canWithdraw(application.status)) throw conflict(JOB_BOARD_API_TEXTS.notInterestedAfterApplying);
    await upsertNotification(tx, jobId, auth.userId, 'DISMISSED');
    if (application?.status === 'Notified') {
      await changeStatus(tx, { applicantId: application.id, status: 'Not interested', actorId: auth.userId, caller: 'pro', notInterestedReason: reason ?? null, silent: true });
    }
  });
  const row = await jobById(db, jobId, auth.userId);
  return proJob(row!, null);
}

export async function proApplications(db: Queryable, userId: number): Promise<ProApplication[]> {
  const rows = await applicationsOfPro(db, userId);
  return rows.map((r) => ({
    id: r.id,
    jobId: r.job_id,
    jobTitle: r.job_title,
    employerName: r.employer_name,
    city: r.city,
    state: r.state,
    status: r.status,
    applyTs: r.apply_ts?.toISOString() ?? null,
    updateTs: r.update_ts.toISOString(),
    unansweredQuestions: r.status === 'Notified' ? 0 : r.unanswered,
    nextInterview: r.next_ts ? { tsInterview: r.next_ts.toISOString(), status: r.next_status ?? 'Proposed', timezone: r.next_timezone ?? 'America/Chicago', type: r.next_type ?? 'Phone' } : null,
    proposedSlots: r.proposed,
  }));
}

export const publicTaxonomy = {
  jobTitles: (db: Queryable, search: string | null, limit: number) => liveJobTitles(db, search?.trim() || null, limit),
  industries: (db: Queryable) => industries(db),
  achievements: (db: Queryable) => achievements(db),
};
