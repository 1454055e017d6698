import { JOB_API_ERRORS, JOB_TEXTS, jobPostedMessage, missingJobFields, screenerQuestionsProblem, type JobStatus, type CreateJobBody, type JobDto, type JobSaveAnswer, type JobSummaryRow, type JobWatcherDto, type UpdateJobBody } from '@floorhire/domain-jobs';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable, Tx } from '../../db';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { employerExists, lockEmployer } from '../employer';
import { enrichDescription, renderMarkdown } from './description';
import { allocateExtraSlot, jobSlotsOf } from './job-slots';
import { normalizeJobTitle } from '../taxonomy';
import {
  addWatcher,
  columnsOf,
  completenessInput,
  jobEmployerId,
  countSummaries,
  insertJob,
  insertStatusHistory,
  jobEmployerAndStatus,
  jobTitleName,
  listSummaries,
  removeWatcher,
  touchJob,
  watchersOf,
  type SummaryQuery,
  isEmployerMember,
  isStaffUser,
  jobByIdempotencyKey,
  readJob,
  readJobRow,
  replaceDisciplines,
  replaceMachines,
  replaceMaterials,
  replaceScreenerQuestions,
  replaceSkills,
  screenerQuestionsOf,
  setJobStatus,
  unknownIds,
  unmappedBrands,
  updateJobColumns,
  type JobColumns,
} from './jobs.repository';

// Create, save, publish and status changes of a job, each in one transaction
// (docs/decisions/090-jobs-service.md).

export const jobNotFound = () => notFound(JOB_API_ERRORS.jobNotFound);
export const noJobSlots = () => new HttpError(403, JOB_TEXTS.noSlotsServerMessage, 'NoJobSlots');
const STAFF_STATUSES: readonly JobStatus[] = ['archived', 'expired'];

type JobFieldsBody = Omit<UpdateJobBody, 'status'>;

const EMPTY_COLUMNS: JobColumns = {
  job_title_id: null,
  job_title_custom: null,
  display_title: null,
  employer_assignee_id: null,
  assignee_id: null,
  hire_type: null,
  shift: null,
  start_time: null,
  end_time: null,
  pay_rate_min: null,
  pay_rate_max: null,
  pay_rate_salary_min: null,
  pay_rate_salary_max: null,
  pay_rate_period: 'hourly',
  experience: null,
  raw_description: null,
  description_markdown: null,
  description_html: null,
  street1: null,
  city: null,
  state: null,
  postal_code: null,
  anonymous: false,
  auto_submission: false,
  hires_per_position: null,
  minimum_applicants_per_week: null,
  screening_action: 'screen',
  employer_career_site_url: null,
};

/** Body fields that map one to one onto a column. */
const DIRECT: ReadonlyArray<[keyof JobFieldsBody, keyof JobColumns]> = [
  ['employerAssigneeId', 'employer_assignee_id'],
  ['assigneeId', 'assignee_id'],
  ['hireType', 'hire_type'],
  ['shift', 'shift'],
  ['startTime', 'start_time'],
  ['endTime', 'end_time'],
  ['payRateMin', 'pay_rate_min'],
  ['payRateMax', 'pay_rate_max'],
  ['payRateSalaryMin', 'pay_rate_salary_min'],
  ['payRateSalaryMax', 'pay_rate_salary_max'],
  ['payRatePeriod', 'pay_rate_period'],
  ['experience', 'experience'],
  ['street1', 'street1'],
  ['city', 'city'],
  ['state', 'state'],
  ['postalCode', 'postal_code'],
  ['anonymous', 'anonymous'],
  ['autoSubmission', 'auto_submission'],
  ['hiresPerPosition', 'hires_per_position'],
  ['minimumApplicantsPerWeek', 'minimum_applicants_per_week'],
  ['screeningAction', 'screening_action'],
  ['employerCareerSiteUrl', 'employer_career_site_url'],
];

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The stored columns after a body is applied to what is stored: the §3 payload rules (only the
 * pay pair of the period, times only for shift Other), the enriched description, and the title
 * normalised against the job-title taxonomy.
 */
export async function resolveColumns(q: Queryable, current: JobColumns, body: JobFieldsBody, employerId: number, auth: AuthContext): Promise<JobColumns> {
  const next: JobColumns = { ...current };
  const record = next as unknown as Record<string, unknown>;
  for (const [field, column] of DIRECT) {
    if (body[field] !== undefined) record[column] = emptyToNull(body[field]);
  }
  if (body.payRatePeriod === undefined && next.pay_rate_period === null) next.pay_rate_period = 'hourly';
  if (next.screening_action === null) next.screening_action = 'screen';

  if (body.assigneeId !== undefined && body.assigneeId !== current.assignee_id) {
    if (!auth.isStaff) throw forbidden(JOB_API_ERRORS.assigneeStaffOnly);
    if (body.assigneeId !== null && !(await isStaffUser(q, body.assigneeId))) throw badRequest(JOB_API_ERRORS.adminWatcherNotStaff, 'assigneeId');
  }
  if (body.employerAssigneeId !== undefined && body.employerAssigneeId !== null && body.employerAssigneeId !== current.employer_assignee_id) {
    if (!(await isEmployerMember(q, employerId, body.employerAssigneeId))) throw badRequest(JOB_API_ERRORS.employerAssigneeNotMember, 'employerAssigneeId');
  }

  // Descriptions: explicit enriched markdown wins; a changed raw text is enriched here.
  if (body.descriptionMarkdown !== undefined) {
    next.description_markdown = emptyToNull(body.descriptionMarkdown) as string | null;
  } else if (body.rawDescription !== undefined && body.rawDescription !== current.raw_description) {
    next.description_markdown = body.rawDescription ? enrichDescription(body.rawDescription) : null;
  }
  if (body.rawDescription !== undefined) next.raw_description = emptyToNull(body.rawDescription) as string | null;
  next.description_html = next.description_markdown ? renderMarkdown(next.description_markdown) : null;

  if (body.displayTitle !== undefined || body.jobTitleId !== undefined) {
    if (body.displayTitle !== undefined) next.display_title = emptyToNull(body.displayTitle) as string | null;
    const display = next.display_title;
    if (body.jobTitleId) {
      const title = await jobTitleName(q, body.jobTitleId);
      if (title === undefined) throw badRequest(JOB_API_ERRORS.unknownTaxonomy('job title'), 'jobTitleId');
      next.job_title_id = body.jobTitleId;
      next.job_title_custom = display && display.toLowerCase() !== title.toLowerCase() ? display : null;
    } else if (body.jobTitleId === undefined && display) {
      const normalized = await normalizeJobTitle(q, display);
      next.job_title_id = normalized.jobTitle?.id ?? null;
      next.job_title_custom = normalized.jobTitleCustom;
    } else {
      next.job_title_id = body.jobTitleId === null ? null : next.job_title_id;
      next.job_title_custom = display;
    }
  }

  // §3: an annual job keeps only the salary pair, an hourly one only the hourly pair.
  if (next.pay_rate_period === 'annual') {
    next.pay_rate_min = null;
    next.pay_rate_max = null;
  } else {
    next.pay_rate_salary_min = null;
    next.pay_rate_salary_max = null;
  }
  // §3: start and end time belong to shift Other (0) only.
  if (next.shift !== 0) {
    next.start_time = null;
    next.end_time = null;
  }
  const [low, high, field] =
    next.pay_rate_period === 'annual'
      ? [next.pay_rate_salary_min, next.pay_rate_salary_max, 'payRateSalaryMax']
      : [next.pay_rate_min, next.pay_rate_max, 'payRateMax'];
  if (low !== null && high !== null && Number(high) < Number(low)) throw badRequest(JOB_API_ERRORS.payRangeReversed, field);
  return next;
}

/** The keyword, brand and question parts of a body (wizard steps 2 and 4). */
export async function applyJobLists(q: Queryable, jobId: number, body: JobFieldsBody, draft: boolean): Promise<void> {
  if (body.knowledgeDisciplineIds !== undefined) {
    if ((await unknownIds(q, 'knowledge_disciplines', body.knowledgeDisciplineIds)).length > 0) {
      throw badRequest(JOB_API_ERRORS.unknownTaxonomy('knowledge discipline'), 'knowledgeDisciplineIds');
    }
    await replaceDisciplines(q, jobId, body.knowledgeDisciplineIds);
  }
  if (body.machines !== undefined) await saveMachines(q, jobId, body.machines);
  if (body.materialIds !== undefined) {
    if ((await unknownIds(q, 'materials', body.materialIds)).length > 0) throw badRequest(JOB_API_ERRORS.unknownTaxonomy('material'), 'materialIds');
    await replaceMaterials(q, jobId, body.materialIds);
  }
  if (body.jobSkillIds !== undefined) {
    if ((await unknownIds(q, 'job_skills', body.jobSkillIds)).length > 0) throw badRequest(JOB_API_ERRORS.unknownTaxonomy('skill'), 'jobSkillIds');
    await replaceSkills(q, jobId, body.jobSkillIds);
  }
  if (body.screenerQuestions !== undefined) {
    // A draft keeps what was typed so far; blank rows are never stored.
    const questions = body.screenerQuestions.map((s) => s.trim());
    if (!draft && questions.some((s) => s === '')) throw badRequest(JOB_API_ERRORS.screenerQuestionEmpty, 'screenerQuestions');
    await replaceScreenerQuestions(q, jobId, questions.filter((s) => s !== ''));
  }
}

export async function saveMachines(q: Queryable, jobId: number, machines: NonNullable<JobFieldsBody['machines']>): Promise<void> {
  if ((await unknownIds(q, 'machines', machines.map((m) => m.machineId))).length > 0) throw badRequest(JOB_API_ERRORS.unknownTaxonomy('machine'), 'machines');
  if ((await unknownIds(q, 'brands', machines.flatMap((m) => m.brandIds))).length > 0) throw badRequest(JOB_API_ERRORS.unknownTaxonomy('brand'), 'machines');
  const unmapped = await unmappedBrands(q, machines);
  if (unmapped) throw badRequest(JOB_API_ERRORS.brandNotForMachine(unmapped.brand, unmapped.machine), 'machines');
  await replaceMachines(q, jobId, machines);
}

interface PublishResult {
  paymentNote: boolean;
}

/**
 * Sets a saved job live (§4: publishing saves first, then sets live). A job not yet live needs a
 * free slot; staff may post past the last one with skipJobSlotsValidation, which records the
 * 'Additional Job Slot' allocation and brings the payment note.
 */
async function publish(tx: Tx, jobId: number, auth: AuthContext, skipSlots: boolean): Promise<PublishResult> {
  const row = await readJobRow(tx, jobId);
  if (!row) throw jobNotFound();
  await assertComplete(tx, jobId, auth);
  let paymentNote = false;
  if (row.status !== 'live') {
    // One slot per live job: serialise publishers of the same employer.
    await lockEmployer(tx, row.employer_id);
    const slots = await jobSlotsOf(tx, row.employer_id);
    if (slots.available <= 0) {
      if (!(skipSlots && auth.isStaff)) throw noJobSlots();
      await allocateExtraSlot(tx, slots, auth.userId);
      paymentNote = true;
    } else {
      // Live jobs beyond the plan's own slots ride on a paid extra allocation.
      paymentNote = slots.planSlots !== null && slots.used + 1 > slots.planSlots;
    }
  }
  await setJobStatus(tx, jobId, 'live', auth.userId);
  return { paymentNote };
}

async function assertComplete(q: Queryable, jobId: number, auth: AuthContext): Promise<void> {
  const row = await readJobRow(q, jobId);
  if (!row) throw jobNotFound();
  const questions = (await screenerQuestionsOf(q, jobId)).map((x) => x.question);
  const missing = missingJobFields(completenessInput(row, questions), auth);
  if (missing.length > 0) throw new HttpError(422, JOB_TEXTS.missingInformation, 'JobInformationMissing', missing[0]);
}

export interface SaveOptions {
  skipJobSlotsValidation: boolean;
  idempotencyKey: string | null;
}

export async function createJob(db: Db, auth: AuthContext, body: CreateJobBody, opts: SaveOptions): Promise<JobSaveAnswer> {
  const { employerId, status, ...fields } = body;
  const result = await db.transaction(async (tx) => {
    if (!(await employerExists(tx, employerId))) throw notFound(JOB_API_ERRORS.employerNotFound);
    if (opts.idempotencyKey) {
      const existing = await jobByIdempotencyKey(tx, auth.userId, opts.idempotencyKey);
      if (existing) return { id: existing, replay: true, paymentNote: false };
    }
    const columns = await resolveColumns(tx, EMPTY_COLUMNS, fields, employerId, auth);
    const id = await insertJob(tx, employerId, auth.userId, columns, opts.idempotencyKey);
    if (id === undefined) {
      // A concurrent retry with the same key won the insert.
      const existing = opts.idempotencyKey ? await jobByIdempotencyKey(tx, auth.userId, opts.idempotencyKey) : undefined;
      if (!existing) throw new HttpError(409, JOB_TEXTS.submitFailed, 'Conflict');
      return { id: existing, replay: true, paymentNote: false };
    }
    await insertStatusHistory(tx, id, 'draft', auth.userId);
    await applyJobLists(tx, id, fields, status !== 'live');
    const published = status === 'live' ? await publish(tx, id, auth, opts.skipJobSlotsValidation) : { paymentNote: false };
    return { id, replay: false, paymentNote: published.paymentNote };
  });
  const job = (await readJob(db, result.id, auth))!;
  const message = job.status === 'live' && !result.replay ? jobPostedMessage(job.title, result.paymentNote) : null;
  return { job, message, paymentNote: result.paymentNote };
}

export async function updateJob(db: Db, auth: AuthContext, jobId: number, body: UpdateJobBody, opts: SaveOptions): Promise<JobSaveAnswer> {
  const { status, ...fields } = body;
  if (status && STAFF_STATUSES.includes(status) && !auth.isStaff) throw forbidden(JOB_API_ERRORS.invalidStatusChange('job', status));
  const result = await db.transaction(async (tx) => {
    const row = await readJobRow(tx, jobId, true);
    if (!row || (!auth.isStaff && !auth.employerIds.includes(row.employer_id))) throw jobNotFound();
    const columns = await resolveColumns(tx, columnsOf(row), fields, row.employer_id, auth);
    await updateJobColumns(tx, jobId, columns);
    const finalStatus = status ?? row.status;
    await applyJobLists(tx, jobId, fields, finalStatus !== 'live');
    let paymentNote = false;
    if (status === 'live') {
      paymentNote = (await publish(tx, jobId, auth, opts.skipJobSlotsValidation)).paymentNote;
    } else if (status && status !== row.status) {
      await setJobStatus(tx, jobId, status, auth.userId);
    } else if (row.status === 'live') {
      // A live post must stay complete.
      await assertComplete(tx, jobId, auth);
    }
    return { paymentNote };
  });
  const job = (await readJob(db, jobId, auth))!;
  const message = status === 'live' ? jobPostedMessage(job.title, result.paymentNote) : JOB_TEXTS.updated;
  return { job, message, paymentNote: result.paymentNote };
}

/** Loads a job's employer and checks the caller may reach it; other tenants get a 404. */
export async function reachableJob(q: Queryable, auth: AuthContext, jobId: number): Promise<{ employerId: number; status: JobStatus }> {
  const row = await jobEmployerAndStatus(q, jobId);
  if (!row || (!auth.isStaff && !auth.employerIds.includes(row.employer_id))) throw jobNotFound();
  return { employerId: row.employer_id, status: row.status };
}

// ── what the routes call ─────────────────────────────────────────────────────────────────

export function jobSummaries(q: Queryable, f: SummaryQuery, order: readonly string[], limit: number, skip: number): Promise<JobSummaryRow[]> {
  return listSummaries(q, f, order, limit, skip);
}

export function jobSummaryCount(q: Queryable, f: SummaryQuery): Promise<number> {
  return countSummaries(q, f);
}

/** One job the caller may reach; other tenants get a 404. */
export async function jobFor(q: Queryable, auth: AuthContext, jobId: number): Promise<JobDto> {
  await reachableJob(q, auth, jobId);
  const job = await readJob(q, jobId, auth);
  if (!job) throw jobNotFound();
  return job;
}

/** One wizard step that replaces a list of the job (keywords, machines, questions), in one transaction. */
export async function replaceJobList(db: Db, auth: AuthContext, jobId: number, apply: (tx: Tx) => Promise<void>): Promise<JobDto> {
  await db.transaction(async (tx) => {
    await reachableJob(tx, auth, jobId);
    await apply(tx);
    await touchJob(tx, jobId);
  });
  return (await readJob(db, jobId, auth))!;
}

/** Screener questions in display order: 3 to 7, none empty (spec 001 §5). */
export function replaceQuestions(db: Db, auth: AuthContext, jobId: number, questions: readonly { question: string; displayOrder?: number | undefined }[]): Promise<JobDto> {
  const ordered = [...questions].map((q, i) => ({ question: q.question.trim(), order: q.displayOrder ?? i })).sort((a, b) => a.order - b.order);
  const problem = screenerQuestionsProblem(ordered.map((q) => q.question));
  if (problem) throw badRequest(problem, 'screenerQuestions');
  return replaceJobList(db, auth, jobId, (tx) => applyJobLists(tx, jobId, { screenerQuestions: ordered.map((q) => q.question) }, false));
}

export type WatcherKind = 'employer' | 'admin';

/** An employer user watches a job of their employer; admin watchers must be staff. */
export async function watch(q: Queryable, auth: AuthContext, jobId: number, userId: number, kind: WatcherKind): Promise<JobWatcherDto[]> {
  const { employerId } = await reachableJob(q, auth, jobId);
  if (kind === 'employer' && !(await isEmployerMember(q, employerId, userId))) throw badRequest(JOB_API_ERRORS.watcherNotMember, 'userId');
  if (kind === 'admin' && !(await isStaffUser(q, userId))) throw badRequest(JOB_API_ERRORS.adminWatcherNotStaff, 'watcherId');
  await addWatcher(q, jobId, userId, kind);
  return watchersOf(q, jobId, kind);
}

export async function unwatch(q: Queryable, auth: AuthContext, jobId: number, userId: number, kind: WatcherKind): Promise<JobWatcherDto[]> {
  await reachableJob(q, auth, jobId);
  await removeWatcher(q, jobId, userId, kind);
  return watchersOf(q, jobId, kind);
}

export async function watchersOfReachable(q: Queryable, auth: AuthContext, jobId: number, kind: WatcherKind): Promise<JobWatcherDto[]> {
  await reachableJob(q, auth, jobId);
  return watchersOf(q, jobId, kind);
}

export { jobSlotsOf } from './job-slots';

/** The employer a job belongs to, for other domains' tenancy checks; undefined for no such job. */
export function employerOfJob(q: Queryable, jobId: number): Promise<number | undefined> {
  return jobEmployerId(q, jobId);
}
