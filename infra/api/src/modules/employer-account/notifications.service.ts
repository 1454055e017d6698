import {
  COMMUNICATION_DEFAULTS,
  EMPLOYER_ACCOUNT_API_TEXTS as T,
  EMPLOYER_COMMUNICATIONS,
  sendsBy,
  type EmployerCommunication,
  type NotificationPreference,
} from '@floorhire/domain-employer-account';
import { absoluteLink } from '@floorhire/rules';
import type { Db, Queryable } from '../../db';
import { queueEmail, queueSms } from '../../delivery/outbox';
import { unprocessable } from '../../http/errors';
import { notifiableUsers, userNotFound, type NotifiableRow } from '../users';
import * as repo from './employer-account.repository';

// Notification preferences (spec 002 §3 and §7 "Preferences": GET and POST /user-preference/{id})
// and the one place that decides whether a notification to an employer user goes out, and how:
// the profile's channel switches (notificationEmail, notificationSms) and the user's choice for
// that notification must both allow a channel (ADR 293).

/** Statuses whose holder hears nothing: they cannot sign in to act on it. */
const SILENT_STATUSES = new Set(['archive', 'block', 'suspend']);

function withDefaults(saved: readonly NotificationPreference[]): NotificationPreference[] {
  return EMPLOYER_COMMUNICATIONS.map((communicationId) => {
    const { channelEmail, channelSms } = COMMUNICATION_DEFAULTS[communicationId];
    return saved.find((p) => p.communicationId === communicationId) ?? { communicationId, channelEmail, channelSms };
  });
}

/** Every notification with the user's channels (the default where the user never chose). */
export async function preferencesOf(q: Queryable, userId: number): Promise<NotificationPreference[]> {
  if ((await notifiableUsers(q, [userId])).length === 0) throw userNotFound();
  return withDefaults(await repo.preferencesOf(q, [userId]));
}

export async function savePreference(db: Db, userId: number, preference: NotificationPreference): Promise<NotificationPreference[]> {
  if (preference.channelSms && !COMMUNICATION_DEFAULTS[preference.communicationId].sms) throw unprocessable(T.smsNotOffered, 'channelSms');
  await db.transaction(async (tx) => {
    if ((await notifiableUsers(tx, [userId])).length === 0) throw userNotFound();
    await repo.upsertPreference(tx, userId, preference);
  });
  return preferencesOf(db, userId);
}

interface Notice {
  communicationId: EmployerCommunication;
  template: string;
  email: (user: NotifiableRow) => { subject: string; text: string };
  sms?: (user: NotifiableRow) => string;
  /** Same key, same message: a retried job sends once. */
  idempotencyKey?: string;
}

/** Queues a notice to each user by the channels their preferences allow; answers how many messages were queued. */
export async function notifyUsers(tx: Queryable, userIds: readonly number[], notice: Notice): Promise<number> {
  const users = (await notifiableUsers(tx, [...new Set(userIds)])).filter((u) => !SILENT_STATUSES.has(u.status));
  const saved = await repo.preferencesOf(tx, users.map((u) => u.id));
  let queued = 0;
  for (const user of users) {
    const [preference] = withDefaults(saved.filter((p) => p.userProfileId === user.id)).filter((p) => p.communicationId === notice.communicationId);
    const profile = { notificationEmail: user.notification_email, notificationSms: user.notification_sms, phone: user.phone };
    const key = (channel: string) => (notice.idempotencyKey ? { idempotencyKey: `${notice.idempotencyKey}:${user.id}:${channel}` } : {});
    if (sendsBy('email', profile, preference!)) {
      const { subject, text } = notice.email(user);
      if ((await queueEmail(tx, { to: user.email, subject, text, template: notice.template, userProfileId: user.id, ...key('email') })) !== null) queued += 1;
    }
    if (notice.sms && user.phone && sendsBy('sms', profile, preference!)) {
      if ((await queueSms(tx, { to: user.phone, text: notice.sms(user), template: notice.template, userProfileId: user.id, ...key('sms') })) !== null) queued += 1;
    }
  }
  return queued;
}

/** Whether the user takes this notification by e-mail (an interview invite goes with its .ics or not at all). */
export async function takesEmail(q: Queryable, userId: number, communicationId: EmployerCommunication): Promise<boolean> {
  const [user] = await notifiableUsers(q, [userId]);
  if (!user || SILENT_STATUSES.has(user.status)) return false;
  const [preference] = withDefaults(await repo.preferencesOf(q, [userId])).filter((p) => p.communicationId === communicationId);
  return sendsBy('email', { notificationEmail: user.notification_email, notificationSms: user.notification_sms, phone: user.phone }, preference!);
}

/**
 * A pro applied (spec 000 §9 EMPLOYER_NEW_CANDIDATE): the job's employer watchers and its hiring
 * contact hear of it, or the Company Admins when the job has neither (ADR 293). Runs in the
 * application's transaction, so a rolled-back application sends nothing.
 */
export async function notifyNewCandidate(tx: Queryable, publicUrl: string, applicantId: number): Promise<number> {
  const facts = await repo.newCandidateFacts(tx, applicantId);
  if (!facts) return 0;
  let recipients = await repo.membersAmong(tx, facts.employer_id, facts.recipients ?? []);
  if (recipients.length === 0) recipients = await repo.companyAdminsOf(tx, facts.employer_id);
  const pro = `${facts.pro_first} ${facts.pro_last}`.trim() || 'A candidate';
  const shortPro = `${facts.pro_first} ${facts.pro_last.slice(0, 1)}${facts.pro_last ? '.' : ''}`.trim() || 'A candidate';
  const where = [facts.city, facts.state].filter(Boolean).join(', ');
  const link = absoluteLink(publicUrl, 'employerApplicant', { jobId: facts.job_id, proId: facts.pro_id, applicationId: applicantId });
  return notifyUsers(tx, recipients, {
    communicationId: 'EMPLOYER_NEW_CANDIDATE',
    template: 'employer.new-candidate',
    email: (user) => ({
      subject: `New candidate for ${facts.title}: ${pro}`,
      text: `Hi ${user.name_first || 'there'},\n\n${pro} applied to ${facts.title}${where ? ` (${where})` : ''} at ${facts.employer_name}.\n\nReview the application: ${link}\n\nYou get this because of your notification settings on FloorHire.`,
    }),
    sms: () => `FloorHire: ${shortPro} applied to ${facts.title}. ${link}`,
  });
}
