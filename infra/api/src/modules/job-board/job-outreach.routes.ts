import { ROLES } from '@floorhire/rules';
import { JobOutreachListSchema, JobOutreachParamsSchema, JobOutreachQuerySchema, JobOutreachRowSchema, JobOutreachSummarySchema, SendJobToProBodySchema } from '@floorhire/domain-job-board';
import { route, type RouteDef } from '../../http/route';
import * as outreach from './job-outreach.service';

// What a job was sent to pros (spec 002 §3 job notification statuses and channels; ADR 208):
// staff read the list and send by hand, the job's employer reads how many pros it went to.

const STAFF = [ROLES.userAdmin] as const;

const list = route({
  method: 'GET',
  url: '/job/:id/job-notification',
  summary: 'Staff: the pros job {id} was sent to, with status, channel and times (the latest change first; filter status, limit, skip)',
  access: STAFF,
  tenancy: { kind: 'none', why: 'staff only (user.admin)' },
  params: JobOutreachParamsSchema,
  query: JobOutreachQuerySchema,
  response: JobOutreachListSchema,
  errors: [400, 404],
  handler: (ctx) => outreach.listOutreach(ctx.db, ctx.params.id, ctx.query),
});

const summary = route({
  method: 'GET',
  url: '/job/:id/job-notification/summary',
  summary: 'How many pros job {id} was sent to, and the count of each notification status',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: "the job's employer must be one of the caller's (404 otherwise); staff all" },
  params: JobOutreachParamsSchema,
  response: JobOutreachSummarySchema,
  errors: [404],
  handler: (ctx) => outreach.outreachSummary(ctx.db, ctx.params.id, (employerId) => ctx.inEmployer(employerId)),
});

const send = route({
  method: 'POST',
  url: '/job/:id/job-notification',
  summary:
    "Staff: send live job {id} to a pro by hand (userProfileId), on the pro's own channels; no text after STOP; a text in the pro's quiet hours waits for 08:00 their time",
  access: STAFF,
  tenancy: { kind: 'none', why: 'staff only (user.admin)' },
  params: JobOutreachParamsSchema,
  body: SendJobToProBodySchema,
  response: JobOutreachRowSchema,
  status: 201,
  errors: [400, 404, 409],
  handler: (ctx) => outreach.sendJobByHand(ctx.db, ctx.deps.config.publicUrl, ctx.requireAuth(), ctx.params.id, ctx.body.userProfileId),
});

export const jobOutreachRoutes: readonly RouteDef[] = [list, summary, send];
