import { absoluteLink } from '@floorhire/rules';
import { JOB_MESSAGE_TEXTS, JOB_NOTIFY_RULES, jobMessageChannels, jobSuitsPro, outreachDecision, type JobNotificationStatus } from '@floorhire/domain-job-board';
import type { Db, Queryable } from '../../db';
import { queueEmail, queueSms } from '../../delivery/outbox';
import { distanceMiles, lookupPostalCode } from '../geo';
import { candidatesFor, liveJobsToMatch, messagesInLastDay, recordOutreach, settleOutreach, type CandidateRow, type MatchJobRow } from './job-notifications.repository';

// Sending jobs to pros (spec 002 §3 job notification statuses; ADR 215). A durable periodic
// job: each live job is matched against pros in its own transaction, so a run that dies half
// way keeps what it committed and the next run carries on; the unique (job, pro) row and the
// messages' idempotency keys make a repeated or concurrent run send nothing twice.

export interface MatchRunResult {
  jobs: number;
  queued: number;
  waiting: number;
  skipped: number;
  applied: number;
  noReply: number;
}

type Point = { latitude: number; longitude: number };

function placeOf(lat: number | null, lng: number | null, postalCode: string | null): Point | null {
  if (postalCode) {
    const place = lookupPostalCode(postalCode);
    if (place) return place;
  }
  return lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null;
}

function payText(job: MatchJobRow): string | null {
  const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  if (job.pay_rate_period === 'annual') {
    const top = job.pay_rate_salary_max ?? job.pay_rate_salary_min;
    return top === null ? null : `up to ${money(top)} a year`;
  }
  const top = job.pay_rate_max ?? job.pay_rate_min;
  return top === null ? null : `up to ${money(top)}/hr`;
}

/** Queues the job message on each channel (also a send by hand, ADR 208); the keys make a retry send once. */
export async function sendJobMessages(tx: Queryable, publicUrl: string, job: MatchJobRow, pro: CandidateRow, channels: readonly ('email' | 'sms')[]): Promise<void> {
  const place = job.city ? [job.city, job.state].filter(Boolean).join(', ') : null;
  for (const channel of channels) {
    const link = absoluteLink(publicUrl, 'proOpportunity', { id: job.id }, { channel: channel.toUpperCase(), utm_source: 'floorhire', utm_medium: channel, utm_campaign: JOB_NOTIFY_RULES.campaign });
    const idempotencyKey = `job-notification:${job.id}:${pro.user_id}:${channel}`;
    if (channel === 'email') {
      await queueEmail(tx, {
        to: pro.email,
        subject: JOB_MESSAGE_TEXTS.subject(job.title),
        text: JOB_MESSAGE_TEXTS.email({ firstName: pro.name_first, title: job.title, employer: job.employer_name, place, pay: payText(job), link }),
        template: 'job-notification',
        userProfileId: pro.user_id,
        idempotencyKey,
      });
    } else if (pro.phone) {
      // The outbox keeps a message to a number that opted out (STOP, ADR 221) as suppressed.
      await queueSms(tx, { to: pro.phone, text: JOB_MESSAGE_TEXTS.sms({ title: job.title, place, link }), template: 'job-notification', userProfileId: pro.user_id, idempotencyKey });
    }
  }
}

/** Matches one live job against pros and records (and sends) each outreach, in one transaction. */
async function matchJob(db: Db, publicUrl: string, job: MatchJobRow, result: MatchRunResult): Promise<void> {
  const jobPlace = placeOf(job.lat, job.lng, job.lat === null ? job.postal_code : null);
  if (!jobPlace) return;
  const facts = { payRatePeriod: job.pay_rate_period, payRateMax: job.pay_rate_max, payRateSalaryMax: job.pay_rate_salary_max, shift: job.shift };
  await db.transaction(async (tx) => {
    const pros = await candidatesFor(tx, job, JOB_NOTIFY_RULES.prosPerJob);
    for (const pro of pros) {
      const proPlace = placeOf(pro.lat, pro.lng, pro.postal_code);
      const miles = proPlace ? distanceMiles(proPlace, jobPlace) : null;
      if (!jobSuitsPro(facts, { payRateMin: pro.pay_rate_min, maxCommute: pro.max_commute, shifts: pro.shifts ?? [] }, miles)) continue;
      const channels = jobMessageChannels({ notificationEmail: pro.notification_email === 1, notificationSms: pro.notification_sms === 1, phone: pro.phone });
      const status: JobNotificationStatus = outreachDecision(channels, channels.length > 0 ? await messagesInLastDay(tx, pro.user_id) : 0);
      const channel = status === 'QUEUED' ? (channels[0] ?? null) : null;
      if (!(await recordOutreach(tx, job.id, pro.user_id, status, channel, pro.waiting))) continue;
      if (status === 'QUEUED') {
        await sendJobMessages(tx, publicUrl, job, pro, channels);
        result.queued++;
      } else if (status === 'NOT QUEUED') result.waiting++;
      else result.skipped++;
    }
  });
}

/**
 * One run of the matcher: settles answered and unanswered outreach, then matches live jobs
 * (the most recently updated first). `jobIds` limits the run to those jobs (tests, and a
 * job that just went live).
 */
export async function runJobMatching(db: Db, publicUrl: string, options: { jobIds?: readonly number[] } = {}): Promise<MatchRunResult> {
  const result: MatchRunResult = { jobs: 0, queued: 0, waiting: 0, skipped: 0, applied: 0, noReply: 0 };
  const settled = await db.transaction((tx) => settleOutreach(tx, JOB_NOTIFY_RULES.noReplyAfterDays));
  result.applied = settled.applied;
  result.noReply = settled.noReply;
  const jobs = await liveJobsToMatch(db, JOB_NOTIFY_RULES.jobsPerRun, options.jobIds ?? null);
  const failed: string[] = [];
  for (const job of jobs) {
    // One job's failure (rolled back whole) must not starve the jobs after it; the run still
    // fails at the end so the worker records the error.
    try {
      await matchJob(db, publicUrl, job, result);
      result.jobs++;
    } catch (error) {
      failed.push(`job ${job.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed.length > 0) throw new Error(`Job matching failed for ${failed.length} job(s): ${failed.join('; ').slice(0, 1500)}`);
  return result;
}
