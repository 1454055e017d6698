import * as v from 'valibot';
import { ROLES } from '@floorhire/rules';
import { IdParamsSchema } from '@floorhire/schemas';
import { ApplicantInterviewParamsSchema, ApplicantSlotParamsSchema, CreateInterviewBodySchema, InterviewSchema, PatchInterviewBodySchema, PatchSlotBodySchema, ProposeSlotsBodySchema, SilentQuerySchema, UpcomingInterviewListSchema, UpcomingInterviewQuerySchema } from '@floorhire/domain-applications';
import { route, type RouteDef } from '../../http/route';
import { currentInterviewOf, moveTime, proposeTimes, recordAttendance, scheduleInterview, upcomingInterviews } from './interviews.service';

// Interviews of an applicant (spec 001 §4, §7; 002 §7 for the pro side).
// docs/decisions/102-interview-rules.md.

const current = route({
  method: 'GET',
  url: '/job-applicant/:id/interview',
  summary: 'The applicant\'s current interview with slots, derived status, headline, attendance flag and timeline; null when none',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'staff, a user of the job\'s employer, or the pro (404 otherwise)' },
  params: IdParamsSchema,
  response: v.nullable(InterviewSchema),
  errors: [404],
  handler: (ctx) => currentInterviewOf(ctx.db, ctx.requireAuth(), ctx.params.id),
});

const create = route({
  method: 'POST',
  url: '/job-applicant/:id/interview',
  summary: 'Create an interview: type, length, details, location, same-day flag, timezone, mode (calendar, set, schedule), proposer and slots (UTC strings or dates with 15-minute times in the timezone); query silent',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'staff, an employer user with employer.applicant.edit, or the pro (404 otherwise)' },
  params: IdParamsSchema,
  query: SilentQuerySchema,
  body: CreateInterviewBodySchema,
  response: InterviewSchema,
  status: 201,
  errors: [403, 404, 409, 422],
  handler: (ctx) => scheduleInterview(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body, ctx.query.silent ?? false),
});

const propose = route({
  method: 'POST',
  url: '/job-applicant/:id/interview/:interviewId/interview-slot',
  summary: 'Propose interview times (mode set creates one Accepted time); open proposals of the round are superseded; query silent',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'staff, an employer user with employer.applicant.edit, or the pro (404 otherwise)' },
  params: ApplicantInterviewParamsSchema,
  query: SilentQuerySchema,
  body: ProposeSlotsBodySchema,
  response: InterviewSchema,
  status: 201,
  errors: [403, 404, 422],
  handler: (ctx) => proposeTimes(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.interviewId, ctx.body, ctx.query.silent ?? false),
});

const patchSlot = route({
  method: 'PATCH',
  url: '/job-applicant/:id/interview/:interviewId/interview-slot/:slotId',
  summary: 'Accept, confirm, reject or cancel one interview time (the other party accepts or rejects a proposal; accepting declines the rest)',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'staff, an employer user with employer.applicant.edit, or the pro (404 otherwise)' },
  params: ApplicantSlotParamsSchema,
  body: PatchSlotBodySchema,
  response: InterviewSchema,
  errors: [403, 404, 409, 422],
  handler: (ctx) => moveTime(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.interviewId, ctx.params.slotId, ctx.body.status),
});

const attendance = route({
  method: 'PATCH',
  url: '/job-applicant/:id/interview/:interviewId',
  summary: 'Record attendance (applicantAttended 1 = attended, 0 = no-show) of an accepted interview',
  access: [ROLES.applicantEdit],
  tenancy: { kind: 'custom', why: 'staff or a user of the job\'s employer (404 otherwise)' },
  params: ApplicantInterviewParamsSchema,
  body: PatchInterviewBodySchema,
  response: InterviewSchema,
  errors: [404, 409],
  handler: (ctx) => recordAttendance(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.interviewId, ctx.body.applicantAttended),
});

const upcoming = route({
  method: 'GET',
  url: '/employer/:id/interview',
  summary: 'Upcoming interviews of an employer: accepted or confirmed times from the start of today (America/Chicago), soonest first; where.userProfileId limits to Mine',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'id' },
  params: IdParamsSchema,
  query: UpcomingInterviewQuerySchema,
  response: UpcomingInterviewListSchema,
  errors: [403],
  handler(ctx) {
    const f = ctx.query.filter;
    return upcomingInterviews(ctx.db, ctx.requireAuth(), ctx.params.id, { userProfileId: f?.where?.userProfileId, jobId: f?.where?.jobId, limit: f?.limit, skip: f?.skip });
  },
});

export const interviewRoutes: readonly RouteDef[] = [current, create, propose, patchSlot, attendance, upcoming];
