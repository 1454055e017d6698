import { type ScoreEvidence, APPLICANT_TEXTS } from '@floorhire/domain-applications';
import type { Db, Queryable } from '../../db';
import type { Worker } from '../../worker/worker';
import type { AuthContext } from '../../auth/tokens';
import { notFound } from '../../http/errors';
import { enqueueJob } from '../../worker/queue';
import { applicantJobAndPro, loadApplicant, markScoreSettled, staleScoreIds, storedScore, storeScore } from '../applications';
import { computeScore, type ScoreJobInput, type ScoreProInput } from './score';
import { jobMachines, jobScoreRow, jobSkillKeys, proHistory, proMachines, proScoreRow, proSkillKeys, proTitles } from './scoring.repository';

// Loads what the score compares, computes it and stores score, summary and evidence. Stale
// scores (score_computed_ts null) are set by database triggers on apply and on job or profile
// changes (migration 020); the 'scoring.refresh' job recomputes them in batches.

export const SCORING_JOB = 'scoring.refresh';
const BATCH = 100;

async function loadJob(db: Queryable, jobId: number): Promise<ScoreJobInput | null> {
  const job = await jobScoreRow(db, jobId);
  if (!job) return null;
  const skills = await jobSkillKeys(db, jobId);
  const machines = await jobMachines(db, jobId);
  const n = (v: string | null) => (v === null ? null : Number(v));
  return {
    jobTitleId: job.job_title_id,
    jobTitle: job.title,
    skills,
    machines: machines.map((m) => ({ id: m.id, name: m.name, brands: m.brands ?? [] })),
    experience: job.experience,
    lat: job.lat ?? job.pc_lat,
    lng: job.lng ?? job.pc_lng,
    payRateMin: n(job.pay_rate_min),
    payRateMax: n(job.pay_rate_max),
    payRateSalaryMin: n(job.pay_rate_salary_min),
    payRateSalaryMax: n(job.pay_rate_salary_max),
    payRatePeriod: job.pay_rate_period,
    shift: job.shift,
  };
}

async function loadPro(db: Queryable, userProfileId: number): Promise<ScoreProInput> {
  const pro = await proScoreRow(db, userProfileId);
  const proId = pro?.id ?? -1;
  const titles = await proTitles(db, proId);
  const history = await proHistory(db, proId);
  const skills = await proSkillKeys(db, proId);
  const machines = await proMachines(db, proId);
  const shifts = new Set(pro?.pref_shifts ?? []);
  const pay = pro?.pay_rate_min ?? pro?.pref_pay ?? null;
  return {
    jobTitles: titles,
    workHistory: history.map((h) => ({ jobTitleId: h.job_title_id, jobTitle: h.job_title, startYYYYMM: h.start_yyyymm, endYYYYMM: h.end_yyyymm })),
    skillKeys: new Set(skills),
    machines: machines.map((m) => ({ id: m.id, brandIds: m.brand_ids ?? [] })),
    lat: pro?.lat ?? pro?.pc_lat ?? null,
    lng: pro?.lng ?? pro?.pc_lng ?? null,
    payRateMin: pay === null ? null : Number(pay),
    maxCommuteMiles: pro?.max_commute ?? null,
    shifts: { first: !!pro?.shift_first || shifts.has(1), second: !!pro?.shift_second || shifts.has(2), third: !!pro?.shift_third || shifts.has(3) },
  };
}

/** Computes and stores one applicant's score; returns the evidence (null for an unknown id). */
export async function scoreApplicant(db: Queryable, jobApplicantId: number, now = new Date()): Promise<ScoreEvidence | null> {
  const applicant = await applicantJobAndPro(db, jobApplicantId);
  if (!applicant) return null;
  const job = await loadJob(db, applicant.job_id);
  if (!job) return null;
  const evidence = computeScore(job, await loadPro(db, applicant.user_profile_id), now);
  await storeScore(db, jobApplicantId, { score: evidence.score, summary: evidence.summary, evidence, computedAt: now });
  return evidence;
}

/** Scores every stale applicant, a batch at a time. Returns how many were scored. */
export async function refreshStaleScores(db: Queryable): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await staleScoreIds(db, BATCH);
    if (ids.length === 0) return total;
    for (const id of ids) {
      const done = await scoreApplicant(db, id);
      // An applicant whose job vanished mid-run must not loop forever.
      if (!done) await markScoreSettled(db, id);
    }
    total += ids.length;
  }
}

export function registerScoringJobs(worker: Worker, db: Db): void {
  worker.register(SCORING_JOB, async () => {
    await refreshStaleScores(db);
  });
}

/**
 * The stored score with its evidence. While a score is stale (just applied, or the job or
 * profile changed) it answers 404 'Score unavailable' and queues the recompute.
 */
export async function scoreOf(db: Queryable, auth: AuthContext, jobApplicantId: number) {
  const access = await loadApplicant(db, auth, jobApplicantId);
  const row = await storedScore(db, access.id);
  if (!row?.score_computed_ts || !row.score_evidence || row.score === null) {
    await enqueueJob(db, SCORING_JOB, {}, { idempotencyKey: `${SCORING_JOB}:score:${access.id}:${Math.floor(Date.now() / 60_000)}` });
    throw notFound(APPLICANT_TEXTS.scoreUnavailable, 'ScoreUnavailable');
  }
  return { jobApplicationId: access.id, score: Number(row.score), summary: row.score_summary ?? row.score_evidence.summary, evidence: row.score_evidence };
}
