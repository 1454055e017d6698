import { APPLICANT_STATUSES, type ApplicantStatus } from '@floorhire/rules';
import { INTERVIEW_SLOT_STATUSES } from '@floorhire/domain-applications';
import type { TableSpec } from '../../seed/bulk';
import { createRng, jobTitleByName, timezoneFor, type Rng, type UsLocation } from '../../seed/data';
import type { DemoRows } from '../../seed/demo-rows';
import { DAY, DEMO_SEED, must, type DemoEmployer, type DemoPro } from '../../seed/demo-world';
import type { ModuleSeed } from '../module';
import { demoCalendarAccountOf, demoJobs } from './applications.repository';

// Demo applicants (docs/decisions/177): live jobs get a full funnel, closed jobs keep their old
// applicants; every applicant walks a status path to its status, with history, screener
// answers, not-interested reasons and, from Interview on, an interview whose slots cover every
// slot state. The demo pro applied to Acme's first six live jobs in six statuses and is invited
// to a Great Lakes job.

const TABLES = {
  job_applicants: [
    ['id', 'int'], ['job_id', 'int'], ['user_profile_id', 'int'], ['status', 'text'], ['screened', 'bool'], ['score', 'numeric'],
    ['score_summary', 'text'], ['apply_ts', 'timestamptz'], ['submit_ts', 'timestamptz'], ['screening_last_sent_ts', 'timestamptz'],
    ['screening_sent_count', 'int'], ['applicant_attended', 'smallint'], ['rejection_reason', 'text'], ['analytic_source', 'text'],
    ['analytic_channel', 'text'], ['analytic_medium', 'text'], ['analytic_campaign', 'text'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz'],
  ],
  job_applicant_status_history: [['id', 'int'], ['job_applicant_id', 'int'], ['status', 'text'], ['creator_id', 'int'], ['reason', 'text'], ['create_ts', 'timestamptz']],
  not_interested_reasons: [['id', 'int'], ['job_applicant_id', 'int'], ['reason', 'text'], ['update_ts', 'timestamptz']],
  screener_answers: [['id', 'int'], ['job_applicant_id', 'int'], ['screener_question_id', 'int'], ['answer', 'text']],
  interviews: [
    ['id', 'int'], ['job_applicant_id', 'int'], ['type', 'text'], ['scheduling_type', 'text'], ['applicant_attended', 'smallint'],
    ['location', 'text'], ['interview_details', 'text'], ['interview_length', 'smallint'], ['allow_same_day_interview', 'bool'],
    ['timezone', 'text'], ['calendar_account_id', 'int'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz'],
  ],
  interview_slots: [['id', 'int'], ['interview_id', 'int'], ['ts_interview', 'timestamptz'], ['proposer', 'text'], ['status', 'text'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz']],
  calendar_events: [
    ['id', 'int'], ['calendar_account_id', 'int'], ['interview_id', 'int'], ['user_profile_id', 'int'], ['ics_uid', 'text'],
    ['starts_ts', 'timestamptz'], ['ends_ts', 'timestamptz'], ['status', 'text'],
  ],
} as const satisfies Record<string, TableSpec>;
type Table = keyof typeof TABLES;

const DEFAULTS = { job_applicants: { screened: false, screening_sent_count: 0 } };

const REJECTION_REASONS = ['Not enough experience with the required machines', 'Pay expectations above the range', 'Position filled', 'Could not work the required shift', 'Did not show up for the interview'];
const NOT_INTERESTED_REASONS = ['Commute is too long', 'Accepted another offer', 'Pay is too low', 'Looking for a different shift', 'Not the right kind of work'];
const SCORE_SUMMARIES = [
  'Strong match: years on the same machines and a clean work history.',
  'Good match on skills; fewer years than the post asks for.',
  'Relevant certifications and stable tenure at past employers.',
  'Partial match: related discipline, would need training on the listed equipment.',
  'Lives within commuting distance and can work the listed shift.',
];
const SCREENER_ANSWERS = ['Yes', 'Yes, more than 5 years', 'About 3 years', 'Yes, I can work that shift', 'Fanuc and Haas mostly', 'Yes, I have my own tools', 'No, but I am willing to learn', '0.0005 in. on aerospace parts'];

/** Status path each applicant walks, ending in its current status (spec 001 §4). */
const STATUS_PATHS: Readonly<Record<ApplicantStatus, readonly ApplicantStatus[]>> = {
  Notified: ['Notified'],
  New: ['New'],
  Contact: ['Notified', 'Contact'],
  Client: ['New', 'Client'],
  Review: ['New', 'Client', 'Review'],
  Interview: ['New', 'Review', 'Interview'],
  Offer: ['New', 'Review', 'Interview', 'Offer'],
  Hired: ['New', 'Review', 'Interview', 'Offer', 'Hired'],
  'Not interested': ['Notified', 'Not interested'],
  Rejected: ['New', 'Review', 'Rejected'],
};

/** Relative frequency of each status among a live job's applicants. */
const STATUS_WEIGHTS: readonly (readonly [ApplicantStatus, number])[] = [
  ['Notified', 2],
  ['New', 5],
  ['Contact', 2],
  ['Client', 3],
  ['Review', 3],
  ['Interview', 2],
  ['Offer', 1],
  ['Hired', 1],
  ['Not interested', 1],
  ['Rejected', 2],
];

/** The demo pro's status on each of Acme's first six live jobs. */
const DEMO_PRO_STATUSES = ['Interview', 'New', 'Review', 'Offer', 'Not interested', 'Rejected'] as const;

interface InterviewInput {
  applicantId: number;
  appStatus: ApplicantStatus;
  rng: Rng;
  ago: (days: number, hours?: number) => Date;
  ahead: (days: number) => Date;
  loc: UsLocation;
  employer: DemoEmployer;
  calendarAccount: number | null;
  ownerId: number;
  usedSlotStatuses: Set<string>;
  interviewCounter: { next: number };
  isDemoPro: boolean;
}

/** Interview slots at quarter hours during the working day (Chicago time ≈ UTC-5/6). */
function slotTime(base: Date, rng: Rng): Date {
  return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), rng.int(14, 21), rng.pick([0, 15, 30, 45])));
}

function addInterview(t: DemoRows<Table>, input: InterviewInput): void {
  const { applicantId, appStatus, rng, ahead, ago, loc, employer } = input;
  const type = rng.pick(['Onsite', 'Phone', 'Video'] as const);
  const past = appStatus !== 'Interview';
  // Interview-stage applicants cycle through the slot states; offers and hires met in the past.
  const variant = input.isDemoPro ? 0 : input.usedSlotStatuses.size < 6 ? input.interviewCounter.next++ % 5 : rng.int(0, 4);
  const slots: { ts: Date; status: string; proposer: string }[] = [];
  if (past) {
    slots.push({ ts: slotTime(ago(rng.int(3, 12)), rng), status: 'Accepted', proposer: 'Business' });
  } else if (variant === 0) {
    slots.push({ ts: slotTime(ahead(2), rng), status: 'Proposed', proposer: 'Business' }, { ts: slotTime(ahead(3), rng), status: 'Proposed', proposer: 'Business' }, { ts: slotTime(ahead(4), rng), status: 'Proposed', proposer: 'Business' });
  } else if (variant === 1) {
    slots.push({ ts: slotTime(ahead(rng.int(1, 10)), rng), status: 'Accepted', proposer: 'Skilled Pro' }, { ts: slotTime(ahead(1), rng), status: 'Rejected', proposer: 'Business' });
  } else if (variant === 2) {
    slots.push({ ts: slotTime(ahead(rng.int(1, 7)), rng), status: 'Confirmed', proposer: 'Business' });
  } else if (variant === 3) {
    slots.push({ ts: slotTime(ago(1), rng), status: 'Rescheduled', proposer: 'Business' }, { ts: slotTime(ahead(rng.int(2, 9)), rng), status: 'Accepted', proposer: 'Super Admin' });
  } else {
    slots.push({ ts: slotTime(ahead(rng.int(1, 5)), rng), status: 'Canceled', proposer: 'Business' });
  }
  const created = ago(rng.int(2, 8));
  const interviewId = t.add('interviews', {
    job_applicant_id: applicantId,
    type,
    scheduling_type: variant === 2 ? 'auto' : 'manual',
    applicant_attended: past ? 1 : null,
    location: type === 'Onsite' ? `${employer.street}, ${loc.city}, ${loc.state} ${loc.postalCode}` : type === 'Phone' ? 'We will call the number on your profile' : 'Video link sent by e-mail',
    interview_details: 'Bring safety glasses and steel-toe boots; we will walk the floor after the interview.',
    interview_length: rng.pick([15, 30, 60] as const),
    allow_same_day_interview: rng.chance(0.3),
    timezone: timezoneFor(loc),
    calendar_account_id: input.calendarAccount,
    create_ts: created,
    update_ts: created,
  });
  for (const slot of slots) {
    input.usedSlotStatuses.add(slot.status);
    t.add('interview_slots', { interview_id: interviewId, ts_interview: slot.ts, proposer: slot.proposer, status: slot.status, create_ts: created, update_ts: created });
    if (input.calendarAccount && (slot.status === 'Accepted' || slot.status === 'Confirmed' || slot.status === 'Canceled')) {
      t.add('calendar_events', { calendar_account_id: input.calendarAccount, interview_id: interviewId, user_profile_id: input.ownerId, ics_uid: `interview-${interviewId}-${slot.ts.getTime()}@floorhire.test`, starts_ts: slot.ts, ends_ts: new Date(slot.ts.getTime() + 30 * 60_000), status: slot.status === 'Canceled' ? 'canceled' : 'accepted' });
    }
  }
}

export const applicationsSeed: ModuleSeed = {
  order: 20,
  async run({ tx, world, rows }) {
    const t = rows(TABLES, DEFAULTS);
    const { now, ago, ahead } = world;
    const { owner } = world.users;
    const demoPro: DemoPro = must(world.pros[0], 'demo pro');
    const jobs = await demoJobs(tx);
    const acmeCalendar = (await demoCalendarAccountOf(tx, owner.id)) ?? null;
    const usedStatuses = new Set<ApplicantStatus>();
    const usedSlotStatuses = new Set<string>();
    const interviewCounter = { next: 0 };
    const demoProAnswers = createRng(`${DEMO_SEED}:demo-pro-answers`);
    for (const employer of world.employers) {
      const team = employer.members.filter((u) => u.status === 'normal');
      const creator = team[0] ?? owner;
      const rng = createRng(`${DEMO_SEED}:applicants:${employer.key}`);
      let liveIndex = -1;
      for (const job of jobs.filter((j) => j.employer_id === employer.id)) {
        if (job.status === 'live') liveIndex++;
        if (job.status === 'draft') continue;
        const title = jobTitleByName(job.title);
        const created = new Date(job.create_ts);
        // Live jobs get a full funnel; closed jobs keep their old applicants.
        const count = job.status === 'live' ? (employer.key === 'acme' ? rng.int(18, 28) : rng.int(8, 16)) : rng.int(3, 8);
        const candidates = world.nearbyPros(title.discipline, employer.place, count, rng);
        if (employer.key === 'acme' && job.status === 'live' && liveIndex < DEMO_PRO_STATUSES.length) candidates.unshift(demoPro);
        candidates.forEach((candidate, k) => {
          let appStatus: ApplicantStatus;
          if (candidate === demoPro) appStatus = must(DEMO_PRO_STATUSES[liveIndex], 'demo pro status');
          else if (employer.key === 'acme' && job.status === 'live' && liveIndex === 0 && k >= 1 && k - 1 < APPLICANT_STATUSES.length) appStatus = must(APPLICANT_STATUSES[k - 1], 'status');
          else if (job.status !== 'live') appStatus = rng.pick(['Rejected', 'Hired', 'Not interested', 'Review'] as const);
          else appStatus = rng.weighted(STATUS_WEIGHTS);
          usedStatuses.add(appStatus);
          const path = STATUS_PATHS[appStatus];
          const jobAgeDays = (now.getTime() - created.getTime()) / DAY;
          const applyDays = job.status === 'live' ? Math.min(jobAgeDays, rng.bell(0.2, Math.min(jobAgeDays, 40))) : rng.bell(30, Math.max(31, jobAgeDays));
          const appliedAt = ago(applyDays, rng.int(0, 10));
          const pathTimes = path.map((_, p) => new Date(appliedAt.getTime() + (p * (applyDays * DAY)) / (path.length + 1)));
          const lastTs = must(pathTimes[pathTimes.length - 1], 'path time');
          const drawnScreened = appStatus !== 'Notified' && rng.chance(0.8);
          // The demo pro answered every screener it was asked (its applications list shows no
          // questions left); its extra answers come from a stream of their own, so no draw shifts.
          const screened = drawnScreened || (candidate === demoPro && appStatus !== 'Notified');
          const applied = !['Notified', 'Contact'].includes(path[0] ?? '') || appStatus === 'Contact';
          const applicantId = t.add('job_applicants', {
            job_id: job.id,
            user_profile_id: candidate.userId,
            status: appStatus,
            screened,
            score: appStatus === 'Notified' ? null : Math.round(rng.bell(3, 10) * 10) / 10,
            score_summary: appStatus === 'Notified' ? null : rng.pick(SCORE_SUMMARIES),
            apply_ts: applied ? appliedAt : null,
            submit_ts: screened ? new Date(appliedAt.getTime() + 3_600_000) : null,
            screening_last_sent_ts: screened || appStatus === 'Contact' ? appliedAt : null,
            screening_sent_count: screened ? 1 : appStatus === 'Contact' ? rng.int(1, 2) : 0,
            applicant_attended: appStatus === 'Offer' || appStatus === 'Hired' ? 1 : null,
            rejection_reason: appStatus === 'Rejected' ? rng.pick(REJECTION_REASONS) : null,
            analytic_source: rng.pick(['floorhire', 'indeed', 'google', 'facebook']),
            analytic_channel: rng.pick(['email', 'sms', 'web']),
            analytic_medium: rng.pick(['organic', 'cpc', 'referral']),
            analytic_campaign: rng.chance(0.3) ? 'SKILLED_PRO_WEEKLY_JOB_NOTIFICATION' : null,
            create_ts: appliedAt,
            update_ts: lastTs,
          });
          path.forEach((s, p) =>
            t.add('job_applicant_status_history', {
              job_applicant_id: applicantId,
              status: s,
              creator_id: s === 'New' || s === 'Not interested' ? candidate.userId : s === 'Notified' ? null : rng.pick(team.length > 0 ? team : [creator]).id,
              reason: s === 'Rejected' ? rng.pick(REJECTION_REASONS) : null,
              create_ts: pathTimes[p],
            }),
          );
          if (appStatus === 'Not interested') t.add('not_interested_reasons', { job_applicant_id: applicantId, reason: rng.pick(NOT_INTERESTED_REASONS), update_ts: lastTs });
          if (screened) job.question_ids.forEach((qid) => t.add('screener_answers', { job_applicant_id: applicantId, screener_question_id: qid, answer: (drawnScreened ? rng : demoProAnswers).pick(SCREENER_ANSWERS) }));
          if (['Interview', 'Offer', 'Hired'].includes(appStatus)) {
            addInterview(t, { applicantId, appStatus, rng, ago, ahead, loc: employer.place, employer, calendarAccount: employer.key === 'acme' ? acmeCalendar : null, ownerId: owner.id, usedSlotStatuses, interviewCounter, isDemoPro: candidate === demoPro });
          }
        });
      }
    }
    // The demo pro is also invited (Notified) to a Great Lakes job: an opportunity to apply to.
    const greatLakesJob = jobs.find((j) => j.employer_id === world.employerIds['greatLakes'] && j.status === 'live');
    if (greatLakesJob) {
      const id = t.add('job_applicants', { job_id: greatLakesJob.id, user_profile_id: demoPro.userId, status: 'Notified', screened: false, screening_sent_count: 0, create_ts: ago(2), update_ts: ago(2) });
      t.add('job_applicant_status_history', { job_applicant_id: id, status: 'Notified', creator_id: null, create_ts: ago(2) });
    }
    for (const s of APPLICANT_STATUSES) if (!usedStatuses.has(s)) throw new Error(`demo seed: no applicant in status ${s}`);
    for (const s of INTERVIEW_SLOT_STATUSES) if (!usedSlotStatuses.has(s)) throw new Error(`demo seed: no interview slot in status ${s}`);
    return t.write(tx);
  },
};
