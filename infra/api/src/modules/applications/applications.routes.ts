import { APPLICATION_API_TEXTS, PAGE_SIZES, ROLES, absoluteLink, isSubscribedStatus } from '@floorhire/rules';
import {
  ApplicantCountSchema,
  ApplicantDetailSchema,
  ApplicantListQuerySchema,
  ApplicantListSchema,
  ApplyBodySchema,
  IdParamsSchema,
  PatchApplicantAnswerSchema,
  PatchApplicantBodySchema,
  PatchApplicantQuerySchema,
  PrescreenedListSchema,
  PrescreenedQuerySchema,
  ScreenerAnswerListSchema,
  SendScreeningAnswerSchema,
  ApplicantListItemSchema,
} from '@floorhire/schemas';
import type { AuthContext } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { queueEmail } from '../../delivery/outbox';
import { loadApplicant, loadJobForCaller, viewerOf, JOB_TITLE_SQL } from './access';
import { countApplicants, listApplicants, listPrescreened, readDetail, readListItem, readScreenerAnswers } from './applications.repository';
import { assertSettable, changeStatus } from './applications.service';
import { profilePdf } from './profile-pdf';

// Applications service: applicants of a job, one applicant, status changes, screening, the
// profile PDF, pre-screened candidates and applying (spec 001 §7, 002 §7).
// docs/decisions/100-applications-api.md.

/** Employers need an active subscription for dashboard lists (spec 001 §6); staff do not. */
export async function assertSubscribed(db: Queryable, auth: AuthContext, employerId: number): Promise<void> {
  if (auth.isStaff) return;
  if (!(await employerSubscribed(db, employerId))) throw new HttpError(403, APPLICATION_API_TEXTS.subscriptionRequired, 'SubscriptionRequired');
}

export async function employerSubscribed(db: Queryable, employerId: number): Promise<boolean> {
  const sub = await db.one<{ status: string; ended: boolean }>(
    `select status, coalesce(end_date < current_date, false) as ended from subscriptions where employer_id = $1 order by start_date desc, id desc limit 1`,
    [employerId],
  );
  return !!sub && isSubscribedStatus(sub.status) && !sub.ended;
}

/** Employer users edit applicants only with employer.applicant.edit (spec 000 §6). */
function assertCanEdit(auth: AuthContext, caller: 'staff' | 'employer' | 'pro'): void {
  if (caller === 'employer' && !auth.roles.includes(ROLES.applicantEdit)) throw forbidden();
}

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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    await loadJobForCaller(ctx.db, auth, ctx.params.id);
    const filter = { ...ctx.query.filter, limit: ctx.query.filter?.limit ?? PAGE_SIZES.applicants };
    return listApplicants(ctx.db, ctx.params.id, { ...ctx.query, filter }, viewerOf(auth));
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    await loadJobForCaller(ctx.db, auth, ctx.params.id);
    return countApplicants(ctx.db, ctx.params.id, ctx.query, viewerOf(auth));
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const access = await loadApplicant(ctx.db, auth, ctx.params.id, { allowPro: true });
    return readDetail(ctx.db, access.id, access.caller, auth.employerIds);
  },
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
  async handler(ctx) {
    const access = await loadApplicant(ctx.db, ctx.requireAuth(), ctx.params.id, { allowPro: true });
    return readScreenerAnswers(ctx.db, access.id, access.jobId);
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const access = await loadApplicant(ctx.db, auth, ctx.params.id, { allowPro: true });
    assertCanEdit(auth, access.caller);
    assertSettable(access.caller, ctx.body.status, ctx.body.rejectionReason);
    const result = await ctx.db.transaction((tx) =>
      changeStatus(tx, {
        applicantId: access.id,
        status: ctx.body.status,
        actorId: auth.userId,
        caller: access.caller,
        rejectionReason: ctx.body.rejectionReason,
        notInterestedReason: ctx.body.notInterestedReason,
        silent: ctx.query.silent ?? true,
      }),
    );
    return { changed: result.changed, applicant: await readListItem(ctx.db, access.id, access.caller) };
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const access = await loadApplicant(ctx.db, auth, ctx.params.id);
    const key = ctx.req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && key ? `send-screening:${access.id}:${key.slice(0, 100)}` : undefined;
    return ctx.db.transaction(async (tx) => {
      const info = (await tx.one<{ email: string; name_first: string; title: string; employer: string; anonymous: boolean }>(
        `select u.email, u.name_first, ${JOB_TITLE_SQL} as title, e.name as employer, j.anonymous from job_applicants ja
         join user_profiles u on u.id = ja.user_profile_id join jobs j on j.id = ja.job_id join employers e on e.id = j.employer_id
         left join job_titles jt on jt.id = j.job_title_id where ja.id = $1`,
        [access.id],
      ))!;
      const queued = await queueEmail(tx, {
        to: info.email,
        subject: `A few questions about ${info.title}`,
        text: `Hi ${info.name_first},\n\n${info.anonymous ? 'An employer' : info.employer} would like you to answer a few screening questions for ${info.title}.\n\nOpen ${absoluteLink(ctx.deps.config.publicUrl, 'proScreeningQuestions', { id: access.id })} to answer them.\n\nThe FloorHire team`,
        template: 'send-screening',
        userProfileId: access.userProfileId,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      const row = (await tx.one<{ screening_last_sent_ts: Date; screening_sent_count: number }>(
        queued === null && idempotencyKey
          ? 'select screening_last_sent_ts, screening_sent_count from job_applicants where id = $1'
          : 'update job_applicants set screening_last_sent_ts = now(), screening_sent_count = screening_sent_count + 1, update_ts = now() where id = $1 returning screening_last_sent_ts, screening_sent_count',
        [access.id],
      ))!;
      return { id: access.id, screeningLastSentTs: row.screening_last_sent_ts.toISOString(), screeningSentCount: row.screening_sent_count };
    });
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
    const auth = ctx.requireAuth();
    const access = await loadApplicant(ctx.db, auth, ctx.params.id, { allowPro: true });
    const detail = await readDetail(ctx.db, access.id, access.caller, auth.employerIds);
    const bytes = await profilePdf(detail);
    const file = `${detail.userProfile.nameFirst}-${detail.userProfile.nameLast}`.replace(/[^A-Za-z0-9-]+/gu, '') || 'profile';
    return ctx.reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file}-profile.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes));
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    await assertSubscribed(ctx.db, auth, ctx.params.id);
    const f = ctx.query.filter;
    return listPrescreened(ctx.db, ctx.params.id, {
      userProfileId: ctx.query.userProfileId ?? f?.where?.userProfileId,
      limit: f?.limit ?? 10,
      skip: f?.skip ?? 0,
      viewer: viewerOf(auth),
    });
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const userId = auth.isStaff ? (ctx.body.userProfileId ?? auth.userId) : auth.userId;
    if (!auth.isStaff && ctx.body.userProfileId !== undefined && ctx.body.userProfileId !== auth.userId) throw notFound();
    const id = await ctx.db.transaction(async (tx) => {
      const job = await tx.one<{ id: number }>(`select id from jobs where id = $1 and status = 'live'`, [ctx.body.jobId]);
      if (!job) throw notFound(APPLICATION_API_TEXTS.jobNotFound);
      const a = ctx.body.analyticOptions ?? {};
      const existing = await tx.one<{ id: number; status: string }>('select id, status from job_applicants where job_id = $1 and user_profile_id = $2 for update', [job.id, userId]);
      let applicantId: number;
      if (existing) {
        if (existing.status !== 'Notified' && existing.status !== 'Not interested') throw conflict(APPLICATION_API_TEXTS.applyNotAllowed);
        applicantId = existing.id;
        await tx.query('update job_applicants set apply_ts = now(), score_computed_ts = null where id = $1', [applicantId]);
        await changeStatus(tx, { applicantId, status: 'New', actorId: auth.userId, caller: 'staff', silent: true });
        await tx.query(`select fh_enqueue_score_refresh()`);
      } else {
        const row = (await tx.one<{ id: number }>(
          `insert into job_applicants (job_id, user_profile_id, status, apply_ts, analytic_source, analytic_channel, analytic_medium, analytic_campaign)
           values ($1, $2, 'New', now(), $3, $4, $5, $6) returning id`,
          [job.id, userId, a.source ?? null, a.channel ?? null, a.medium ?? null, a.campaign ?? null],
        ))!;
        applicantId = row.id;
        await tx.query('insert into job_applicant_status_history (job_applicant_id, status, creator_id) values ($1, $2, $3)', [applicantId, 'New', auth.userId]);
      }
      for (const answer of ctx.body.screenerAnswers ?? []) {
        await tx.query(
          `insert into screener_answers (job_applicant_id, screener_question_id, answer)
           select $1, q.id, $3 from screener_questions q where q.id = $2 and q.job_id = $4
           on conflict (job_applicant_id, screener_question_id) do update set answer = excluded.answer`,
          [applicantId, answer.screenerQuestionId, answer.answer, job.id],
        );
      }
      return applicantId;
    });
    return readListItem(ctx.db, id, 'pro');
  },
});

export const applicationRoutes: readonly RouteDef[] = [list, count, apply, one, screenerAnswers, patch, sendScreening, pdf, prescreened];
