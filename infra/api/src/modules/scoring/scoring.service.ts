import type { ScoreEvidence } from '@floorhire/schemas';
import type { Db, Queryable } from '../../db';
import type { Worker } from '../../worker/worker';
import { computeScore, type ScoreJobInput, type ScoreProInput } from './score';

// Loads what the score compares, computes it and stores score, summary and evidence. Stale
// scores (score_computed_ts null) are set by database triggers on apply and on job or profile
// changes (migration 020); the 'scoring.refresh' job recomputes them in batches.

export const SCORING_JOB = 'scoring.refresh';
const BATCH = 100;

async function loadJob(db: Queryable, jobId: number): Promise<ScoreJobInput | null> {
  const job = await db.one<{
    job_title_id: number | null;
    title: string | null;
    experience: 'entry' | 'mid' | 'senior' | null;
    lat: number | null;
    lng: number | null;
    postal_code: string | null;
    pay_rate_min: string | null;
    pay_rate_max: string | null;
    pay_rate_salary_min: string | null;
    pay_rate_salary_max: string | null;
    pay_rate_period: 'hourly' | 'annual';
    shift: number | null;
    pc_lat: number | null;
    pc_lng: number | null;
  }>(
    `select j.job_title_id, coalesce(jt.title, nullif(j.display_title, ''), j.job_title_custom) as title, j.experience, j.lat, j.lng, j.postal_code,
       j.pay_rate_min, j.pay_rate_max, j.pay_rate_salary_min, j.pay_rate_salary_max, j.pay_rate_period, j.shift, pc.lat as pc_lat, pc.lng as pc_lng
     from jobs j left join job_titles jt on jt.id = j.job_title_id left join postal_codes pc on pc.postal_code = j.postal_code where j.id = $1`,
    [jobId],
  );
  if (!job) return null;
  const { rows: skills } = await db.query<{ key: string; id: number; name: string }>(
    `select 'skill:' || s.id as key, s.id, s.name from job_skill_maps m join job_skills s on s.id = m.job_skill_id where m.job_id = $1
     union all
     select 'kd:' || k.id, k.id, k.name from job_knowledge_discipline_maps m join knowledge_disciplines k on k.id = m.knowledge_discipline_id where m.job_id = $1
     order by 1`,
    [jobId],
  );
  const { rows: machines } = await db.query<{ id: number; name: string; brands: { id: number; name: string }[] | null }>(
    `select m.id, m.name, (select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name) from job_machine_brand_maps bm join brands b on b.id = bm.brand_id where bm.job_machine_map_id = jm.id) as brands
     from job_machine_maps jm join machines m on m.id = jm.machine_id where jm.job_id = $1 order by m.name`,
    [jobId],
  );
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
  const pro = await db.one<{
    id: number;
    shift_first: boolean;
    shift_second: boolean;
    shift_third: boolean;
    pay_rate_min: string | null;
    lat: number | null;
    lng: number | null;
    pc_lat: number | null;
    pc_lng: number | null;
    pref_pay: string | null;
    max_commute: number | null;
    pref_shifts: number[] | null;
  }>(
    `select p.id, p.shift_first, p.shift_second, p.shift_third, p.pay_rate_min, p.lat, p.lng, pc.lat as pc_lat, pc.lng as pc_lng,
       pp.pay_rate_min as pref_pay, pp.max_commute, pp.shifts as pref_shifts
     from pros p left join postal_codes pc on pc.postal_code = p.postal_code left join pro_preferences pp on pp.pro_id = p.id
     where p.user_profile_id = $1`,
    [userProfileId],
  );
  const proId = pro?.id ?? -1;
  const { rows: titles } = await db.query<{ id: number; title: string; years: number | null }>(
    'select t.id, t.title, pjt.years_experience as years from pro_job_titles pjt join job_titles t on t.id = pjt.job_title_id where pjt.pro_id = $1',
    [proId],
  );
  const { rows: history } = await db.query<{ job_title_id: number | null; job_title: string; start_yyyymm: number; end_yyyymm: number | null }>(
    'select job_title_id, job_title, start_yyyymm, end_yyyymm from pro_work_history where pro_id = $1',
    [proId],
  );
  const { rows: skills } = await db.query<{ key: string }>(
    `select 'skill:' || job_skill_id as key from pro_skills where pro_id = $1
     union all select 'kd:' || knowledge_discipline_id from pro_knowledge_discipline_maps where pro_id = $1`,
    [proId],
  );
  const { rows: machines } = await db.query<{ id: number; brand_ids: number[] | null }>(
    `select pm.machine_id as id, (select array_agg(brand_id) from pro_machine_brand_maps b where b.pro_machine_map_id = pm.id) as brand_ids
     from pro_machine_maps pm where pm.pro_id = $1`,
    [proId],
  );
  const shifts = new Set(pro?.pref_shifts ?? []);
  const pay = pro?.pay_rate_min ?? pro?.pref_pay ?? null;
  return {
    jobTitles: titles,
    workHistory: history.map((h) => ({ jobTitleId: h.job_title_id, jobTitle: h.job_title, startYYYYMM: h.start_yyyymm, endYYYYMM: h.end_yyyymm })),
    skillKeys: new Set(skills.map((s) => s.key)),
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
  const applicant = await db.one<{ job_id: number; user_profile_id: number }>('select job_id, user_profile_id from job_applicants where id = $1', [jobApplicantId]);
  if (!applicant) return null;
  const job = await loadJob(db, applicant.job_id);
  if (!job) return null;
  const evidence = computeScore(job, await loadPro(db, applicant.user_profile_id), now);
  await db.query('update job_applicants set score = $2, score_summary = $3, score_evidence = $4, score_computed_ts = $5 where id = $1', [
    jobApplicantId,
    evidence.score,
    evidence.summary,
    JSON.stringify(evidence),
    now,
  ]);
  return evidence;
}

/** Scores every stale applicant, a batch at a time. Returns how many were scored. */
export async function refreshStaleScores(db: Queryable): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await db.query<{ id: number }>('select id from job_applicants where score_computed_ts is null order by id limit $1', [BATCH]);
    if (rows.length === 0) return total;
    for (const r of rows) {
      const done = await scoreApplicant(db, r.id);
      // An applicant whose job vanished mid-run must not loop forever.
      if (!done) await db.query('update job_applicants set score_computed_ts = now() where id = $1', [r.id]);
    }
    total += rows.length;
  }
}

export function registerScoringJobs(worker: Worker, db: Db): void {
  worker.register(SCORING_JOB, async () => {
    await refreshStaleScores(db);
  });
}
