import { ACHIEVEMENTS, isToday, type ApplicantStatus } from '@floorhire/rules';
import { applicantUrl, applicantStatusLabel, applicantTimeline, parseApplicantSearch, statusesOfPseudo, tabStatuses, applicantTabs, visibleStatuses, type ApplicantFilterTab, type ApplicantDetail, type ApplicantListItem, type ApplicantListQuery, type ApplicantOrder, type PrescreenedItem, type ScoreEvidence } from '@floorhire/domain-applications';
import type { Queryable, SqlParam } from '../../db';
import { JOB_TITLE_SQL } from '../jobs';
import { listNotes } from '../notes';
import { interviewStates, latestInterview } from './interviews.repository';

// SQL of applications (job_applicants, their status history, not-interested reasons and
// screener answers). Rows stay here; callers get DTOs.

const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const num = (value: string | number | null | undefined): number | null => (value == null ? null : Number(value));

export interface ApplicantRow {
  id: number;
  job_id: number;
  user_profile_id: number;
  status: ApplicantStatus;
  screened: boolean;
  score: string | null;
  score_evidence: ScoreEvidence | null;
  create_ts: Date;
  apply_ts: Date | null;
  submit_ts: Date | null;
  update_ts: Date;
  screening_last_sent_ts: Date | null;
  screening_sent_count: number;
  applicant_attended: number | null;
  rejection_reason: string | null;
  name_first: string;
  name_last: string;
  email: string;
  phone: string | null;
  avatar_url: string | null;
  city: string | null;
  state: string | null;
}

export const APPLICANT_SELECT = `select ja.id, ja.job_id, ja.user_profile_id, ja.status, ja.screened, ja.score, ja.score_evidence, ja.create_ts, ja.apply_ts,
    ja.submit_ts, ja.update_ts, ja.screening_last_sent_ts, ja.screening_sent_count, ja.applicant_attended, ja.rejection_reason,
    u.name_first, u.name_last, u.email, u.phone, u.avatar_url, p.city, p.state
  from job_applicants ja join user_profiles u on u.id = ja.user_profile_id left join pros p on p.user_profile_id = u.id`;

export function listItem(r: ApplicantRow, viewer: 'staff' | 'employer' | 'pro', interviewStatus: ApplicantListItem['interviewStatus'] = null): ApplicantListItem {
  return {
    id: r.id,
    jobId: r.job_id,
    userProfileId: r.user_profile_id,
    status: r.status,
    statusLabel: applicantStatusLabel(r.status, viewer === 'staff' ? 'staff' : 'employer') || r.status,
    screened: r.screened,
    // Scores are the employer's view of a match; a pro reading their own application gets none.
    score: viewer === 'pro' ? null : num(r.score),
    scoreEvidence: viewer === 'pro' ? null : r.score_evidence,
    createTs: r.create_ts.toISOString(),
    applyTs: iso(r.apply_ts),
    submitTs: iso(r.submit_ts),
    updateTs: r.update_ts.toISOString(),
    screeningLastSentTs: iso(r.screening_last_sent_ts),
    screeningSentCount: r.screening_sent_count,
    applicantAttended: r.applicant_attended,
    rejectionReason: r.rejection_reason,
    userProfile: { id: r.user_profile_id, nameFirst: r.name_first, nameLast: r.name_last, email: r.email, phone: r.phone, avatarUrl: r.avatar_url, city: r.city, state: r.state },
    interviewStatus,
  };
}

const ORDER_SQL: Readonly<Record<ApplicantOrder, string>> = {
  'score DESC': 'ja.score desc nulls last',
  'updateTs DESC': 'ja.update_ts desc',
  'updateTs ASC': 'ja.update_ts asc',
  'nameLast ASC': 'lower(u.name_last) asc, lower(u.name_first) asc',
  'nameLast DESC': 'lower(u.name_last) desc, lower(u.name_first) desc',
};

/** The statuses a list asks for, cut to what the viewer may see. */
export function requestedStatuses(filter: ApplicantListQuery['filter'], viewer: 'staff' | 'employer'): ApplicantStatus[] {
  const visible = visibleStatuses(viewer);
  const where = filter?.where;
  let wanted: readonly ApplicantStatus[];
  if (where?.tab) wanted = tabStatuses(where.tab, viewer);
  else if (where?.status === undefined) wanted = statusesOfPseudo('All');
  else if (typeof where.status === 'object') wanted = where.status.inq;
  else if (where.status === 'All' || where.status === 'employerNew') wanted = statusesOfPseudo(where.status);
  else wanted = [where.status];
  return wanted.filter((s) => visible.includes(s));
}

function searchClause(search: string | undefined, params: SqlParam[]): string {
  const parsed = parseApplicantSearch(search);
  if (!parsed) return '';
  if (parsed.kind === 'phone') {
    params.push(`%${parsed.digits}%`);
    return ` and u.phone like $${params.length}`;
  }
  params.push(`%${parsed.text.toLowerCase()}%`);
  return ` and lower(u.name_first || ' ' || u.name_last) like $${params.length}`;
}

export async function listApplicants(db: Queryable, jobId: number, query: ApplicantListQuery, viewer: 'staff' | 'employer'): Promise<ApplicantListItem[]> {
  const params: SqlParam[] = [jobId, requestedStatuses(query.filter, viewer)];
  const search = searchClause(query.search, params);
  const orders = query.filter?.order === undefined ? ['score DESC' as const] : Array.isArray(query.filter.order) ? query.filter.order : [query.filter.order];
  const orderSql = [...orders.map((o) => ORDER_SQL[o]), 'ja.id desc'].join(', ');
  params.push(query.filter?.limit ?? 10, query.filter?.skip ?? query.filter?.offset ?? 0);
  const { rows } = await db.query<ApplicantRow>(
    `${APPLICANT_SELECT} where ja.job_id = $1 and ja.status = any($2::text[])${search} order by ${orderSql} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  const states = await interviewStates(db, rows.map((r) => r.id));
  return rows.map((r) => listItem(r, viewer, states.get(r.id) ?? null));
}

export async function countApplicants(db: Queryable, jobId: number, query: ApplicantListQuery, viewer: 'staff' | 'employer'): Promise<{ count: number; byTab: Record<string, number> }> {
  const params: SqlParam[] = [jobId];
  const search = searchClause(query.search, params);
  const { rows } = await db.query<{ status: ApplicantStatus; n: number }>(
    `select ja.status, count(*)::int as n from job_applicants ja join user_profiles u on u.id = ja.user_profile_id where ja.job_id = $1${search} group by ja.status`,
    params,
  );
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  const sum = (statuses: readonly ApplicantStatus[]) => statuses.reduce((s, st) => s + (byStatus.get(st) ?? 0), 0);
  const byTab: Record<string, number> = {};
  for (const tab of applicantTabs(viewer)) byTab[tab] = sum(tabStatuses(tab as ApplicantFilterTab, viewer));
  return { count: sum(requestedStatuses(query.filter, viewer)), byTab };
}

export async function readListItem(db: Queryable, id: number, viewer: 'staff' | 'employer' | 'pro'): Promise<ApplicantListItem> {
  const row = (await db.one<ApplicantRow>(`${APPLICANT_SELECT} where ja.id = $1`, [id]))!;
  const states = await interviewStates(db, [id]);
  return listItem(row, viewer, states.get(id) ?? null);
}

export async function readScreenerAnswers(db: Queryable, jobApplicantId: number, jobId: number): Promise<ApplicantDetail['screenerAnswers']> {
  const { rows } = await db.query<{ id: number; question: string; display_order: number; answer: string | null }>(
    `select q.id, q.question, q.display_order, a.answer from screener_questions q
     left join screener_answers a on a.screener_question_id = q.id and a.job_applicant_id = $1
     where q.job_id = $2 order by q.display_order, q.id`,
    [jobApplicantId, jobId],
  );
  return rows.map((r) => ({ screenerQuestionId: r.id, question: r.question, displayOrder: r.display_order, answer: r.answer }));
}

export async function readDetail(db: Queryable, id: number, viewer: 'staff' | 'employer' | 'pro', viewerEmployerIds: readonly number[]): Promise<ApplicantDetail> {
  const base = await readListItem(db, id, viewer);
  const job = (await db.one<{ id: number; status: string; employer_id: number; title: string; employer_name: string; city: string | null; state: string | null }>(
    `select j.id, j.status, j.employer_id, ${JOB_TITLE_SQL} as title, e.name as employer_name, j.city, j.state
     from jobs j join employers e on e.id = j.employer_id left join job_titles jt on jt.id = j.job_title_id where j.id = $1`,
    [base.jobId],
  ))!;
  const pro = await db.one<{ id: number; postal_code: string | null; resume_url: string | null; parsed_resume_url: string | null; resume_text: string | null; summary: string | null }>(
    'select id, postal_code, resume_url, parsed_resume_url, resume_text, summary from pros where user_profile_id = $1',
    [base.userProfileId],
  );
  const proId = pro?.id ?? -1;
  const { rows: histories } = await db.query<{ status: ApplicantStatus; creator_id: number | null; reason: string | null; create_ts: Date; name_first: string | null; name_last: string | null }>(
    `select h.status, h.creator_id, h.reason, h.create_ts, c.name_first, c.name_last from job_applicant_status_history h
     left join user_profiles c on c.id = h.creator_id where h.job_applicant_id = $1 order by h.create_ts, h.id`,
    [id],
  );
  const { rows: reasons } = await db.query<{ reason: string; update_ts: Date }>(
    'select reason, update_ts from not_interested_reasons where job_applicant_id = $1 order by update_ts desc, id desc',
    [id],
  );
  const statusHistories = histories.map((h) => ({
    status: h.status,
    creatorId: h.creator_id,
    creator: h.creator_id !== null && h.name_first !== null ? { id: h.creator_id, nameFirst: h.name_first, nameLast: h.name_last ?? '' } : null,
    reason: h.reason,
    createTs: h.create_ts.toISOString(),
  }));
  const notInterestedReasons = reasons.map((r) => ({ reason: r.reason, updateTs: r.update_ts.toISOString() }));
  const timelineViewer = viewer === 'staff' ? 'staff' : 'employer';
  const visible = visibleStatuses(timelineViewer);
  const statusLines = applicantTimeline(
    statusHistories.filter((h) => viewer === 'staff' || visible.includes(h.status) || h.status === 'Not interested'),
    { viewer: timelineViewer, rejectionReason: base.rejectionReason, notInterestedReasons },
  ).map((e) => ({ kind: 'status' as const, text: e.text, createTs: e.createTs, creatorName: e.creatorName }));
  const interview = await latestInterview(db, id);
  const interviewLines = (interview?.timeline ?? []).map((e) => ({ kind: 'interview' as const, text: e.text, createTs: e.createTs, creatorName: null }));
  const timeline = [...statusLines, ...interviewLines].sort((a, b) => a.createTs.localeCompare(b.createTs));

  // Other applications of this pro that the caller may see.
  const { rows: apps } = await db.query<{ id: number; job_id: number; status: ApplicantStatus; apply_ts: Date | null; title: string; employer_id: number }>(
    `select ja.id, ja.job_id, ja.status, ja.apply_ts, ${JOB_TITLE_SQL} as title, j.employer_id from job_applicants ja
     join jobs j on j.id = ja.job_id left join job_titles jt on jt.id = j.job_title_id
     where ja.user_profile_id = $1 order by coalesce(ja.apply_ts, ja.create_ts) desc, ja.id desc`,
    [base.userProfileId],
  );
  const applications = apps
    .filter((a) => viewer === 'staff' || (viewer === 'pro' ? true : viewerEmployerIds.includes(a.employer_id) && visible.includes(a.status)))
    .map((a) => ({
      id: a.id,
      jobId: a.job_id,
      jobTitle: a.title,
      status: a.status,
      statusLabel: applicantStatusLabel(a.status, timelineViewer) || a.status,
      applyTs: iso(a.apply_ts),
      url: applicantUrl(viewer, a.job_id, base.userProfileId, a.id),
    }));
  const { rows: work } = await db.query<{ id: number; employer_name: string; job_title: string; city: string | null; state: string | null; description: string | null; start_yyyymm: number; end_yyyymm: number | null }>(
    'select id, employer_name, job_title, city, state, description, start_yyyymm, end_yyyymm from pro_work_history where pro_id = $1 order by coalesce(end_yyyymm, 299912) desc, start_yyyymm desc',
    [proId],
  );
  const { rows: education } = await db.query<{ id: number; kind: 'education' | 'certification'; school: string; degree: string | null; field_of_study: string | null; start_yyyymm: number | null; end_yyyymm: number | null }>(
    'select id, kind, school, degree, field_of_study, start_yyyymm, end_yyyymm from pro_education where pro_id = $1 order by end_yyyymm desc nulls first, id',
    [proId],
  );
  const notes = viewer === 'pro' ? [] : await listNotes(db, base.userProfileId, viewer === 'staff' ? null : job.employer_id);
  return {
    ...base,
    job: { id: job.id, status: job.status, employerId: job.employer_id, jobTitle: { title: job.title }, employer: { id: job.employer_id, name: job.employer_name }, city: job.city, state: job.state },
    url: applicantUrl(viewer, job.id, base.userProfileId, id),
    contact: { email: base.userProfile.email, phone: base.userProfile.phone, city: base.userProfile.city, state: base.userProfile.state, postalCode: pro?.postal_code ?? null },
    resume: { resumeUrl: pro?.resume_url ?? null, parsedResumeUrl: pro?.parsed_resume_url ?? null, resumeText: pro?.resume_text ?? null, summary: pro?.summary ?? null },
    statusHistories,
    notInterestedReasons,
    timeline,
    interview,
    applications,
    workHistory: work.map((w) => ({ id: w.id, employerName: w.employer_name, jobTitle: w.job_title, city: w.city, state: w.state, description: w.description, startYYYYMM: w.start_yyyymm, endYYYYMM: w.end_yyyymm })),
    education: education.map((e) => ({ id: e.id, kind: e.kind, school: e.school, degree: e.degree, fieldOfStudy: e.field_of_study, startYYYYMM: e.start_yyyymm, endYYYYMM: e.end_yyyymm })),
    notes,
    screenerAnswers: await readScreenerAnswers(db, id, job.id),
  };
}

/** Pre-screened candidates of an employer (status Client), newest submission first. */
export async function listPrescreened(
  db: Queryable,
  employerId: number,
  options: { userProfileId?: number | undefined; limit: number; skip: number; viewer: 'staff' | 'employer'; now?: Date },
): Promise<PrescreenedItem[]> {
  const { rows } = await db.query<{
    id: number;
    job_id: number;
    submit_ts: Date | null;
    status: ApplicantStatus;
    score: string | null;
    title: string;
    user_profile_id: number;
    name_first: string;
    name_last: string;
    email: string;
    create_ts: Date;
    achievements: { achievementId: number; title: string }[] | null;
    history: { employerName: string; jobTitle: string; startYYYYMM: number; endYYYYMM: number | null }[] | null;
  }>(
    `select ja.id, ja.job_id, ja.submit_ts, ja.status, ja.score, ${JOB_TITLE_SQL} as title, u.id as user_profile_id, u.name_first, u.name_last, u.email, u.create_ts,
       (select json_agg(json_build_object('achievementId', a.id, 'title', a.title) order by a.id) from pro_achievement_maps m join achievements a on a.id = m.achievement_id where m.pro_id = p.id) as achievements,
       (select json_agg(json_build_object('employerName', w.employer_name, 'jobTitle', w.job_title, 'startYYYYMM', w.start_yyyymm, 'endYYYYMM', w.end_yyyymm)
          order by coalesce(w.end_yyyymm, 299912) desc, w.start_yyyymm desc) from pro_work_history w where w.pro_id = p.id) as history
     from job_applicants ja join jobs j on j.id = ja.job_id left join job_titles jt on jt.id = j.job_title_id
     join user_profiles u on u.id = ja.user_profile_id left join pros p on p.user_profile_id = u.id
     where j.employer_id = $1 and ja.status = 'Client' and ($2::int is null or j.employer_assignee_id = $2)
     order by ja.submit_ts desc nulls last, ja.id desc limit $3 offset $4`,
    [employerId, options.userProfileId ?? null, options.limit, options.skip],
  );
  const now = options.now ?? new Date();
  return rows.map((r) => {
    const achievements = r.achievements ?? [];
    const history = r.history ?? [];
    // The badge is the strongest achievement: elite, then vetted (block never shows).
    const badge = achievements.find((a) => a.title === ACHIEVEMENTS[1]) ?? achievements.find((a) => a.title === ACHIEVEMENTS[2]);
    return {
      id: r.id,
      submitTs: iso(r.submit_ts),
      status: r.status,
      score: num(r.score),
      job: { id: r.job_id, jobTitle: { title: r.title } },
      userProfile: {
        id: r.user_profile_id,
        nameFirst: r.name_first,
        nameLast: r.name_last,
        email: r.email,
        createTs: r.create_ts.toISOString(),
        proAchievementMaps: achievements.map((a) => ({ achievementId: a.achievementId, achievement: { title: a.title } })),
        proHistoryEmployers: history,
      },
      url: applicantUrl(options.viewer, r.job_id, r.user_profile_id, r.id),
      statusText: r.submit_ts && isToday(r.submit_ts, undefined, now) ? 'New' : '',
      achievementId: badge?.achievementId ?? null,
      lastEmployerName: history[0]?.employerName ?? null,
      lastJobTitle: history[0]?.jobTitle ?? null,
    };
  });
}

// ── access ──────────────────────────────────────────────────────────────────────────────────

export function applicantAccessRow(db: Queryable, id: number) {
  return db.one<{ id: number; job_id: number; employer_id: number; user_profile_id: number; status: ApplicantStatus }>(
    'select ja.id, ja.job_id, j.employer_id, ja.user_profile_id, ja.status from job_applicants ja join jobs j on j.id = ja.job_id where ja.id = $1',
    [id],
  );
}

export function jobForCaller(db: Queryable, jobId: number) {
  return db.one<{ id: number; employer_id: number; title: string }>(
    `select j.id, j.employer_id, ${JOB_TITLE_SQL} as title from jobs j left join job_titles jt on jt.id = j.job_title_id where j.id = $1`,
    [jobId],
  );
}

// ── applying and screening ────────────────────────────────────────────────────────────────

export async function liveJobExists(tx: Queryable, jobId: number): Promise<boolean> {
  return !!(await tx.one(`select id from jobs where id = $1 and status = 'live'`, [jobId]));
}

export function applicationForUpdate(tx: Queryable, jobId: number, userId: number): Promise<{ id: number; status: string } | undefined> {
  return tx.one<{ id: number; status: string }>('select id, status from job_applicants where job_id = $1 and user_profile_id = $2 for update', [jobId, userId]);
}

/** Applying again (from Notified or Not interested): a fresh apply time, and a score to recompute. */
export async function markReapplied(tx: Queryable, id: number): Promise<void> {
  await tx.query('update job_applicants set apply_ts = now(), score_computed_ts = null where id = $1', [id]);
}

/** Queues one score refresh for the transaction (the database function of migration 020). */
export async function enqueueScoreRefresh(tx: Queryable): Promise<void> {
  await tx.query(`select fh_enqueue_score_refresh()`);
}

export async function insertApplication(
  tx: Queryable,
  a: { jobId: number; userId: number; source: string | null; channel: string | null; medium: string | null; campaign: string | null },
): Promise<number> {
  return (await tx.one<{ id: number }>(
    `insert into job_applicants (job_id, user_profile_id, status, apply_ts, analytic_source, analytic_channel, analytic_medium, analytic_campaign)
     values ($1, $2, 'New', now(), $3, $4, $5, $6) returning id`,
    [a.jobId, a.userId, a.source, a.channel, a.medium, a.campaign],
  ))!.id;
}

export async function insertStatusHistory(tx: Queryable, applicantId: number, status: ApplicantStatus, creatorId: number | null, reason: string | null = null): Promise<void> {
  await tx.query('insert into job_applicant_status_history (job_applicant_id, status, creator_id, reason) values ($1, $2, $3, $4)', [applicantId, status, creatorId, reason]);
}

/** An answer to one of the job's own screener questions (others are ignored); a second answer replaces the first. */
export async function upsertScreenerAnswer(tx: Queryable, applicantId: number, jobId: number, questionId: number, answer: string): Promise<void> {
  await tx.query(
    `insert into screener_answers (job_applicant_id, screener_question_id, answer)
     select $1, q.id, $3 from screener_questions q where q.id = $2 and q.job_id = $4
     on conflict (job_applicant_id, screener_question_id) do update set answer = excluded.answer`,
    [applicantId, questionId, answer, jobId],
  );
}

/** Who gets the screening e-mail, about which job. */
export async function screeningMailInfo(tx: Queryable, id: number) {
  return (await tx.one<{ email: string; name_first: string; title: string; employer: string; anonymous: boolean }>(
    `select u.email, u.name_first, ${JOB_TITLE_SQL} as title, e.name as employer, j.anonymous from job_applicants ja
     join user_profiles u on u.id = ja.user_profile_id join jobs j on j.id = ja.job_id join employers e on e.id = j.employer_id
     left join job_titles jt on jt.id = j.job_title_id where ja.id = $1`,
    [id],
  ))!;
}

/** Counts one more screening send, or (a retry) only reads the counts. */
export async function recordScreeningSent(tx: Queryable, id: number, countIt: boolean): Promise<{ screening_last_sent_ts: Date; screening_sent_count: number }> {
  return (await tx.one<{ screening_last_sent_ts: Date; screening_sent_count: number }>(
    countIt
      ? 'update job_applicants set screening_last_sent_ts = now(), screening_sent_count = screening_sent_count + 1, update_ts = now() where id = $1 returning screening_last_sent_ts, screening_sent_count'
      : 'select screening_last_sent_ts, screening_sent_count from job_applicants where id = $1',
    [id],
  ))!;
}

// ── status changes ────────────────────────────────────────────────────────────────────────

export function applicantForStatusChange(tx: Queryable, id: number) {
  return tx.one<{ status: ApplicantStatus; rejection_reason: string | null; job_id: number; employer_id: number; user_profile_id: number }>(
    `select ja.status, ja.rejection_reason, ja.job_id, j.employer_id, ja.user_profile_id from job_applicants ja join jobs j on j.id = ja.job_id where ja.id = $1 for update of ja`,
    [id],
  );
}

export async function applicantStatusOf(tx: Queryable, id: number): Promise<ApplicantStatus | undefined> {
  return (await tx.one<{ status: ApplicantStatus }>('select status from job_applicants where id = $1', [id]))?.status;
}

export async function updateStatus(tx: Queryable, id: number, status: ApplicantStatus, rejectionReason: string | null): Promise<void> {
  await tx.query(
    `update job_applicants set status = $2, rejection_reason = $3, update_ts = now(),
       submit_ts = case when $2 = 'Client' then coalesce(submit_ts, now()) else submit_ts end,
       apply_ts = case when $2 = 'New' then coalesce(apply_ts, now()) else apply_ts end
     where id = $1`,
    [id, status, rejectionReason],
  );
}

export async function insertNotInterestedReason(tx: Queryable, id: number, reason: string): Promise<void> {
  await tx.query('insert into not_interested_reasons (job_applicant_id, reason) values ($1, $2)', [id, reason]);
}

export async function statusMailInfo(tx: Queryable, id: number) {
  return tx.one<{ email: string; name_first: string; user_profile_id: number; title: string; employer: string; anonymous: boolean; notification_email: number }>(
    `select u.email, u.name_first, u.id as user_profile_id, u.notification_email, ${JOB_TITLE_SQL} as title, e.name as employer, j.anonymous
     from job_applicants ja join user_profiles u on u.id = ja.user_profile_id join jobs j on j.id = ja.job_id
     join employers e on e.id = j.employer_id left join job_titles jt on jt.id = j.job_title_id where ja.id = $1`,
    [id],
  );
}

/** Whether the pro came to the interview (1 attended, 0 no-show), kept on the application too. */
export async function setApplicantAttended(tx: Queryable, id: number, attended: number): Promise<void> {
  await tx.query('update job_applicants set applicant_attended = $2, update_ts = now() where id = $1', [id, attended]);
}

// ── scores (computed by the scoring module, stored here) ─────────────────────────────────────

export function applicantJobAndPro(q: Queryable, id: number): Promise<{ job_id: number; user_profile_id: number } | undefined> {
  return q.one<{ job_id: number; user_profile_id: number }>('select job_id, user_profile_id from job_applicants where id = $1', [id]);
}

export async function storeScore(q: Queryable, id: number, score: { score: number; summary: string; evidence: ScoreEvidence; computedAt: Date }): Promise<void> {
  await q.query('update job_applicants set score = $2, score_summary = $3, score_evidence = $4, score_computed_ts = $5 where id = $1', [
    id,
    score.score,
    score.summary,
    JSON.stringify(score.evidence),
    score.computedAt,
  ]);
}

/** No score can be computed (the job is gone): stop asking for one. */
export async function markScoreSettled(q: Queryable, id: number): Promise<void> {
  await q.query('update job_applicants set score_computed_ts = now() where id = $1', [id]);
}

export async function staleScoreIds(q: Queryable, limit: number): Promise<number[]> {
  return (await q.query<{ id: number }>('select id from job_applicants where score_computed_ts is null order by id limit $1', [limit])).rows.map((r) => r.id);
}

export function storedScore(q: Queryable, id: number) {
  return q.one<{ score: string | null; score_summary: string | null; score_evidence: ScoreEvidence | null; score_computed_ts: Date | null }>(
    'select score, score_summary, score_evidence, score_computed_ts from job_applicants where id = $1',
    [id],
  );
}

// ── the demo seed's reads (applications.seed.ts) ──

export interface DemoJobRow {
  id: number;
  employer_id: number;
  status: string;
  title: string;
  create_ts: Date;
  question_ids: number[];
}

/** Every job with its taxonomy title and screener questions, in id order. */
export async function demoJobs(q: Queryable): Promise<DemoJobRow[]> {
  const { rows } = await q.query<DemoJobRow>(
    `select j.id, j.employer_id, j.status, jt.title, j.create_ts,
            array(select sq.id from screener_questions sq where sq.job_id = j.id order by sq.display_order, sq.id) as question_ids
       from jobs j join job_titles jt on jt.id = j.job_title_id order by j.id`,
  );
  return rows;
}

export async function demoCalendarAccountOf(q: Queryable, userId: number): Promise<number | undefined> {
  return (await q.one<{ id: number }>('select id from calendar_accounts where user_profile_id = $1 order by id limit 1', [userId]))?.id;
}

