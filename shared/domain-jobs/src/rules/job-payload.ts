// The job payload rules of spec 001 §3 and the completeness rules of §5, shared by the job
// wizard (which builds the payload) and the jobs service (which enforces the same rules on
// whatever a client sends).
import { CUSTOM_SHIFT, type PayPeriod } from '@floorhire/rules';
import { JOB_API_ERRORS, type JobField } from '../texts/api';
import { JOB_TEXTS } from '../texts/ui';
import { JOB_STATUS_LABELS, SCREENER_QUESTIONS, type JobStatus } from './catalogues';

export interface JobPayloadInput {
  jobTitleId?: number | null | undefined;
  displayTitle?: string | null | undefined;
  employerAssigneeId?: number | null | undefined;
  hireType?: string | null | undefined;
  shift?: number | null | undefined;
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
  payRateMin?: number | null | undefined;
  payRateMax?: number | null | undefined;
  payRateSalaryMin?: number | null | undefined;
  payRateSalaryMax?: number | null | undefined;
  payRatePeriod?: PayPeriod | null | undefined;
  [key: string]: unknown;
}

/**
 * Applies §3: for an annual period only the salary min and max are sent, otherwise only the
 * hourly ones; start and end time only when the shift is Other (0); the assignee is left out
 * when empty. Other fields pass through unchanged.
 */
export function toJobPayload<T extends JobPayloadInput>(input: T): Partial<T> {
  const payload: Partial<T> = { ...input };
  const annual = input.payRatePeriod === 'annual';
  payload.payRatePeriod = (annual ? 'annual' : 'hourly') as T['payRatePeriod'];
  if (annual) {
    delete payload.payRateMin;
    delete payload.payRateMax;
  } else {
    delete payload.payRateSalaryMin;
    delete payload.payRateSalaryMax;
  }
  if (input.shift !== CUSTOM_SHIFT) {
    delete payload.startTime;
    delete payload.endTime;
  }
  if (input.employerAssigneeId === null || input.employerAssigneeId === undefined || (input.employerAssigneeId as unknown) === '') {
    delete payload.employerAssigneeId;
  }
  return payload;
}

/** A job as the completeness check sees it: the stored fields plus the employer's name. */
export interface JobCompletenessInput {
  displayTitle?: string | null | undefined;
  employerAssigneeId?: number | null | undefined;
  hireType?: string | null | undefined;
  payRatePeriod?: PayPeriod | null | undefined;
  payRateMin?: number | null | undefined;
  payRateMax?: number | null | undefined;
  payRateSalaryMin?: number | null | undefined;
  payRateSalaryMax?: number | null | undefined;
  shift?: number | null | undefined;
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
  street1?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  postalCode?: string | null | undefined;
  employerName?: string | null | undefined;
  rawDescription?: string | null | undefined;
  descriptionMarkdown?: string | null | undefined;
  screeningAction?: 'screen' | 'url' | null | undefined;
  employerCareerSiteUrl?: string | null | undefined;
  screenerQuestions?: readonly string[] | undefined;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';
const negative = (value: number | null | undefined) => value !== null && value !== undefined && value < 0;

/**
 * The fields a job misses before it can go live (§5): company information, job details (the
 * title only for employers), both descriptions and, when candidates are screened here, the
 * screener questions; a url screening needs the career-site URL instead.
 */
export function missingJobFields(job: JobCompletenessInput, viewer: { isStaff: boolean }): JobField[] {
  const missing: JobField[] = [];
  if (blank(job.street1)) missing.push('street1');
  if (blank(job.city)) missing.push('city');
  if (blank(job.employerName)) missing.push('employerName');
  if (blank(job.postalCode)) missing.push('postalCode');
  if (blank(job.state)) missing.push('state');
  if (!viewer.isStaff && blank(job.displayTitle)) missing.push('displayTitle');
  if (job.employerAssigneeId === null || job.employerAssigneeId === undefined) missing.push('employerAssigneeId');
  if (blank(job.hireType)) missing.push('hireType');
  if (job.payRatePeriod === 'annual') {
    if (negative(job.payRateSalaryMin)) missing.push('payRateSalaryMin');
    if (negative(job.payRateSalaryMax)) missing.push('payRateSalaryMax');
  } else {
    if (negative(job.payRateMin)) missing.push('payRateMin');
    if (negative(job.payRateMax)) missing.push('payRateMax');
  }
  // Shift Other (0) means custom hours, so both times are part of the job details.
  if (job.shift === CUSTOM_SHIFT) {
    if (blank(job.startTime)) missing.push('startTime');
    if (blank(job.endTime)) missing.push('endTime');
  }
  if (blank(job.rawDescription)) missing.push('rawDescription');
  if (blank(job.descriptionMarkdown)) missing.push('descriptionMarkdown');
  if (job.screeningAction === 'url') {
    if (blank(job.employerCareerSiteUrl)) missing.push('employerCareerSiteUrl');
  } else if (screenerQuestionsProblem(job.screenerQuestions ?? []) !== undefined) {
    missing.push('screenerQuestions');
  }
  return missing;
}

/** §5: at least 3 questions that are not empty after trimming, at most 7. */
export function screenerQuestionsProblem(questions: readonly string[]): string | undefined {
  const filled = questions.filter((q) => q.trim() !== '');
  if (filled.length !== questions.length) return JOB_API_ERRORS.screenerQuestionEmpty;
  if (filled.length < SCREENER_QUESTIONS.min) return JOB_API_ERRORS.screenerQuestionsMin(SCREENER_QUESTIONS.min);
  if (filled.length > SCREENER_QUESTIONS.max) return JOB_API_ERRORS.screenerQuestionsMax(SCREENER_QUESTIONS.max);
  return undefined;
}

/** §4: a change to Live from Live or Removed is a repost; anything else names the new status. */
export function jobHistoryText(previous: JobStatus | null, next: JobStatus): string {
  if (next === 'live' && (previous === 'live' || previous === 'removed')) return JOB_TEXTS.reposted;
  return JOB_TEXTS.statusSet(JOB_STATUS_LABELS[next]);
}

/** §8: "{title} job post is Live." plus the payment note when a paid extra slot was used. */
export function jobPostedMessage(title: string, paymentNote: boolean): string {
  return paymentNote ? `${JOB_TEXTS.posted(title)} ${JOB_TEXTS.postedPaymentNote}` : JOB_TEXTS.posted(title);
}
