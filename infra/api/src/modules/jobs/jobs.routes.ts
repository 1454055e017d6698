import { EDIT_RULES, PAGE_SIZES, ROLES } from '@floorhire/rules';
import { CountAnswerSchema, IdParamsSchema } from '@floorhire/schemas';
import { JOB_DEFAULT_FILTER_STATUSES, JOB_FILTER_STATUSES, JOB_STATUSES, type JobStatus, AdminWatcherBodySchema, CreateJobBodySchema, CreateJobQuerySchema, JobAdminWatcherParamsSchema, JobIdParamsSchema, JobReadQuerySchema, JobSaveAnswerSchema, JobSchema, JobSkillsBodySchema, JobSlotsSchema, JobSummaryListSchema, JobSummaryQuerySchema, JobWatcherListSchema, JobWatcherParamsSchema, KnowledgeDisciplinesBodySchema, MachinesBodySchema, MaterialsBodySchema, ScreeningQuestionsBodySchema, UpdateJobBodySchema, UpdateJobQuerySchema, WatchingAnswerSchema, type JobSummaryQuery } from '@floorhire/domain-jobs';
import type * as v from 'valibot';
import type { Tx } from '../../db';
import { idempotencyKey } from '../../http/idempotency';
import { route, type RouteDef } from '../../http/route';
import type { SummaryQuery } from './jobs.repository';
import {
  applyJobLists,
  createJob,
  jobFor,
  jobSlotsOf,
  jobSummaries,
  jobSummaryCount,
  replaceJobList,
  replaceQuestions,
  saveMachines,
  unwatch,
  updateJob,
  watch,
  watchersOfReachable,
} from './jobs.service';

const EMPLOYER_DEFAULT_ORDER = ['status DESC', 'statusUpdateTs DESC'] as const;
const STAFF_DEFAULT_ORDER = ['statusUpdateTs DESC'] as const;


const present = <T>(value: T | '' | null | undefined): T | null => (value === '' || value === undefined ? null : value);

/** The list query with empty values dropped and the defaults of §2 and §9 applied. */
function summaryQuery(query: JobSummaryQuery, scope: { employerId: number | null; staff: boolean }): { f: SummaryQuery; order: string[]; limit: number; skip: number } {
  const filter = query.filter ?? {};
  const where = filter.where ?? {};
  const allowed: readonly JobStatus[] = scope.staff ? JOB_STATUSES : JOB_FILTER_STATUSES;
  const raw = where.status;
  let statuses: JobStatus[] = [];
  if (typeof raw === 'string' && raw !== '') statuses = [raw];
  else if (raw && typeof raw === 'object') statuses = raw.inq;
  statuses = statuses.filter((s) => allowed.includes(s));
  const askedForStatuses = (typeof raw === 'string' && raw !== '') || (!!raw && typeof raw === 'object' && raw.inq.length > 0);
  if (!askedForStatuses) statuses = [...JOB_DEFAULT_FILTER_STATUSES];
  const order = filter.order === undefined ? [] : Array.isArray(filter.order) ? filter.order : [filter.order];
  return {
    f: {
      employerId: scope.employerId ?? present(where.employerId),
      statuses,
      employerUserProfileId: present(where.employerUserProfileId),
      employerAssigneeId: present(where.employerAssigneeId),
      assigneeId: scope.staff ? present(where.assigneeId) : null,
      search: query.search?.trim() || null,
    },
    order: order.length > 0 ? order : [...(scope.staff ? STAFF_DEFAULT_ORDER : EMPLOYER_DEFAULT_ORDER)],
    limit: filter.limit ?? (scope.staff ? PAGE_SIZES.staffJobs : PAGE_SIZES.employerJobs),
    skip: filter.skip ?? filter.offset ?? 0,
  };
}

const employerSummary = route({
  method: 'GET',
  url: '/employer/:id/job/summary',
  summary: 'Jobs list of an employer: status filter (default Live and Draft), Mine via employerUserProfileId, sort by Last Updated or applicant counts',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'id' },
  params: IdParamsSchema,
  query: JobSummaryQuerySchema,
  response: JobSummaryListSchema,
  async handler(ctx) {
    const s = summaryQuery(ctx.query, { employerId: ctx.params.id, staff: false });
    return jobSummaries(ctx.db, s.f, s.order, s.limit, s.skip);
  },
});

const employerSummaryCount = route({
  method: 'GET',
  url: '/employer/:id/job/summary/count',
  summary: 'How many jobs the employer list filter matches',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'id' },
  params: IdParamsSchema,
  query: JobSummaryQuerySchema,
  response: CountAnswerSchema,
  async handler(ctx) {
    const s = summaryQuery(ctx.query, { employerId: ctx.params.id, staff: false });
    return { count: await jobSummaryCount(ctx.db, s.f) };
  },
});

const staffSummary = route({
  method: 'GET',
  url: '/job/summary',
  summary: 'Staff jobs list across employers (default sort statusUpdateTs desc, any status including archived and expired)',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only: staff reach every employer' },
  query: JobSummaryQuerySchema,
  response: JobSummaryListSchema,
  async handler(ctx) {
    const s = summaryQuery(ctx.query, { employerId: null, staff: true });
    return jobSummaries(ctx.db, s.f, s.order, s.limit, s.skip);
  },
});

const staffSummaryCount = route({
  method: 'GET',
  url: '/job/summary/count',
  summary: 'How many jobs the staff list filter matches',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only: staff reach every employer' },
  query: JobSummaryQuerySchema,
  response: CountAnswerSchema,
  async handler(ctx) {
    const s = summaryQuery(ctx.query, { employerId: null, staff: true });
    return { count: await jobSummaryCount(ctx.db, s.f) };
  },
});

const create = route({
  method: 'POST',
  url: '/job',
  summary: 'Create a job (draft, or live on submit). Staff create for any employer; skipJobSlotsValidation is honoured for staff only. Idempotency-Key header supported',
  access: EDIT_RULES.jobs,
  tenancy: { kind: 'employer', from: 'body', key: 'employerId' },
  query: CreateJobQuerySchema,
  body: CreateJobBodySchema,
  response: JobSaveAnswerSchema,
  status: 201,
  errors: [403, 404, 409, 422],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    return createJob(ctx.db, auth, ctx.body, { skipJobSlotsValidation: ctx.query.skipJobSlotsValidation ?? false, idempotencyKey: idempotencyKey(ctx.req) });
  },
});

const update = route({
  method: 'PATCH',
  url: '/job/:id',
  summary: 'Save a job; status live publishes it (slot check, history), removed/draft change status; archived and expired are staff only',
  access: EDIT_RULES.jobs,
  tenancy: { kind: 'custom', why: "the job's employer must be one of the caller's (404 otherwise)" },
  params: JobIdParamsSchema,
  query: UpdateJobQuerySchema,
  body: UpdateJobBodySchema,
  response: JobSaveAnswerSchema,
  errors: [403, 404, 422],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    return updateJob(ctx.db, auth, ctx.params.id, ctx.body, { skipJobSlotsValidation: ctx.query.skipJobSlotsValidation ?? false, idempotencyKey: null });
  },
});

const read = route({
  method: 'GET',
  url: '/job/:id',
  summary: 'One job with title, description (html and markdown), screener questions, taxonomy maps, watchers and status history',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: "the job's employer must be one of the caller's (404 otherwise)" },
  params: JobIdParamsSchema,
  query: JobReadQuerySchema,
  response: JobSchema,
  errors: [404],
  handler: (ctx) => jobFor(ctx.db, ctx.requireAuth(), ctx.params.id),
});

/** PUT routes of the wizard's keyword and question steps. */
function putList<B extends typeof KnowledgeDisciplinesBodySchema | typeof MachinesBodySchema | typeof MaterialsBodySchema | typeof JobSkillsBodySchema>(
  url: string,
  summary: string,
  body: B,
  apply: (ctx: { db: Tx; jobId: number; body: v.InferOutput<B> }) => Promise<void>,
): RouteDef {
  return route({
    method: 'PUT',
    url,
    summary,
    access: EDIT_RULES.jobs,
    tenancy: { kind: 'custom', why: "the job's employer must be one of the caller's (404 otherwise)" },
    params: JobIdParamsSchema,
    body,
    response: JobSchema,
    errors: [404],
    handler: (ctx) => replaceJobList(ctx.db, ctx.requireAuth(), ctx.params.id, (tx) => apply({ db: tx, jobId: ctx.params.id, body: ctx.body as v.InferOutput<B> })),
  });
}

const putDisciplines = putList('/job/:id/taxonomy-knowledge-discipline', 'Replace the knowledge disciplines of a job', KnowledgeDisciplinesBodySchema, ({ db, jobId, body }) =>
  applyJobLists(db, jobId, { knowledgeDisciplineIds: body.knowledgeDisciplineIds }, true),
);
const putMachines = putList('/job/:id/taxonomy-machine', 'Replace the machines of a job, each with its brand ids (brands must make the machine)', MachinesBodySchema, ({ db, jobId, body }) =>
  saveMachines(db, jobId, body.machines),
);
const putMaterials = putList('/job/:id/taxonomy-material', 'Replace the materials of a job', MaterialsBodySchema, ({ db, jobId, body }) =>
  applyJobLists(db, jobId, { materialIds: body.materialIds }, true),
);
const putSkills = putList('/job/:id/job-skill', 'Replace the skill keywords of a job', JobSkillsBodySchema, ({ db, jobId, body }) =>
  applyJobLists(db, jobId, { jobSkillIds: body.jobSkillIds }, true),
);

const putQuestions = route({
  method: 'PUT',
  url: '/job/:id/screening-questions',
  summary: 'Replace the screener questions of a job: 3 to 7, none empty (spec 001 §5)',
  access: EDIT_RULES.jobs,
  tenancy: { kind: 'custom', why: "the job's employer must be one of the caller's (404 otherwise)" },
  params: JobIdParamsSchema,
  body: ScreeningQuestionsBodySchema,
  response: JobSchema,
  errors: [404],
  handler: (ctx) => replaceQuestions(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body.screenerQuestions),
});

// ── watchers ───────────────────────────────────────────────────────────────────────────────

const watchEmployer = route({
  method: 'POST',
  url: '/job/:id/employer-user-job-watcher/:userId',
  summary: 'An employer user watches the job (idempotent); the user must belong to the job’s employer',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: "the job's employer must be one of the caller's; the watcher a user of it" },
  params: JobWatcherParamsSchema,
  response: WatchingAnswerSchema,
  errors: [400, 404],
  handler: async (ctx) => ({ watching: true, watchers: await watch(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.userId, 'employer') }),
});

const employerWatching = route({
  method: 'GET',
  url: '/job/:id/employer-user-job-watcher/:userId',
  summary: 'Whether the user watches the job, and every employer watcher of it',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: "the job's employer must be one of the caller's (404 otherwise)" },
  params: JobWatcherParamsSchema,
  response: WatchingAnswerSchema,
  errors: [404],
  async handler(ctx) {
    const watchers = await watchersOfReachable(ctx.db, ctx.requireAuth(), ctx.params.id, 'employer');
    return { watching: watchers.some((w) => w.watcherId === ctx.params.userId), watchers };
  },
});

const unwatchEmployer = route({
  method: 'DELETE',
  url: '/job/:id/employer-user-job-watcher/:userId',
  summary: 'Stop watching the job (idempotent)',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: "the job's employer must be one of the caller's (404 otherwise)" },
  params: JobWatcherParamsSchema,
  response: WatchingAnswerSchema,
  errors: [404],
  handler: async (ctx) => ({ watching: false, watchers: await unwatch(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.userId, 'employer') }),
});

const addAdminWatcher = route({
  method: 'POST',
  url: '/job/:id/job-watcher',
  summary: 'Staff: add an admin watcher (a staff user) to a job (idempotent)',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only: staff reach every employer' },
  params: JobIdParamsSchema,
  body: AdminWatcherBodySchema,
  response: JobWatcherListSchema,
  errors: [400, 404],
  handler: (ctx) => watch(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body.watcherId, 'admin'),
});

const adminWatchers = route({
  method: 'GET',
  url: '/job/:id/job-watcher',
  summary: 'Staff: the admin watchers of a job',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only: staff reach every employer' },
  params: JobIdParamsSchema,
  response: JobWatcherListSchema,
  errors: [404],
  handler: (ctx) => watchersOfReachable(ctx.db, ctx.requireAuth(), ctx.params.id, 'admin'),
});

const removeAdminWatcher = route({
  method: 'DELETE',
  url: '/job/:id/job-watcher/:watcherId',
  summary: 'Staff: remove an admin watcher (idempotent)',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only: staff reach every employer' },
  params: JobAdminWatcherParamsSchema,
  response: JobWatcherListSchema,
  errors: [404],
  handler: (ctx) => unwatch(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.watcherId, 'admin'),
});

const slots = route({
  method: 'GET',
  url: '/employer/:id/job-slots',
  summary: 'Job slots of the employer: plan slots, total (with extra allocations), live jobs using them, free slots',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'id' },
  params: IdParamsSchema,
  response: JobSlotsSchema,
  async handler(ctx) {
    const { subscriptionId: _subscriptionId, ...dto } = await jobSlotsOf(ctx.db, ctx.params.id);
    return dto;
  },
});

export const jobRoutes: readonly RouteDef[] = [
  employerSummary,
  employerSummaryCount,
  staffSummary,
  staffSummaryCount,
  create,
  update,
  read,
  putDisciplines,
  putMachines,
  putMaterials,
  putSkills,
  putQuestions,
  watchEmployer,
  employerWatching,
  unwatchEmployer,
  addAdminWatcher,
  adminWatchers,
  removeAdminWatcher,
  slots,
];
