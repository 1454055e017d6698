import type { EducationBody, HistoryBody, MachineWithBrands, PreferenceBody, TaxonomyOptions } from '@floorhire/domain-pro-profile';
import type { Queryable } from '../../db';

// All SQL of the pro profile: the pros row and the pro_* tables (docs/decisions/200).

/** The pro record every Expert has; created once, kept on every later call. */
export async function ensurePro(q: Queryable, userId: number): Promise<number> {
  await q.query('insert into pros (user_profile_id) values ($1) on conflict (user_profile_id) do nothing', [userId]);
  return (await q.one<{ id: number }>('select id from pros where user_profile_id = $1', [userId]))!.id;
}

/** The pro's home postal code, with city, state and coordinates when the code is known. */
export async function setProPostalCode(q: Queryable, proId: number, postalCode: string | null): Promise<void> {
  await q.query(
    `update pros p set postal_code = $2, city = z.city, state = z.state, lat = z.lat, lng = z.lng, update_ts = now()
     from (select $2::text as pc) q left join postal_codes z on z.postal_code = q.pc where p.id = $1`,
    [proId, postalCode],
  );
}

export const proOwner = async (q: Queryable, proId: number) =>
  (await q.one<{ user_profile_id: number }>('select user_profile_id from pros where id = $1', [proId]))?.user_profile_id;

export const proIdOfUser = async (q: Queryable, userId: number) => (await q.one<{ id: number }>('select id from pros where user_profile_id = $1', [userId]))?.id;

export interface ProRow {
  id: number;
  user_profile_id: number;
  name_first: string;
  name_last: string;
  email: string;
  phone: string | null;
  notification_email: 0 | 1;
  notification_sms: 0 | 1;
  auth_strategy: string;
  avatar_url: string | null;
  has_password: boolean;
  postal_code: string | null;
  city: string | null;
  state: string | null;
  summary: string | null;
  shift_first: boolean;
  shift_second: boolean;
  shift_third: boolean;
  pay_rate_min: number | null;
  timezone: string;
  resume_url: string | null;
  parsed_resume_url: string | null;
  resume_file_name: string | null;
  update_ts: Date;
}

export async function readProRow(q: Queryable, proId: number): Promise<ProRow | undefined> {
  return q.one<ProRow>(
    `select p.id, p.user_profile_id, u.name_first, u.name_last, u.email, u.phone, u.notification_email, u.notification_sms, u.auth_strategy, u.avatar_url,
       u.password_hash is not null as has_password, p.postal_code, p.city, p.state, p.summary, p.shift_first, p.shift_second, p.shift_third,
       p.pay_rate_min, p.timezone, p.resume_url, p.parsed_resume_url,
       (select r.file_name from resume_parses r where r.id = (regexp_match(p.resume_url, '([0-9a-f-]{36})$'))[1]::uuid) as resume_file_name, p.update_ts
     from pros p join user_profiles u on u.id = p.user_profile_id where p.id = $1`,
    [proId],
  );
}

export async function proJobTitles(q: Queryable, proId: number) {
  const { rows } = await q.query<{ jobTitleId: number; title: string; yearsExperience: number | null }>(
    `select pjt.job_title_id as "jobTitleId", t.title, pjt.years_experience as "yearsExperience"
     from pro_job_titles pjt join job_titles t on t.id = pjt.job_title_id where pjt.pro_id = $1 order by t.title`,
    [proId],
  );
  return rows;
}

export async function proHistory(q: Queryable, proId: number) {
  const { rows } = await q.query<{
    id: number; employerName: string; jobTitle: string; jobTitleId: number | null; city: string | null; state: string | null; description: string | null; startYYYYMM: number; endYYYYMM: number | null;
  }>(
    `select id, employer_name as "employerName", job_title as "jobTitle", job_title_id as "jobTitleId", city, state, description,
       start_yyyymm as "startYYYYMM", end_yyyymm as "endYYYYMM"
     from pro_work_history where pro_id = $1 order by coalesce(end_yyyymm, 299912) desc, start_yyyymm desc, id`,
    [proId],
  );
  return rows;
}

export async function proEducation(q: Queryable, proId: number) {
  const { rows } = await q.query<{
    id: number; kind: 'education' | 'certification'; school: string; degree: string | null; fieldOfStudy: string | null; startYYYYMM: number | null; endYYYYMM: number | null;
  }>(
    `select id, kind, school, degree, field_of_study as "fieldOfStudy", start_yyyymm as "startYYYYMM", end_yyyymm as "endYYYYMM"
     from pro_education where pro_id = $1 order by coalesce(end_yyyymm, 299912) desc, id`,
    [proId],
  );
  return rows;
}

export interface ReferenceRow {
  id: number;
  uuid: string;
  pro_id: number;
  name_first: string;
  name_last: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  relationship: string | null;
  status: 'requested' | 'endorsed' | 'declined';
  endorsement: string | null;
  rating: number | null;
  endorse_ts: Date | null;
}

const REFERENCE_COLUMNS = 'id, uuid::text as uuid, pro_id, name_first, name_last, email, phone, company, relationship, status, endorsement, rating, endorse_ts';

export async function proReferences(q: Queryable, proId: number): Promise<ReferenceRow[]> {
  return (await q.query<ReferenceRow>(`select ${REFERENCE_COLUMNS} from pro_references where pro_id = $1 order by id`, [proId])).rows;
}

export async function proPreference(q: Queryable, proId: number) {
  return q.one<{
    pay_rate_min: number | null; max_commute: number | null; shifts: number[]; postal_code: string | null; job_title_ids: number[]; industry_ids: number[];
    knowledge_discipline_ids: number[]; machines: MachineWithBrands[]; update_ts: Date;
  }>('select pay_rate_min, max_commute, shifts, postal_code, job_title_ids, industry_ids, knowledge_discipline_ids, machines, update_ts from pro_preferences where pro_id = $1', [proId]);
}

export async function proTaxonomy(q: Queryable, proId: number) {
  const row = await q.one<{ skill_ids: number[] | null; discipline_ids: number[] | null; industry_ids: number[] | null; machines: MachineWithBrands[] | null }>(
    `select
       (select array_agg(job_skill_id order by job_skill_id) from pro_skills where pro_id = $1) as skill_ids,
       (select array_agg(knowledge_discipline_id order by knowledge_discipline_id) from pro_knowledge_discipline_maps where pro_id = $1) as discipline_ids,
       (select array_agg(industry_id order by industry_id) from pro_industry_maps where pro_id = $1) as industry_ids,
       (select json_agg(json_build_object('machineId', m.machine_id,
           'brandIds', coalesce((select json_agg(b.brand_id order by b.brand_id) from pro_machine_brand_maps b where b.pro_machine_map_id = m.id), '[]'::json))
         order by m.machine_id) from pro_machine_maps m where m.pro_id = $1) as machines`,
    [proId],
  );
  return {
    skillIds: row?.skill_ids ?? [],
    knowledgeDisciplineIds: row?.discipline_ids ?? [],
    industryIds: row?.industry_ids ?? [],
    machines: row?.machines ?? [],
  };
}

export async function updatePro(
  q: Queryable,
  proId: number,
  b: { summary?: string | null; shiftFirst?: boolean; shiftSecond?: boolean; shiftThird?: boolean; payRateMin?: number | null },
): Promise<void> {
  await q.query(
    `update pros set
       summary = case when $2 then $3 else summary end,
       shift_first = coalesce($4, shift_first), shift_second = coalesce($5, shift_second), shift_third = coalesce($6, shift_third),
       pay_rate_min = case when $7 then $8::numeric else pay_rate_min end, update_ts = now()
     where id = $1`,
    [proId, b.summary !== undefined, b.summary ?? null, b.shiftFirst ?? null, b.shiftSecond ?? null, b.shiftThird ?? null, b.payRateMin !== undefined, b.payRateMin ?? null],
  );
}

export async function setResume(q: Queryable, proId: number, r: { resumeUrl: string; parsedResumeUrl: string; resumeText: string }): Promise<void> {
  await q.query('update pros set resume_url = $2, parsed_resume_url = $3, resume_text = $4, update_ts = now() where id = $1', [proId, r.resumeUrl, r.parsedResumeUrl, r.resumeText]);
}

/** Ids that exist in a taxonomy table, for refusing made-up ids before they hit a foreign key. */
export async function existingIds(q: Queryable, table: 'job_titles' | 'job_skills' | 'industries' | 'knowledge_disciplines' | 'machines' | 'brands', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await q.query<{ id: number }>(`select id from ${table} where id = any($1::int[])`, [[...ids]]);
  return new Set(rows.map((r) => r.id));
}

export async function replaceJobTitles(q: Queryable, proId: number, jobTitleIds: readonly number[]): Promise<void> {
  await q.query('delete from pro_job_titles where pro_id = $1 and not (job_title_id = any($2::int[]))', [proId, [...jobTitleIds]]);
  await q.query('insert into pro_job_titles (pro_id, job_title_id) select $1, unnest($2::int[]) on conflict do nothing', [proId, [...jobTitleIds]]);
}

export async function setJobTitleYears(q: Queryable, proId: number, years: readonly { jobTitleId: number; yearsExperience: number | null }[]): Promise<void> {
  if (years.length === 0) return;
  await q.query(
    `update pro_job_titles p set years_experience = y.years from unnest($2::int[], $3::int[]) as y(job_title_id, years)
     where p.pro_id = $1 and p.job_title_id = y.job_title_id`,
    [proId, years.map((y) => y.jobTitleId), years.map((y) => y.yearsExperience)],
  );
}

export async function addJobTitles(q: Queryable, proId: number, jobTitleIds: readonly number[]): Promise<void> {
  await q.query('insert into pro_job_titles (pro_id, job_title_id) select $1, unnest($2::int[]) on conflict do nothing', [proId, [...jobTitleIds]]);
}

export async function replaceTaxonomy(
  q: Queryable,
  proId: number,
  t: { skillIds: readonly number[]; knowledgeDisciplineIds: readonly number[]; industryIds: readonly number[]; machines: readonly MachineWithBrands[] },
  mode: 'replace' | 'add',
): Promise<void> {
  if (mode === 'replace') {
    await q.query('delete from pro_skills where pro_id = $1', [proId]);
    await q.query('delete from pro_knowledge_discipline_maps where pro_id = $1', [proId]);
    await q.query('delete from pro_industry_maps where pro_id = $1', [proId]);
    await q.query('delete from pro_machine_maps where pro_id = $1', [proId]);
  }
  await q.query('insert into pro_skills (pro_id, job_skill_id) select $1, unnest($2::int[]) on conflict do nothing', [proId, [...t.skillIds]]);
  await q.query('insert into pro_knowledge_discipline_maps (pro_id, knowledge_discipline_id) select $1, unnest($2::int[]) on conflict do nothing', [proId, [...t.knowledgeDisciplineIds]]);
  await q.query('insert into pro_industry_maps (pro_id, industry_id) select $1, unnest($2::int[]) on conflict do nothing', [proId, [...t.industryIds]]);
  for (const machine of t.machines) {
    const map = await q.one<{ id: number }>(
      `insert into pro_machine_maps (pro_id, machine_id) values ($1, $2) on conflict (pro_id, machine_id) do update set machine_id = excluded.machine_id returning id`,
      [proId, machine.machineId],
    );
    await q.query('insert into pro_machine_brand_maps (pro_machine_map_id, brand_id) select $1, unnest($2::int[]) on conflict do nothing', [map!.id, [...machine.brandIds]]);
  }
}

/**
 * Talent search reads flat id arrays and a text document of each pro (baseline schema): keep
 * them in step with the tables after every change of the profile.
 */
export async function refreshSearchFields(q: Queryable, proIds: number | readonly number[]): Promise<void> {
  // One pro after a profile change, or every pro a taxonomy merge moved, in one statement.
  const ids = typeof proIds === 'number' ? [proIds] : [...proIds];
  if (ids.length === 0) return;
  await q.query(
    `update pros p set
       job_title_ids = coalesce((select array_agg(job_title_id order by job_title_id) from pro_job_titles where pro_id = p.id), '{}'),
       skill_ids = coalesce((select array_agg(job_skill_id order by job_skill_id) from pro_skills where pro_id = p.id), '{}'),
       machine_ids = coalesce((select array_agg(machine_id order by machine_id) from pro_machine_maps where pro_id = p.id), '{}'),
       brand_ids = coalesce((select array_agg(distinct b.brand_id) from pro_machine_maps m join pro_machine_brand_maps b on b.pro_machine_map_id = m.id where m.pro_id = p.id), '{}'),
       history_employer_name = (select employer_name from pro_work_history where pro_id = p.id order by coalesce(end_yyyymm, 299912) desc, start_yyyymm desc limit 1),
       history_job_title = (select job_title from pro_work_history where pro_id = p.id order by coalesce(end_yyyymm, 299912) desc, start_yyyymm desc limit 1),
       search_document = to_tsvector('simple', concat_ws(' ', u.name_first, u.name_last, p.city, p.state, p.summary,
         (select string_agg(t.title, ' ') from pro_job_titles pjt join job_titles t on t.id = pjt.job_title_id where pjt.pro_id = p.id),
         (select string_agg(s.name, ' ') from pro_skills ps join job_skills s on s.id = ps.job_skill_id where ps.pro_id = p.id),
         (select string_agg(mc.name, ' ') from pro_machine_maps m join machines mc on mc.id = m.machine_id where m.pro_id = p.id),
         (select string_agg(w.employer_name || ' ' || w.job_title, ' ') from pro_work_history w where w.pro_id = p.id))),
       update_ts = now()
     from user_profiles u where u.id = p.user_profile_id and p.id = any($1::int[])`,
    [ids],
  );
}

export async function insertHistory(q: Queryable, proId: number, h: HistoryBody & { startYYYYMM: number; endYYYYMM: number | null }): Promise<number> {
  return (await q.one<{ id: number }>(
    `insert into pro_work_history (pro_id, employer_name, job_title, job_title_id, city, state, description, start_yyyymm, end_yyyymm)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [proId, h.employerName, h.jobTitle, h.jobTitleId ?? null, h.city, h.state, h.description, h.startYYYYMM, h.endYYYYMM],
  ))!.id;
}

export async function updateHistory(q: Queryable, proId: number, id: number, h: HistoryBody & { startYYYYMM: number; endYYYYMM: number | null }): Promise<boolean> {
  const updated = await q.query(
    `update pro_work_history set employer_name = $3, job_title = $4, job_title_id = $5, city = $6, state = $7, description = $8,
       start_yyyymm = $9, end_yyyymm = $10, update_ts = now() where pro_id = $1 and id = $2 returning id`,
    [proId, id, h.employerName, h.jobTitle, h.jobTitleId ?? null, h.city, h.state, h.description, h.startYYYYMM, h.endYYYYMM],
  );
  return updated.rowCount > 0;
}

export async function deleteHistory(q: Queryable, proId: number, id: number): Promise<boolean> {
  return (await q.query('delete from pro_work_history where pro_id = $1 and id = $2 returning id', [proId, id])).rowCount > 0;
}

export async function historyExists(q: Queryable, proId: number, h: { employerName: string; startYYYYMM: number }): Promise<boolean> {
  const row = await q.one<{ ok: boolean }>('select exists (select 1 from pro_work_history where pro_id = $1 and lower(employer_name) = lower($2) and start_yyyymm = $3) as ok', [proId, h.employerName, h.startYYYYMM]);
  return row?.ok === true;
}

type EducationRow = Omit<EducationBody, 'start' | 'end'> & { startYYYYMM: number | null; endYYYYMM: number | null };

export async function insertEducation(q: Queryable, proId: number, e: EducationRow): Promise<number> {
  return (await q.one<{ id: number }>(
    `insert into pro_education (pro_id, kind, school, degree, field_of_study, start_yyyymm, end_yyyymm) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [proId, e.kind, e.school, e.degree, e.fieldOfStudy, e.startYYYYMM, e.endYYYYMM],
  ))!.id;
}

export async function updateEducation(q: Queryable, proId: number, id: number, e: EducationRow): Promise<boolean> {
  const updated = await q.query(
    `update pro_education set kind = $3, school = $4, degree = $5, field_of_study = $6, start_yyyymm = $7, end_yyyymm = $8, update_ts = now()
     where pro_id = $1 and id = $2 returning id`,
    [proId, id, e.kind, e.school, e.degree, e.fieldOfStudy, e.startYYYYMM, e.endYYYYMM],
  );
  return updated.rowCount > 0;
}

export async function deleteEducation(q: Queryable, proId: number, id: number): Promise<boolean> {
  return (await q.query('delete from pro_education where pro_id = $1 and id = $2 returning id', [proId, id])).rowCount > 0;
}

export async function educationExists(q: Queryable, proId: number, school: string): Promise<boolean> {
  return (await q.one<{ ok: boolean }>('select exists (select 1 from pro_education where pro_id = $1 and lower(school) = lower($2)) as ok', [proId, school]))?.ok === true;
}

export async function insertReference(
  q: Queryable,
  proId: number,
  r: { uuid: string; nameFirst: string; nameLast: string; email: string | null; phone: string | null; company: string | null; relationship: string | null },
): Promise<ReferenceRow> {
  return (await q.one<ReferenceRow>(
    `insert into pro_references (uuid, pro_id, name_first, name_last, email, phone, company, relationship)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${REFERENCE_COLUMNS}`,
    [r.uuid, proId, r.nameFirst, r.nameLast, r.email, r.phone, r.company, r.relationship],
  ))!;
}

export async function deleteReference(q: Queryable, proId: number, id: number): Promise<boolean> {
  return (await q.query('delete from pro_references where pro_id = $1 and id = $2 returning id', [proId, id])).rowCount > 0;
}

export async function referenceByUuid(q: Queryable, uuid: string): Promise<(ReferenceRow & { pro_name_first: string; pro_name_last: string }) | undefined> {
  return q.one(
    `select r.id, r.uuid::text as uuid, r.pro_id, r.name_first, r.name_last, r.email, r.phone, r.company, r.relationship, r.status, r.endorsement, r.rating, r.endorse_ts,
       u.name_first as pro_name_first, u.name_last as pro_name_last
     from pro_references r join pros p on p.id = r.pro_id join user_profiles u on u.id = p.user_profile_id where r.uuid = $1::uuid`,
    [uuid],
  );
}

export async function endorseReference(q: Queryable, uuid: string, endorsement: string, rating: number): Promise<boolean> {
  const updated = await q.query(
    `update pro_references set status = 'endorsed', endorsement = $2, rating = $3, endorse_ts = now() where uuid = $1::uuid and status <> 'endorsed' returning id`,
    [uuid, endorsement, rating],
  );
  return updated.rowCount > 0;
}

export async function upsertPreference(q: Queryable, proId: number, p: PreferenceBody): Promise<void> {
  await q.query(
    `insert into pro_preferences (pro_id, pay_rate_min, max_commute, shifts, postal_code, job_title_ids, industry_ids, knowledge_discipline_ids, machines, update_ts)
     values ($1, $2, $3, $4::smallint[], $5, $6::int[], $7::int[], $8::int[], $9::jsonb, now())
     on conflict (pro_id) do update set pay_rate_min = excluded.pay_rate_min, max_commute = excluded.max_commute, shifts = excluded.shifts,
       postal_code = excluded.postal_code, job_title_ids = excluded.job_title_ids, industry_ids = excluded.industry_ids,
       knowledge_discipline_ids = excluded.knowledge_discipline_ids, machines = excluded.machines, update_ts = now()`,
    [proId, p.payRateMin, p.maxCommute, [...p.shifts], p.postalCode, [...p.jobTitleIds], [...p.industryIds], [...p.knowledgeDisciplineIds], JSON.stringify(p.machines)],
  );
}

/** Every list the pro pages choose from (live terms only), sorted by name. */
export async function taxonomyOptions(q: Queryable): Promise<TaxonomyOptions> {
  const [titles, industries, disciplines, skills, machines, brands] = await Promise.all([
    q.query<{ id: number; name: string }>(`select id, title as name from job_titles where status = 'live' order by title limit 5000`, []),
    q.query<{ id: number; name: string }>(`select id, name from industries where status = 'live' order by name`, []),
    q.query<{ id: number; name: string }>('select id, name from knowledge_disciplines order by name', []),
    q.query<{ id: number; name: string; category: number }>(`select id, name, category from job_skills where status = 'live' order by name limit 5000`, []),
    q.query<{ id: number; name: string; brand_ids: number[] | null }>(
      'select m.id, m.name, (select array_agg(b.brand_id order by b.brand_id) from machine_brand_maps b where b.machine_id = m.id) as brand_ids from machines m order by m.name',
      [],
    ),
    q.query<{ id: number; name: string }>('select id, name from brands order by name', []),
  ]);
  return {
    jobTitles: titles.rows,
    industries: industries.rows,
    knowledgeDisciplines: disciplines.rows,
    skills: skills.rows,
    machines: machines.rows.map((m) => ({ id: m.id, name: m.name, brandIds: m.brand_ids ?? [] })),
    brands: brands.rows,
  };
}

/** The user's one profile photo, replaced whole (docs/decisions/203-profile-photo.md). */
export async function putAvatar(q: Queryable, userId: number, a: { id: string; mimeType: string; bytes: Uint8Array }): Promise<void> {
  await q.query(
    `insert into user_avatars (user_profile_id, id, mime_type, file_bytes, byte_size) values ($1, $2, $3, $4, $5)
     on conflict (user_profile_id) do update set id = excluded.id, mime_type = excluded.mime_type, file_bytes = excluded.file_bytes,
       byte_size = excluded.byte_size, create_ts = now()`,
    [userId, a.id, a.mimeType, Buffer.from(a.bytes), a.bytes.byteLength],
  );
}

export async function deleteAvatar(q: Queryable, userId: number): Promise<void> {
  await q.query('delete from user_avatars where user_profile_id = $1', [userId]);
}

export async function avatarFile(q: Queryable, fileId: string): Promise<{ bytes: Uint8Array; mimeType: string } | undefined> {
  const row = await q.one<{ file_bytes: Uint8Array; mime_type: string }>('select file_bytes, mime_type from user_avatars where id = $1', [fileId]);
  return row && { bytes: new Uint8Array(row.file_bytes), mimeType: row.mime_type };
}
