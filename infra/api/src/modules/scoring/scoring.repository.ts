import type { Queryable } from '../../db';

// What the score compares, read from the job and the pro's profile (reads only: the score is
// stored by the applications module, which owns job_applicants).

export function jobScoreRow(db: Queryable, jobId: number) {
  return db.one<{
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
}

export async function jobSkillKeys(db: Queryable, jobId: number): Promise<{ key: string; id: number; name: string }[]> {
  const { rows } = await db.query<{ key: string; id: number; name: string }>(
    `select 'skill:' || s.id as key, s.id, s.name from job_skill_maps m join job_skills s on s.id = m.job_skill_id where m.job_id = $1
     union all
     select 'kd:' || k.id, k.id, k.name from job_knowledge_discipline_maps m join knowledge_disciplines k on k.id = m.knowledge_discipline_id where m.job_id = $1
     order by 1`,
    [jobId],
  );
  return rows;
}

export async function jobMachines(db: Queryable, jobId: number): Promise<{ id: number; name: string; brands: { id: number; name: string }[] | null }[]> {
  const { rows } = await db.query<{ id: number; name: string; brands: { id: number; name: string }[] | null }>(
    `select m.id, m.name, (select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name) from job_machine_brand_maps bm join brands b on b.id = bm.brand_id where bm.job_machine_map_id = jm.id) as brands
     from job_machine_maps jm join machines m on m.id = jm.machine_id where jm.job_id = $1 order by m.name`,
    [jobId],
  );
  return rows;
}

export function proScoreRow(db: Queryable, userProfileId: number) {
  return db.one<{
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
}

export async function proTitles(db: Queryable, proId: number): Promise<{ id: number; title: string; years: number | null }[]> {
  return (
    await db.query<{ id: number; title: string; years: number | null }>(
      'select t.id, t.title, pjt.years_experience as years from pro_job_titles pjt join job_titles t on t.id = pjt.job_title_id where pjt.pro_id = $1',
      [proId],
    )
  ).rows;
}

export async function proHistory(db: Queryable, proId: number): Promise<{ job_title_id: number | null; job_title: string; start_yyyymm: number; end_yyyymm: number | null }[]> {
  return (
    await db.query<{ job_title_id: number | null; job_title: string; start_yyyymm: number; end_yyyymm: number | null }>(
      'select job_title_id, job_title, start_yyyymm, end_yyyymm from pro_work_history where pro_id = $1',
      [proId],
    )
  ).rows;
}

export async function proSkillKeys(db: Queryable, proId: number): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `select 'skill:' || job_skill_id as key from pro_skills where pro_id = $1
     union all select 'kd:' || knowledge_discipline_id from pro_knowledge_discipline_maps where pro_id = $1`,
    [proId],
  );
  return rows.map((r) => r.key);
}

export async function proMachines(db: Queryable, proId: number): Promise<{ id: number; brand_ids: number[] | null }[]> {
  return (
    await db.query<{ id: number; brand_ids: number[] | null }>(
      `select pm.machine_id as id, (select array_agg(brand_id) from pro_machine_brand_maps b where b.pro_machine_map_id = pm.id) as brand_ids
       from pro_machine_maps pm where pm.pro_id = $1`,
      [proId],
    )
  ).rows;
}
