import {
  JOB_BOARD_API_TEXTS,
  JOB_NOTIFICATION_STATUSES,
  JOB_OUTREACH_PAGE,
  JOB_OUTREACH_TEXTS as T,
  jobMessageChannels,
  RESENDABLE_STATUSES,
  type JobNotificationStatus,
  type JobOutreachQuery,
  type JobOutreachRow,
  type JobOutreachSummary,
} from '@floorhire/domain-job-board';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { smsOptedOut } from '../../delivery/outbox';
import { conflict, notFound } from '../../http/errors';
import { enqueueJob } from '../../worker/queue';
import { quietHoursRelease } from '../messaging';
import * as repo from './job-outreach.repository';
import { sendJobMessages } from './job-notifications.service';

// What a job was sent to pros, and sending it to a pro by hand (ADR 208): the same message, the
// same consent (the pro's channels, STOP) and the quiet hours of ADR 226 for the text, which
// waits for 08:00 in the pro's zone; the e-mail goes at once.

/** The durable job that sends a text held by quiet hours when the pro's morning comes. */
export const HELD_TEXT_JOB = 'job-board.send-held-text';
const UNREACHABLE = new Set(['archive', 'block', 'suspend']);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function rowDto(r: repo.OutreachRow): JobOutreachRow {
  return {
    id: r.id,
    jobId: r.job_id,
    userProfileId: r.user_profile_id,
    nameFirst: r.name_first,
    nameLast: r.name_last,
    status: r.status,
    channel: r.channel,
    createTs: r.create_ts.toISOString(),
    updateTs: r.update_ts.toISOString(),
    sentTs: iso(r.sent_ts),
    sendAt: iso(r.send_at),
    sentBy: r.sent_by === null ? null : { id: r.sent_by, nameFirst: r.sent_by_first ?? '', nameLast: r.sent_by_last ?? '' },
  };
}

async function assertJob(q: Queryable, jobId: number, inEmployer: (id: number) => boolean): Promise<void> {
  const employerId = await repo.jobEmployerOf(q, jobId);
  // Another employer's job answers like a missing one.
  if (employerId === undefined || !inEmployer(employerId)) throw notFound(JOB_BOARD_API_TEXTS.jobNotFound);
}

/** GET job/{id}/job-notification (staff): the pros the job went to, the latest change first. */
export async function listOutreach(q: Queryable, jobId: number, query: JobOutreachQuery): Promise<JobOutreachRow[]> {
  await assertJob(q, jobId, () => true);
  const rows = await repo.outreachOfJob(q, jobId, { status: query.filter?.status ?? null, limit: query.filter?.limit ?? JOB_OUTREACH_PAGE, skip: query.filter?.skip ?? 0 });
  return rows.map(rowDto);
}

/** GET job/{id}/job-notification/summary: how many pros the job was sent to (its employer and staff). */
export async function outreachSummary(q: Queryable, jobId: number, inEmployer: (id: number) => boolean): Promise<JobOutreachSummary> {
  await assertJob(q, jobId, inEmployer);
  const counts = await repo.outreachCounts(q, jobId);
  const byStatus = Object.fromEntries(JOB_NOTIFICATION_STATUSES.map((s) => [s, 0])) as Record<JobNotificationStatus, number>;
  for (const c of counts.byStatus) byStatus[c.status] = c.n;
  return { sent: counts.sent, byStatus };
}

/**
 * POST job/{id}/job-notification (staff): sends a live job to one pro now. The pro's choices
 * hold (ADR 215, 221): e-mail and text only where the pro allows them, no text to a number that
 * sent STOP; a text in the pro's quiet hours waits for their 08:00 (ADR 226). The matcher's
 * daily allowance does not stop staff, but the send counts towards it.
 */
export async function sendJobByHand(db: Db, publicUrl: string, auth: AuthContext, jobId: number, userProfileId: number, now: Date = new Date()): Promise<JobOutreachRow> {
  return db.transaction(async (tx) => {
    const job = await repo.jobForOutreach(tx, jobId);
    if (!job) throw notFound(JOB_BOARD_API_TEXTS.jobNotFound);
    if (job.status !== 'live') throw conflict(T.jobNotLive);
    const pro = await repo.proForOutreach(tx, userProfileId);
    if (!pro) throw notFound(T.proNotFound);
    if (UNREACHABLE.has(pro.status)) throw conflict(T.proUnavailable(pro.status));
    const application = await repo.applicationStatus(tx, jobId, pro.user_id);
    if (application === 'Notified') throw conflict(T.alreadySent);
    if (application !== undefined) throw conflict(T.alreadyApplied);
    const existing = await repo.outreachRow(tx, jobId, pro.user_id);
    if (existing && !RESENDABLE_STATUSES.includes(existing.status)) throw conflict(T.alreadySent);

    let channels = jobMessageChannels({ notificationEmail: pro.notification_email === 1, notificationSms: pro.notification_sms === 1, phone: pro.phone });
    if (channels.length === 0) throw conflict(T.noChannel);
    if (pro.phone && channels.includes('sms') && (await smsOptedOut(tx, pro.phone))) channels = channels.filter((c) => c !== 'sms');
    if (channels.length === 0) throw conflict(T.optedOut);

    const heldUntil = channels.includes('sms') ? quietHoursRelease(now, pro.timezone) : null;
    const goNow = heldUntil ? channels.filter((c) => c !== 'sms') : channels;
    const recorded = await repo.recordHandSend(tx, { jobId, userId: pro.user_id, channel: channels[0]!, sentNow: goNow.length > 0, sendAt: heldUntil, sentBy: auth.userId });
    // The matcher or another click got there first: nothing is sent twice.
    if (!recorded) throw conflict(T.alreadySent);
    if (goNow.length > 0) await sendJobMessages(tx, publicUrl, job, pro, goNow);
    if (heldUntil) await enqueueJob(tx, HELD_TEXT_JOB, { jobId, userProfileId: pro.user_id }, { runAt: heldUntil, idempotencyKey: `job-notification-held:${jobId}:${pro.user_id}` });
    return rowDto((await repo.outreachRow(tx, jobId, pro.user_id))!);
  });
}

/**
 * The held text's morning: consent is asked again (texts still on, a phone, no STOP in the
 * night, the job still live); otherwise no text goes and an outreach that sent nothing at all
 * becomes SKIPPED. Run twice, it sends once.
 */
export async function releaseHeldText(db: Db, publicUrl: string, jobId: number, userProfileId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.heldText(tx, jobId, userProfileId))) return;
    const job = await repo.jobForOutreach(tx, jobId);
    const pro = await repo.proForOutreach(tx, userProfileId);
    const canText = !!job && job.status === 'live' && !!pro && pro.notification_sms === 1 && !!pro.phone && !UNREACHABLE.has(pro.status) && !(await smsOptedOut(tx, pro.phone));
    if (canText) await sendJobMessages(tx, publicUrl, job, pro, ['sms']);
    await repo.settleHeldText(tx, jobId, userProfileId, canText);
  });
}
