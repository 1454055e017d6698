import { type ApplicantStatus, referralFromSearch } from '@floorhire/rules';

// Rules the job board's pages and its API share (spec 002 §3, §4, §5, §7).

/** Job notification statuses (spec 002 §3). */
export const JOB_NOTIFICATION_STATUSES = ['NOT QUEUED', 'QUEUED', 'APPLIED', 'SKIPPED', 'NO REPLY', 'DISMISSED'] as const;
export type JobNotificationStatus = (typeof JOB_NOTIFICATION_STATUSES)[number];

/** Sort choices; the default is updateTs desc (spec 002 §7). */
export const JOB_SORTS = ['updateTs desc', 'updateTs asc', 'distance asc', 'pay desc'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const DEFAULT_JOB_SORT: JobSort = 'updateTs desc';

/** Radius default 30 miles, at most 100 (spec 002 §7 search defaults, applied to the job search: ADR 211). */
export const JOB_SEARCH_LIMITS = { defaultRadius: 30, maxRadius: 100, radiusChoices: [10, 30, 50, 100], pageSize: 10, maxPage: 50 } as const;

/** A year of full-time hours, to compare an hourly minimum with an annual salary (ADR 211). */
export const HOURS_PER_YEAR = 2080;

export interface PayFields {
  payRatePeriod: 'hourly' | 'annual';
  payRateMax: number | null;
  payRateSalaryMax: number | null;
}

/** §5 pay filter: jobs with no maximum pay, or a maximum at or above the minimum. */
export function payMatches(job: PayFields, minPay: number | null | undefined): boolean {
  if (minPay === null || minPay === undefined) return true;
  if (job.payRatePeriod === 'annual') return job.payRateSalaryMax === null || job.payRateSalaryMax >= minPay * HOURS_PER_YEAR;
  return job.payRateMax === null || job.payRateMax >= minPay;
}

/** §5 shift filter: includes jobs with no shift (null: multiple shifts). */
export function shiftMatches(shift: number | null, shifts: readonly number[] | null | undefined): boolean {
  if (!shifts || shifts.length === 0) return true;
  return shift === null || shifts.includes(shift);
}

/** §4: a pro applies only from notified or not interested (or with no application yet). */
export function canApply(status: ApplicantStatus | null | undefined): boolean {
  return status === null || status === undefined || status === 'Notified' || status === 'Not interested';
}

/** A pro withdraws an application they made (not an outreach they never answered, not a closed one). */
export function canWithdraw(status: ApplicantStatus): boolean {
  return !['Notified', 'Not interested', 'Rejected', 'Hired'].includes(status);
}

/**
 * The notification status a pro sees beside a job: what the pro did wins over what outreach
 * recorded (an application is APPLIED, a withdrawal or dismissal DISMISSED); ADR 212.
 */
export function effectiveNotificationStatus(
  stored: JobNotificationStatus | null,
  applicationStatus: ApplicantStatus | null,
  dismissed: boolean,
): JobNotificationStatus | null {
  if (applicationStatus && applicationStatus !== 'Notified' && applicationStatus !== 'Not interested') return 'APPLIED';
  if (applicationStatus === 'Not interested' || dismissed) return 'DISMISSED';
  // An outreach an employer made by hand (no matcher record) reached the pro like a queued one.
  if (applicationStatus === 'Notified') return stored ?? 'QUEUED';
  return stored;
}

/** Great-circle miles rounded to one decimal, as shown beside a job. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

export interface AnalyticOptions {
  source?: string;
  channel?: string;
  medium?: string;
  campaign?: string;
}

/**
 * analyticOptions of POST job-applicant from the landing address (spec 002 §7): utm_source,
 * utm_medium and utm_campaign, and the channel (EMAIL, SMS) from `channel` or utm_channel.
 */
export function analyticOptionsFrom(search: string | URLSearchParams): AnalyticOptions | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const referral = referralFromSearch(params);
  const channel = (params.get('channel') ?? params.get('utm_channel'))?.trim().slice(0, 200);
  const options: AnalyticOptions = {};
  if (referral?.channel) options.source = referral.channel;
  if (referral?.subreferral) options.medium = referral.subreferral;
  if (referral?.name) options.campaign = referral.name;
  if (channel) options.channel = channel;
  return Object.keys(options).length > 0 ? options : undefined;
}

/**
 * Sending jobs to pros (spec 002 §3; ADR 215). The matcher runs every few minutes, queues at
 * most `dailyMessages` job messages per pro per 24 hours (more matches wait as NOT QUEUED),
 * and marks a queued outreach NO REPLY once the pro did nothing for `noReplyAfterDays`
 * (the spec's campaign is the weekly job notification).
 */
export const JOB_NOTIFY_RULES = {
  everyMs: 5 * 60_000,
  noReplyAfterDays: 7,
  dailyMessages: 3,
  /** A pro without a maximum commute is sent jobs within the job search's default radius. */
  defaultCommuteMiles: JOB_SEARCH_LIMITS.defaultRadius,
  /** Live jobs looked at per run (most recently updated first) and pros read per job. */
  jobsPerRun: 200,
  prosPerJob: 2000,
  campaign: 'SKILLED_PRO_WEEKLY_JOB_NOTIFICATION',
} as const;

export interface ProMatchPreferences {
  payRateMin: number | null;
  /** Miles; null: the default commute. */
  maxCommute: number | null;
  shifts: readonly number[];
}

export interface JobMatchFacts extends PayFields {
  shift: number | null;
}

/**
 * Whether a job suits a pro's preferences (title is matched by the caller): the pro's minimum
 * pay by the §5 pay rule, the pro's shifts by the §5 shift rule, and the distance from the pro's
 * ZIP within their maximum commute. An unknown distance never matches: a pro is not sent a job
 * they may not be able to reach.
 */
export function jobSuitsPro(job: JobMatchFacts, pro: ProMatchPreferences, miles: number | null): boolean {
  if (miles === null || miles > (pro.maxCommute ?? JOB_NOTIFY_RULES.defaultCommuteMiles)) return false;
  return payMatches(job, pro.payRateMin) && shiftMatches(job.shift, pro.shifts);
}

export interface ProChannels {
  notificationEmail: boolean;
  notificationSms: boolean;
  phone: string | null;
}

/** The channels a job message goes out on: the pro's own notification choices (spec 000 §3 user profile). */
export function jobMessageChannels(pro: ProChannels): ('email' | 'sms')[] {
  const channels: ('email' | 'sms')[] = [];
  if (pro.notificationEmail) channels.push('email');
  if (pro.notificationSms && pro.phone) channels.push('sms');
  return channels;
}

/**
 * What the matcher records for a matched pro: SKIPPED when the pro takes no job messages,
 * NOT QUEUED when their messages of the last 24 hours are used up (sent on a later run), else
 * QUEUED with a message on each channel.
 */
export function outreachDecision(channels: readonly ('email' | 'sms')[], sentInLastDay: number): 'SKIPPED' | 'NOT QUEUED' | 'QUEUED' {
  if (channels.length === 0) return 'SKIPPED';
  return sentInLastDay >= JOB_NOTIFY_RULES.dailyMessages ? 'NOT QUEUED' : 'QUEUED';
}
