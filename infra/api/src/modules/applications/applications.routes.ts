import { ROLES } from '@floorhire/rules';
import { IdParamsSchema } from '@floorhire/schemas';
import { ApplicantCountSchema, ApplicantDetailSchema, ApplicantListQuerySchema, ApplicantListSchema, ApplyBodySchema, PatchApplicantAnswerSchema, PatchApplicantBodySchema, PatchApplicantQuerySchema, PrescreenedListSchema, PrescreenedQuerySchema, ScreenerAnswerListSchema, ScreenerAnswersBodySchema, SendScreeningAnswerSchema, ApplicantListItemSchema } from '@floorhire/domain-applications';
import { route, type RouteDef } from '../../http/route';
import {
  applicantCountOfJob,
  applicantDetail,
  applicantProfilePdf,
  applicantsOfJob,
  apply as applyToJob,
  prescreenedOf,
  answerScreening,
  screenerAnswersOf,
  sendScreening as sendScreeningAgain,
  setApplicantStatus,
} from './applications.service';

// Applications service: applicants of a job, one applicant, status changes, screening, the
// profile PDF, pre-screened candidates and applying (spec 001 §7, 002 §7).
// docs/decisions/100-applications-api.md.

const list = route({
  method: 'GET',
  url: '/job/:id/job-applicant',
  summary: 'Applicants of a job: filter (where.status or where.tab, limit, skip, order) and search by pro name or phone; default score desc, 10 a page',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'the job must belong to one of the caller\'s employers (404 otherwise)' },
  params: IdParamsSchema,
  query: ApplicantListQuerySchema,
  response: ApplicantListSchema,
  errors: [404],
  handler: (ctx) => applicantsOfJob(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.query),
});

const count = route({
  method: 'GET',
  url: '/job/:id/job-applicant/count',
  summary: 'How many applicants match the filter, and how many sit under each filter tab',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'the job must belong to one of the caller\'s employers (404 otherwise)' },
  params: IdParamsSchema,
  query: ApplicantListQuerySchema,
  response: ApplicantCountSchema,
  errors: [404],
  handler: (ctx) => applicantCountOfJob(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.query),
});

const one = route({
  method: 'GET',
  url: '/job-applicant/:id',
  summary: 'One applicant with job, contact, resume, histories with creators, timeline, interview, applications, work, education, notes, screener answers and score evidence',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'staff, a user of the job\'s employer, or the pro who applied (404 otherwise)' },
  params: IdParamsSchema,
  response: ApplicantDetailSchema,
  errors: [404],
  handler: (ctx) => applicantDetail(ctx.db, ctx.requireAuth(), ctx.params.id),
});

const screenerAnswers = route({
  method: 'GET',
  url: '/job-applicant/:id/screener-question-answers',
  summary: 'The job\'s screener questions in display order with this applicant\'s answers (null when unanswered)',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'staff, a user of the job\'s employer, or the pro who applied (404 otherwise)' },
  params: IdParamsSchema,
  response: ScreenerAnswerListSchema,
  errors: [404],
  handler: (ctx) => screenerAnswersOf(ctx.db, ctx.requireAuth(), ctx.params.id),
});

const answer = route({
  method: 'PUT',
  url: '/job-applicant/:id/screener-question-answers',
  summary: 'The pro who applied answers the job\'s screener questions (each answer replaces an earlier one); answers the questions with their answers',
  access: [ROLES.userPro],
  tenancy: { kind: 'custom', why: 'only the pro who applied (404 otherwise)' },
  params: IdParamsSchema,
  body: ScreenerAnswersBodySchema,
  response: ScreenerAnswerListSchema,
  errors: [404],
  handler: (ctx) => answerScreening(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body.answers),
});

const patch = route({
  method: 'PATCH',
  url: '/job-applicant/:id',
  summary: 'Set the status (query silent, default true; body status plus rejectionReason or notInterestedReason). Same status again: changed false, nothing written',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'staff, an employer user with employer.applicant.edit, or the pro withdrawing (404 otherwise)' },
  params: IdParamsSchema,
  query: PatchApplicantQuerySchema,
  body: PatchApplicantBodySchema,
  response: PatchApplicantAnswerSchema,
  errors: [403, 404, 422],
  handler: (ctx) => setApplicantStatus(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body, ctx.query.silent ?? true),
});

const sendScreening = route({
  method: 'POST',
  url: '/job-applicant/:id/send-screening',
  summary: 'Send the job\'s screening questions to the pro again (e-mail); counts sends and stamps the last one. Idempotency-Key makes a retry a no-op',
  access: [ROLES.applicantEdit],
  tenancy: { kind: 'custom', why: 'staff or a user of the job\'s employer (404 otherwise)' },
  params: IdParamsSchema,
  response: SendScreeningAnswerSchema,
  errors: [404],
  handler(ctx) {
    const key = ctx.req.headers['idempotency-key'];
    return sendScreeningAgain(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.deps.config.publicUrl, typeof key === 'string' && key ? key : undefined);
  },
});

const pdf = route({
  method: 'GET',
  url: '/job-applicant/:id/profile-pdf',
  summary: 'The pro\'s profile as a PDF (application/pdf)',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'staff, a user of the job\'s employer, or the pro who applied (404 otherwise)' },
  params: IdParamsSchema,
  errors: [404],
  async handler(ctx) {
    const pdf = await applicantProfilePdf(ctx.db, ctx.requireAuth(), ctx.params.id);
    return ctx.reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${pdf.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf.bytes));
  },
});

const prescreened = route({
  method: 'GET',
  url: '/employer/:id/job-applicant',
  summary: 'Pre-screened candidates (status Client) of an employer, newest submission first, with derived url, statusText, achievementId, lastEmployerName, lastJobTitle; userProfileId limits to Mine',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'id' },
  params: IdParamsSchema,
  query: PrescreenedQuerySchema,
  response: PrescreenedListSchema,
  errors: [403],
  handler(ctx) {
    const f = ctx.query.filter;
    return prescreenedOf(ctx.db, ctx.requireAuth(), ctx.params.id, { userProfileId: ctx.query.userProfileId ?? f?.where?.userProfileId, limit: f?.limit, skip: f?.skip });
  },
});

const apply = route({
  method: 'POST',
  url: '/job-applicant',
  summary: 'A pro applies to a live job (from no application, Notified or Not interested); records analyticOptions and screener answers; the score is computed in the background',
  access: [ROLES.userPro],
  tenancy: { kind: 'custom', why: 'a pro applies as themself; staff may name userProfileId' },
  body: ApplyBodySchema,
  response: ApplicantListItemSchema,
  status: 201,
  errors: [404, 409],
  handler: (ctx) => applyToJob(ctx.db, ctx.requireAuth(), ctx.body, ctx.deps.config.publicUrl),
});

export const applicationRoutes: readonly RouteDef[] = [list, count, apply, one, screenerAnswers, answer, patch, sendScreening, pdf, prescreened];
