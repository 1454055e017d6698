import { ROLES } from '@floorhire/rules';
import { CountAnswerSchema } from '@floorhire/schemas';
import { JOB_SKILL_CATEGORIES } from '@floorhire/domain-jobs';
import {
  AchievementListSchema,
  JobDetailQuerySchema,
  JobDetailSchema,
  JobIdParamsSchema,
  JobSearchQuerySchema,
  NamedItemListSchema,
  NotInterestedBodySchema,
  ProApplicationListSchema,
  ProJobDetailSchema,
  ProJobListSchema,
  ProJobSchema,
  ProParamsSchema,
  PublicJobListSchema,
  PublicJobTitleListSchema,
  TaxonomySearchQuerySchema,
} from '@floorhire/domain-job-board';
import { route, type RouteDef } from '../../http/route';
import { dismissJob, proApplications, proJobCount, proJobDetail, proJobs, publicJobCount, publicJobDetail, publicJobs, publicTaxonomy } from './job-board.service';

// The job board's calls (spec 002 §7 "Public" and the pro job-search filter). Public reads
// are product-wide: live jobs and reference lists. A pro's own state rides only on /pro/...
// routes, each scoped to the caller.

const PUBLIC = { kind: 'none', why: 'live jobs and reference lists are public' } as const;
const OWN = { kind: 'custom', why: 'the caller\'s own notifications and applications (a pro sees only theirs)' } as const;

const jobs = route({
  method: 'GET',
  url: '/public/job',
  summary: 'Live jobs: filter { jobTitleIds, postalCode, minPay, radius (default 30, max 100 miles), shifts, sortBy (default updateTs desc), ids, limit, skip }; §5 pay and shift rules',
  access: 'public',
  tenancy: PUBLIC,
  query: JobSearchQuerySchema,
  response: PublicJobListSchema,
  errors: [400],
  handler: (ctx) => publicJobs(ctx.db, ctx.query.filter ?? {}),
});

const count = route({
  method: 'GET',
  url: '/public/job/count',
  summary: 'How many live jobs the public filter matches',
  access: 'public',
  tenancy: PUBLIC,
  query: JobSearchQuerySchema,
  response: CountAnswerSchema,
  errors: [400],
  handler: async (ctx) => ({ count: await publicJobCount(ctx.db, ctx.query.filter ?? {}) }),
});

const one = route({
  method: 'GET',
  url: '/public/job/:id',
  summary: 'One live job with its description and skills; postalCode gives the distance',
  access: 'public',
  tenancy: PUBLIC,
  params: JobIdParamsSchema,
  query: JobDetailQuerySchema,
  response: JobDetailSchema,
  errors: [400, 404],
  handler: (ctx) => publicJobDetail(ctx.db, ctx.params.id, ctx.query.postalCode),
});

const proSearch = route({
  method: 'GET',
  url: '/pro/job',
  summary: 'Pro job search (§7): the public filter plus notInterestedJobIds and showNotInterestedJobs; each job carries the pro\'s notification status (§3) and application',
  access: [ROLES.userPro],
  tenancy: OWN,
  query: JobSearchQuerySchema,
  response: ProJobListSchema,
  errors: [400],
  handler: (ctx) => proJobs(ctx.db, ctx.requireAuth(), ctx.query.filter ?? {}),
});

const proCount = route({
  method: 'GET',
  url: '/pro/job/count',
  summary: 'How many jobs the pro job search matches',
  access: [ROLES.userPro],
  tenancy: OWN,
  query: JobSearchQuerySchema,
  response: CountAnswerSchema,
  errors: [400],
  handler: async (ctx) => ({ count: await proJobCount(ctx.db, ctx.requireAuth(), ctx.query.filter ?? {}) }),
});

const proOne = route({
  method: 'GET',
  url: '/pro/job/:id',
  summary: 'One live job with the pro\'s notification status and application',
  access: [ROLES.userPro],
  tenancy: OWN,
  params: JobIdParamsSchema,
  query: JobDetailQuerySchema,
  response: ProJobDetailSchema,
  errors: [400, 404],
  handler: (ctx) => proJobDetail(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.query.postalCode),
});

const notInterested = route({
  method: 'POST',
  url: '/pro/job/:id/not-interested',
  summary: 'The pro is not interested in a job: its notification becomes DISMISSED and an unanswered outreach Not interested (with the reason). Repeating it changes nothing',
  access: [ROLES.userPro],
  tenancy: OWN,
  params: JobIdParamsSchema,
  body: NotInterestedBodySchema,
  response: ProJobSchema,
  errors: [404, 409],
  handler: (ctx) => dismissJob(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body.reason),
});

const applications = route({
  method: 'GET',
  url: '/pro/:id/job-applicant',
  summary: 'The pro\'s applications, newest first: status, unanswered screening questions, the next interview time and open proposals',
  access: [ROLES.userPro],
  tenancy: { kind: 'self', param: 'id' },
  params: ProParamsSchema,
  response: ProApplicationListSchema,
  errors: [404],
  handler: (ctx) => proApplications(ctx.db, ctx.params.id),
});

const jobTitles = route({
  method: 'GET',
  url: '/public/job-title',
  summary: 'Live job titles by name (search, limit)',
  access: 'public',
  tenancy: PUBLIC,
  query: TaxonomySearchQuerySchema,
  response: PublicJobTitleListSchema,
  handler: (ctx) => publicTaxonomy.jobTitles(ctx.db, ctx.query.search ?? null, ctx.query.limit ?? 500),
});

const industries = route({
  method: 'GET',
  url: '/public/industry',
  summary: 'Industries',
  access: 'public',
  tenancy: PUBLIC,
  response: NamedItemListSchema,
  handler: (ctx) => publicTaxonomy.industries(ctx.db),
});

const achievements = route({
  method: 'GET',
  url: '/public/achievement',
  summary: 'Achievements (1 elite, 2 vetted, 3 block)',
  access: 'public',
  tenancy: PUBLIC,
  response: AchievementListSchema,
  handler: (ctx) => publicTaxonomy.achievements(ctx.db),
});

const skillCategories = route({
  method: 'GET',
  url: '/public/skill-category',
  summary: 'Job skill categories: 1 disciplines, 2 technologies and machines, 3 brands, 4 materials',
  access: 'public',
  tenancy: PUBLIC,
  response: NamedItemListSchema,
  handler: async () => Object.entries(JOB_SKILL_CATEGORIES).map(([id, name]) => ({ id: Number(id), name })),
});

export const jobBoardRoutes: readonly RouteDef[] = [jobs, count, one, proSearch, proCount, proOne, notInterested, applications, jobTitles, industries, achievements, skillCategories];
