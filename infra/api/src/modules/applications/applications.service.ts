import { PAGE_SIZES, ROLES, type ApplicantStatus, absoluteLink } from '@floorhire/rules';
import { APPLICANT_TEXTS, APPLICATION_API_TEXTS, applicantStatusLabel, settableStatuses, type ApplicantDetail, type ApplicantListItem, type ApplicantListQuery, type PrescreenedItem, type ApplyBodySchema } from '@floorhire/domain-applications';
import type * as v from 'valibot';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { queueEmail } from '../../delivery/outbox';
import { notifyNewCandidate } from '../employer-account';
import { addPrescreenedItem, onItemRead, removePrescreenedItems } from '../inbox';
import { assertSubscribed } from '../subscription';
import type { CallerKind } from './access';
import { loadApplicant, loadJobForCaller, viewerOf } from './access';
import {
  applicantForStatusChange,
  applicantStatusOf,
  applicationForUpdate,
  countApplicants,
  enqueueScoreRefresh,
  insertApplication,
  insertNotInterestedReason,
  insertStatusHistory,
  listApplicants,
  listPrescreened,
  liveJobExists,
  markReapplied,
  readDetail,
  readListItem,
  readScreenerAnswers,
  recordScreeningSent,
  screeningMailInfo,
  statusMailInfo,
  updateStatus,
  upsertScreenerAnswer,
} from './applications.repository';
import { profilePdf } from './profile-pdf';

// Applications (spec 001 §7, 002 §7): applicants of a job, one applicant, status changes,
// screening, the profile PDF, pre-screened candidates and applying.
// docs/decisions/100-applications-api.md, 101-applicant-statuses.md.

export interface StatusChange {
  applicantId: number;
  status: ApplicantStatus;
  actorId: number | null;
  caller: CallerKind;
  rejectionReason?: string | null | undefined;
  notInterestedReason?: string | null | undefined;
  /** Default true: the pro is not told. */
  silent?: boolean | undefined;
}

/** Throws 422 unless the caller may set the status (docs/decisions/101-applicant-statuses.md). */
export function assertSettable(caller: CallerKind, status: ApplicantStatus, rejectionReason: string | null | undefined): void {
  if (!settableStatuses(caller).includes(status)) throw unprocessable(APPLICATION_API_TEXTS.statusNotAllowed(status), 'status');
  if (rejectionReason && status !== 'Rejected') throw unprocessable(APPLICATION_API_TEXTS.rejectionReasonOnlyWhenRejected, 'rejectionReason');
}

/**
 * Sets an applicant's status inside the caller's transaction: locks the row, writes the history
 * entry with its creator, keeps the rejection reason, records a not-interested reason, keeps the
 * inbox in step (a pre-screened candidate is an action item while it is Client) and, unless
 * silent, tells the pro through the outbox. Setting the status it already has changes nothing,
 * so retries and bulk runs are idempotent.
 */
export async function changeStatus(tx: Queryable, change: StatusChange): Promise<{ changed: boolean }> {
  const row = await applicantForStatusChange(tx, change.applicantId);
  if (!row) return { changed: false };
  const reason = change.status === 'Rejected' ? (change.rejectionReason ?? null) : null;
  if (row.status === change.status && (change.status !== 'Rejected' || change.rejectionReason === undefined || reason === row.rejection_reason)) {
    return { changed: false };
  }
  await updateStatus(tx, change.applicantId, change.status, reason);
  const historyReason = change.status === 'Rejected' ? reason : change.status === 'Not interested' ? (change.notInterestedReason ?? null) : null;
  await insertStatusHistory(tx, change.applicantId, change.status, change.actorId, historyReason);
  if (change.status === 'Not interested' && change.notInterestedReason) await insertNotInterestedReason(tx, change.applicantId, change.notInterestedReason);
  if (change.status === 'Client') {
    await addPrescreenedItem(tx, { jobApplicantId: change.applicantId, employerId: row.employer_id, jobId: row.job_id, proId: row.user_profile_id });
  } else {
    await removePrescreenedItems(tx, change.applicantId);
  }
  if (change.silent === false && change.caller !== 'pro') await notifyPro(tx, change.applicantId, change.status);
  return { changed: true };
}

async function notifyPro(tx: Queryable, applicantId: number, status: ApplicantStatus): Promise<void> {
  const info = await statusMailInfo(tx, applicantId);
  if (!info || info.notification_email !== 1) return;
  const company = info.anonymous ? 'the employer' : info.employer;
  const label = applicantStatusLabel(status, 'employer') || status;
  await queueEmail(tx, {
    to: info.email,
    subject: `Update on your application for ${info.title}`,
    text: `Hi ${info.name_first},\n\nYour application for ${info.title} at ${company} is now: ${label}.\n\nThe FloorHire team`,
    template: 'applicant-status',
    userProfileId: info.user_profile_id,
  });
}

/**
 * Reading a pre-screened candidate's inbox item (spec 001 §3): an editor moves a candidate still
 * waiting in pre-screened to Review; a later decision stands. Registered with the inbox at setup.
 */
export function registerInboxActions(): void {
  onItemRead('prescreened candidate', async (tx, item, auth) => {
    const canEdit = auth.isStaff || auth.roles.includes(ROLES.applicantEdit);
    if (item.jobApplicantId !== null && canEdit && (await applicantStatusOf(tx, item.jobApplicantId)) === 'Client') {
      await changeStatus(tx, { applicantId: item.jobApplicantId, status: 'Review', actorId: auth.userId, caller: auth.isStaff ? 'staff' : 'employer', silent: true });
      return { applicantStatus: 'Review', message: APPLICANT_TEXTS.markedReviewed };
    }
    return { applicantStatus: null, message: APPLICANT_TEXTS.messageMarkedRead };
  });
}

// ── what the routes call ─────────────────────────────────────────────────────────────────

/** Employer users edit applicants only with employer.applicant.edit (spec 000 §6). */
function assertCanEdit(auth: AuthContext, caller: CallerKind): void {
  if (caller === 'employer' && !auth.roles.includes(ROLES.applicantEdit)) throw forbidden();
}

export async function applicantsOfJob(db: Queryable, auth: AuthContext, jobId: number, query: ApplicantListQuery): Promise<ApplicantListItem[]> {
  await loadJobForCaller(db, auth, jobId);
  const filter = { ...query.filter, limit: query.filter?.limit ?? PAGE_SIZES.applicants };
  return listApplicants(db, jobId, { ...query, filter }, viewerOf(auth));
}

export async function applicantCountOfJob(db: Queryable, auth: AuthContext, jobId: number, query: ApplicantListQuery): Promise<{ count: number; byTab: Record<string, number> }> {
  await loadJobForCaller(db, auth, jobId);
  return countApplicants(db, jobId, query, viewerOf(auth));
}

export async function applicantDetail(db: Queryable, auth: AuthContext, id: number): Promise<ApplicantDetail> {
  const access = await loadApplicant(db, auth, id, { allowPro: true });
  return readDetail(db, access.id, access.caller, auth.employerIds);
}

export async function screenerAnswersOf(db: Queryable, auth: AuthContext, id: number): Promise<ApplicantDetail['screenerAnswers']> {
  const access = await loadApplicant(db, auth, id, { allowPro: true });
  return readScreenerAnswers(db, access.id, access.jobId);
}

/** The pro's own answers to the job's screener questions; a question of another job is ignored. */
export async function answerScreening(db: Db, auth: AuthContext, id: number, answers: readonly { screenerQuestionId: number; answer: string }[]): Promise<ApplicantDetail['screenerAnswers']> {
  const access = await loadApplicant(db, auth, id, { allowPro: true });
  // Only the pro's own application; an outreach they have not applied to has nothing to answer yet.
  if (access.caller !== 'pro' || access.status === 'Notified') throw notFound(APPLICATION_API_TEXTS.applicantNotFound);
  await db.transaction(async (tx) => {
    for (const a of answers) await upsertScreenerAnswer(tx, access.id, access.jobId, a.screenerQuestionId, a.answer);
  });
  return readScreenerAnswers(db, access.id, access.jobId);
}

export async function setApplicantStatus(
  db: Db,
  auth: AuthContext,
  id: number,
  body: { status: ApplicantStatus; rejectionReason?: string | null | undefined; notInterestedReason?: string | null | undefined },
  silent: boolean,
): Promise<{ changed: boolean; applicant: ApplicantListItem }> {
  const access = await loadApplicant(db, auth, id, { allowPro: true });
  assertCanEdit(auth, access.caller);
  assertSettable(access.caller, body.status, body.rejectionReason);
  const result = await db.transaction((tx) =>
    changeStatus(tx, {
      applicantId: access.id,
      status: body.status,
      actorId: auth.userId,
      caller: access.caller,
      rejectionReason: body.rejectionReason,
      notInterestedReason: body.notInterestedReason,
      silent,
    }),
  );
  return { changed: result.changed, applicant: await readListItem(db, access.id, access.caller) };
}

/** Sends the job's screening questions to the pro again; a retry with the same key sends nothing more. */
export async function sendScreening(db: Db, auth: AuthContext, id: number, publicUrl: string, requestKey: string | undefined) {
  const access = await loadApplicant(db, auth, id);
  const idempotencyKey = requestKey ? `send-screening:${access.id}:${requestKey.slice(0, 100)}` : undefined;
  return db.transaction(async (tx) => {
    const info = await screeningMailInfo(tx, access.id);
    const queued = await queueEmail(tx, {
      to: info.email,
      subject: `A few questions about ${info.title}`,
      text: `Hi ${info.name_first},\n\n${info.anonymous ? 'An employer' : info.employer} would like you to answer a few screening questions for ${info.title}.\n\nOpen ${absoluteLink(publicUrl, 'proScreeningQuestions', { id: access.id })} to answer them.\n\nThe FloorHire team`,
      template: 'send-screening',
      userProfileId: access.userProfileId,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    const row = await recordScreeningSent(tx, access.id, !(queued === null && idempotencyKey));
    return { id: access.id, screeningLastSentTs: row.screening_last_sent_ts.toISOString(), screeningSentCount: row.screening_sent_count };
  });
}

export async function applicantProfilePdf(db: Queryable, auth: AuthContext, id: number): Promise<{ bytes: Uint8Array; fileName: string }> {
  const detail = await applicantDetail(db, auth, id);
  const file = `${detail.userProfile.nameFirst}-${detail.userProfile.nameLast}`.replace(/[^A-Za-z0-9-]+/gu, '') || 'profile';
  return { bytes: await profilePdf(detail), fileName: `${file}-profile.pdf` };
}

export async function prescreenedOf(
  db: Queryable,
  auth: AuthContext,
  employerId: number,
  options: { userProfileId?: number | undefined; limit?: number | undefined; skip?: number | undefined },
): Promise<PrescreenedItem[]> {
  await assertSubscribed(db, auth, employerId);
  return listPrescreened(db, employerId, { userProfileId: options.userProfileId, limit: options.limit ?? 10, skip: options.skip ?? 0, viewer: viewerOf(auth) });
}

/** A pro applies to a live job (from no application, Notified or Not interested); the score follows in the background. */
export async function apply(db: Db, auth: AuthContext, body: v.InferOutput<typeof ApplyBodySchema>, publicUrl: string): Promise<ApplicantListItem> {
  const userId = auth.isStaff ? (body.userProfileId ?? auth.userId) : auth.userId;
  if (!auth.isStaff && body.userProfileId !== undefined && body.userProfileId !== auth.userId) throw notFound();
  const id = await db.transaction(async (tx) => {
    if (!(await liveJobExists(tx, body.jobId))) throw notFound(APPLICATION_API_TEXTS.jobNotFound);
    const a = body.analyticOptions ?? {};
    const existing = await applicationForUpdate(tx, body.jobId, userId);
    let applicantId: number;
    if (existing) {
      if (existing.status !== 'Notified' && existing.status !== 'Not interested') throw conflict(APPLICATION_API_TEXTS.applyNotAllowed);
      applicantId = existing.id;
      await markReapplied(tx, applicantId);
      await changeStatus(tx, { applicantId, status: 'New', actorId: auth.userId, caller: 'staff', silent: true });
      await enqueueScoreRefresh(tx);
    } else {
      applicantId = await insertApplication(tx, { jobId: body.jobId, userId, source: a.source ?? null, channel: a.channel ?? null, medium: a.medium ?? null, campaign: a.campaign ?? null });
      await insertStatusHistory(tx, applicantId, 'New', auth.userId);
    }
    for (const answer of body.screenerAnswers ?? []) await upsertScreenerAnswer(tx, applicantId, body.jobId, answer.screenerQuestionId, answer.answer);
    // The employer hears of the new candidate by the channels each user chose (ADR 293).
    await notifyNewCandidate(tx, publicUrl, applicantId);
    return applicantId;
  });
  return readListItem(db, id, 'pro');
}
