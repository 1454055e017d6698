import { ROLES } from '@floorhire/rules';
import {
  JOB_FEED_PATH,
  JobBoardEmployerParamsSchema,
  JobBoardFfEmployerParamsSchema,
  JobBoardInformationCreateSchema,
  JobBoardInformationPatchSchema,
  JobBoardInformationSchema,
  JobBoardRequestCreateSchema,
  JobBoardRequestPatchSchema,
  JobBoardRequestSchema,
} from '@floorhire/domain-job-board';
import { route, type RouteDef } from '../../http/route';
import { jobFeed } from './job-board-feed.service';
import { createInformation, createRequest, patchInformation, patchRequest, readInformation, readRequest, submitForm } from './job-board-posting.service';

// Spec 002 §7 "Job-board posting form (staff)", and the job feed job boards read (ADR 219).
// {id} and {ffEmployerId} are the employer's id. Staff only: the form is a staff tool.

const STAFF = [ROLES.userAdmin] as const;
const STAFF_TOOL = { kind: 'none', why: 'staff only; staff reach every employer' } as const;
const BASE = '/indeed-employer-request-information';

const readRequestRoute = route({
  method: 'GET',
  url: `${BASE}/:id`,
  summary: "An employer's job-board posting request (contact e-mail, first and last name, company name, postsToJobBoard, status); 404 when it has none (the form ignores it)",
  access: STAFF,
  tenancy: STAFF_TOOL,
  params: JobBoardEmployerParamsSchema,
  response: JobBoardRequestSchema,
  errors: [404],
  handler: (ctx) => readRequest(ctx.db, ctx.params.id),
});

const createRequestRoute = route({
  method: 'POST',
  url: BASE,
  summary: 'Creates the request of employer ffEmployerId; 409 when it has one',
  access: STAFF,
  tenancy: STAFF_TOOL,
  body: JobBoardRequestCreateSchema,
  response: JobBoardRequestSchema,
  status: 201,
  errors: [400, 404, 409],
  handler: (ctx) => createRequest(ctx.db, ctx.body),
});

const patchRequestRoute = route({
  method: 'PATCH',
  url: `${BASE}/:ffEmployerId`,
  summary: 'Changes the fields sent (ADR 039)',
  access: STAFF,
  tenancy: STAFF_TOOL,
  params: JobBoardFfEmployerParamsSchema,
  body: JobBoardRequestPatchSchema,
  response: JobBoardRequestSchema,
  errors: [400, 404],
  handler: (ctx) => patchRequest(ctx.db, ctx.params.ffEmployerId, ctx.body),
});

const readInformationRoute = route({
  method: 'GET',
  url: `${BASE}/:id/indeed-information`,
  summary: 'The posting details of the request (companyWebsite, contactPhone, jobsPerMonth, budgetPerJob, notes); 404 when the employer has no request',
  access: STAFF,
  tenancy: STAFF_TOOL,
  params: JobBoardEmployerParamsSchema,
  response: JobBoardInformationSchema,
  errors: [404],
  handler: (ctx) => readInformation(ctx.db, ctx.params.id),
});

const createInformationRoute = route({
  method: 'POST',
  url: `${BASE}/indeed-information`,
  summary: 'Sets the posting details of employer ffEmployerId (its request is made when it has none)',
  access: STAFF,
  tenancy: STAFF_TOOL,
  body: JobBoardInformationCreateSchema,
  response: JobBoardInformationSchema,
  status: 201,
  errors: [400, 404],
  handler: (ctx) => createInformation(ctx.db, ctx.body),
});

const patchInformationRoute = route({
  method: 'PATCH',
  url: `${BASE}/:ffEmployerId/indeed-information`,
  summary: 'Changes the posting details sent',
  access: STAFF,
  tenancy: STAFF_TOOL,
  params: JobBoardFfEmployerParamsSchema,
  body: JobBoardInformationPatchSchema,
  response: JobBoardInformationSchema,
  errors: [400, 404],
  handler: (ctx) => patchInformation(ctx.db, ctx.params.ffEmployerId, ctx.body),
});

const submitRoute = route({
  method: 'POST',
  url: `${BASE}/:id/submit-form`,
  summary: 'Submits the form (spec 002 §5: contact e-mail, first name, last name, company name and postsToJobBoard all present, else 422 naming what is missing); the employer\'s live jobs go into the job feed',
  access: STAFF,
  tenancy: STAFF_TOOL,
  params: JobBoardEmployerParamsSchema,
  response: JobBoardRequestSchema,
  errors: [404, 422],
  handler: (ctx) => submitForm(ctx.db, ctx.params.id),
});

const feedRoute = route({
  method: 'GET',
  url: JOB_FEED_PATH,
  summary:
    "The job feed job boards read, in Indeed's XML feed format: every live job of the employers whose job-board request is submitted and posts; public, cached until a job, employer or request changes (ETag, If-None-Match answers 304)",
  access: 'public',
  tenancy: { kind: 'none', why: 'live jobs are public' },
  async handler(ctx) {
    const feed = await jobFeed(ctx.db, ctx.deps.config.publicUrl);
    ctx.reply
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('etag', feed.etag)
      .header('last-modified', feed.builtAt.toUTCString())
      .header('x-feed-cache', feed.fromCache ? 'hit' : 'miss');
    if (ctx.req.headers['if-none-match'] === feed.etag) return ctx.reply.code(304).send();
    return ctx.reply.header('content-type', 'application/xml; charset=utf-8').send(feed.xml);
  },
});

export const jobBoardPostingRoutes: readonly RouteDef[] = [readRequestRoute, createRequestRoute, patchRequestRoute, readInformationRoute, createInformationRoute, patchInformationRoute, submitRoute, feedRoute];
