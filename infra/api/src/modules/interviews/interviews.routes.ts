import * as v from 'valibot';
import { DateTime } from 'luxon';
import { APPLICATION_API_TEXTS, DEFAULT_TIMEZONE, ROLES } from '@floorhire/rules';
import {
  ApplicantInterviewParamsSchema,
  ApplicantSlotParamsSchema,
  CreateInterviewBodySchema,
  IdParamsSchema,
  InterviewSchema,
  PatchInterviewBodySchema,
  PatchSlotBodySchema,
  ProposeSlotsBodySchema,
  SilentQuerySchema,
  UpcomingInterviewListSchema,
  UpcomingInterviewQuerySchema,
} from '@floorhire/schemas';
import type { AuthContext } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { conflict, forbidden, notFound } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { applicantUrl, JOB_TITLE_SQL, loadApplicant, viewerOf, type ApplicantAccess } from '../applications/access';
import { assertSubscribed } from '../applications/applications.routes';
import { latestInterview, readInterview, toSlotText } from './interviews.repository';
import { createInterview, moveSlot, proposeSlots } from './interviews.service';

// Interviews of an applicant (spec 001 §4, §7; 002 §7 for the pro side).
// docs/decisions/102-interview-rules.md.

function assertCanEdit(auth: AuthContext, access: ApplicantAccess): void {
  if (access.caller === 'employer' && !auth.roles.includes(ROLES.applicantEdit)) throw forbidden();
}

async function interviewOf(db: Queryable, access: ApplicantAccess, interviewId: number): Promise<void> {
  const row = await db.one('select 1 from interviews where id = $1 and job_applicant_id = $2', [interviewId, access.id]);
  if (!row) throw notFound(APPLICATION_API_TEXTS.interviewNotFound);
}

const current = route({
  method: 'GET',
  url: '/job-applicant/:id/interview',
  summary: 'The applicant\'s current interview with slots, derived status, headline, attendance flag and timeline; null when none',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'staff, a user of the job\'s employer, or the pro (404 otherwise)' },
  params: IdParamsSchema,
  response: v.nullable(InterviewSchema),
  errors: [404],
  async handler(ctx) {
    const access = await loadApplicant(ctx.db, ctx.requireAuth(), ctx.params.id, { allowPro: true });
    return latestInterview(ctx.db, access.id);
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const access = await loadApplicant(ctx.db, auth, ctx.params.id, { allowPro: true });
    assertCanEdit(auth, access);
    const id = await ctx.db.transaction((tx) => createInterview(tx, access, auth.userId, ctx.body, ctx.query.silent ?? false));
    return (await readInterview(ctx.db, id))!;
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const access = await loadApplicant(ctx.db, auth, ctx.params.id, { allowPro: true });
    assertCanEdit(auth, access);
    await interviewOf(ctx.db, access, ctx.params.interviewId);
    await ctx.db.transaction((tx) => proposeSlots(tx, access, ctx.params.interviewId, auth.userId, ctx.body, ctx.query.silent ?? false));
    return (await readInterview(ctx.db, ctx.params.interviewId))!;
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const access = await loadApplicant(ctx.db, auth, ctx.params.id, { allowPro: true });
    assertCanEdit(auth, access);
    await interviewOf(ctx.db, access, ctx.params.interviewId);
    await ctx.db.transaction((tx) => moveSlot(tx, access, ctx.params.interviewId, ctx.params.slotId, ctx.body.status, auth.userId));
    return (await readInterview(ctx.db, ctx.params.interviewId))!;
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const access = await loadApplicant(ctx.db, auth, ctx.params.id);
    await interviewOf(ctx.db, access, ctx.params.interviewId);
    const interview = (await readInterview(ctx.db, ctx.params.interviewId))!;
    if (interview.status !== 'accepted') throw conflict(APPLICATION_API_TEXTS.attendanceNotAllowed);
    await ctx.db.transaction(async (tx) => {
      await tx.query('update interviews set applicant_attended = $2, update_ts = now() where id = $1', [ctx.params.interviewId, ctx.body.applicantAttended]);
      await tx.query('update job_applicants set applicant_attended = $2, update_ts = now() where id = $1', [access.id, ctx.body.applicantAttended]);
    });
    return (await readInterview(ctx.db, ctx.params.interviewId))!;
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    await assertSubscribed(ctx.db, auth, ctx.params.id);
    const f = ctx.query.filter;
    const from = DateTime.now().setZone(DEFAULT_TIMEZONE).startOf('day').toJSDate();
    const { rows } = await ctx.db.query<{
      id: number;
      slot_id: number;
      job_applicant_id: number;
      job_id: number;
      title: string;
      pro_id: number;
      name_first: string;
      name_last: string;
      type: 'Onsite' | 'Phone' | 'Video';
      ts_interview: Date;
      interview_length: number | null;
      timezone: string;
      location: string | null;
      status: 'Accepted' | 'Confirmed';
    }>(
      `select i.id, s.id as slot_id, ja.id as job_applicant_id, j.id as job_id, ${JOB_TITLE_SQL} as title, u.id as pro_id, u.name_first, u.name_last,
         i.type, s.ts_interview, i.interview_length, i.timezone, i.location, s.status
       from interview_slots s join interviews i on i.id = s.interview_id join job_applicants ja on ja.id = i.job_applicant_id
       join jobs j on j.id = ja.job_id left join job_titles jt on jt.id = j.job_title_id join user_profiles u on u.id = ja.user_profile_id
       where j.employer_id = $1 and s.status in ('Accepted', 'Confirmed') and s.ts_interview >= $2
         and ($3::int is null or j.employer_assignee_id = $3) and ($4::int is null or j.id = $4)
       order by s.ts_interview, s.id limit $5 offset $6`,
      [ctx.params.id, from, f?.where?.userProfileId ?? null, f?.where?.jobId ?? null, f?.limit ?? 10, f?.skip ?? 0],
    );
    const viewer = viewerOf(auth);
    return rows.map((r) => ({
      id: r.id,
      slotId: r.slot_id,
      jobApplicantId: r.job_applicant_id,
      jobId: r.job_id,
      jobTitle: r.title,
      pro: { id: r.pro_id, nameFirst: r.name_first, nameLast: r.name_last },
      type: r.type,
      tsInterview: toSlotText(r.ts_interview),
      interviewLength: r.interview_length,
      timezone: r.timezone,
      location: r.location,
      slotStatus: r.status,
      url: applicantUrl(viewer, r.job_id, r.pro_id, r.job_applicant_id, { tab: 'interview' }),
    }));
  },
});

export const interviewRoutes: readonly RouteDef[] = [current, create, propose, patchSlot, attendance, upcoming];
