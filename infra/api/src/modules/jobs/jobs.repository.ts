import { jobHistoryText, missingJobFields, type JobCompletenessInput, type JobStatus, type JobDto, type JobSummaryRow, type JobWatcherDto, type MachineSelection } from '@floorhire/domain-jobs';
import type { Queryable, SqlParam } from '../../db';
import { containsPattern } from '../../db/like';

// SQL of the jobs service. Rows stay here; callers get DTOs.

export interface JobRow {
  id: number;
  employer_id: number;
  employer_name: string;
  status: JobStatus;
  job_title_id: number | null;
  job_title: string | null;
  job_title_custom: string | null;
  display_title: string | null;
  employer_assignee_id: number | null;
  assignee_id: number | null;
  creator_id: number | null;
  hire_type: string | null;
  shift: number | null;
  start_time: string | null;
  end_time: string | null;
  pay_rate_min: number | null;
  pay_rate_max: number | null;
  pay_rate_salary_min: number | null;
  pay_rate_salary_max: number | null;
  pay_rate_period: 'hourly' | 'annual';
  experience: string | null;
  raw_description: string | null;
  description_html: string | null;
  description_markdown: string | null;
  street1: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  anonymous: boolean;
  auto_submission: boolean;
  hires_per_position: number | null;
  minimum_applicants_per_week: number | null;
  screening_action: 'screen' | 'url';
  employer_career_site_url: string | null;
  create_ts: Date;
  update_ts: Date;
  status_update_ts: Date;
}

const JOB_SELECT = `
  select j.id, j.employer_id, e.name as employer_name, j.status, j.job_title_id, jt.title as job_title, j.job_title_custom,
         j.display_title, j.employer_assignee_id, j.assignee_id, j.creator_id, j.hire_type, j.shift::int as shift,
         to_char(j.start_time, 'HH24:MI') as start_time, to_char(j.end_time, 'HH24:MI') as end_time,
         j.pay_rate_min::float8 as pay_rate_min, j.pay_rate_max::float8 as pay_rate_max,
         j.pay_rate_salary_min::float8 as pay_rate_salary_min, j.pay_rate_salary_max::float8 as pay_rate_salary_max,
         j.pay_rate_period, j.experience, j.raw_description, j.description_html, j.description_markdown,
         j.street1, j.city, j.state, j.postal_code, j.anonymous, j.auto_submission, j.hires_per_position,
         j.minimum_applicants_per_week, j.screening_action, j.employer_career_site_url, j.create_ts, j.update_ts, j.status_update_ts
    from jobs j
    join employers e on e.id = j.employer_id
    left join job_titles jt on jt.id = j.job_title_id`;

const iso = (d: Date) => new Date(d).toISOString();

/** The title a job shows everywhere: what the employer typed, else the taxonomy title. */
export function jobTitleOf(row: Pick<JobRow, 'display_title' | 'job_title_custom' | 'job_title'>): string {
  return row.display_title?.trim() || row.job_title_custom?.trim() || row.job_title || 'Untitled job';
}

export async function readJobRow(q: Queryable, id: number, lock = false): Promise<JobRow | undefined> {
  return q.one<JobRow>(`${JOB_SELECT} where j.id = $1${lock ? ' for update of j' : ''}`, [id]);
}

/** The employer a job belongs to (tenancy checks), or undefined when there is no such job. */
export async function jobEmployerId(q: Queryable, id: number): Promise<number | undefined> {
  const row = await q.one<{ employer_id: number }>('select employer_id from jobs where id = $1', [id]);
  return row?.employer_id;
}

export async function screenerQuestionsOf(q: Queryable, jobId: number) {
  const { rows } = await q.query<{ id: number; question: string; display_order: number }>(
    'select id, question, display_order from screener_questions where job_id = $1 order by display_order, id',
    [jobId],
  );
  return rows.map((r) => ({ id: r.id, question: r.question, displayOrder: r.display_order }));
}

/** The job as the §5 completeness rules see it. */
export function completenessInput(row: JobRow, questionTexts: readonly string[]): JobCompletenessInput {
  return {
    displayTitle: row.display_title,
    employerAssigneeId: row.employer_assignee_id,
    hireType: row.hire_type,
    payRatePeriod: row.pay_rate_period,
    payRateMin: row.pay_rate_min,
    payRateMax: row.pay_rate_max,
    payRateSalaryMin: row.pay_rate_salary_min,
    payRateSalaryMax: row.pay_rate_salary_max,
    shift: row.shift,
    startTime: row.start_time,
    endTime: row.end_time,
    street1: row.street1,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    employerName: row.employer_name,
    rawDescription: row.raw_description,
    descriptionMarkdown: row.description_markdown,
    screeningAction: row.screening_action,
    employerCareerSiteUrl: row.employer_career_site_url,
    screenerQuestions: questionTexts,
  };
}

export async function readJob(q: Queryable, id: number, viewer: { isStaff: boolean }): Promise<JobDto | undefined> {
  const row = await readJobRow(q, id);
  if (!row) return undefined;
  const [questions, disciplines, machines, brands, materials, skills, watchers, history] = await Promise.all([
    screenerQuestionsOf(q, id),
    q.query<{ id: number; name: string }>(
      `select k.id, k.name from job_knowledge_discipline_maps m join knowledge_disciplines k on k.id = m.knowledge_discipline_id where m.job_id = $1 order by k.name`,
      [id],
    ),
    q.query<{ map_id: number; id: number; name: string }>(
      `select m.id as map_id, mc.id, mc.name from job_machine_maps m join machines mc on mc.id = m.machine_id where m.job_id = $1 order by mc.name`,
      [id],
    ),
    q.query<{ map_id: number; id: number; name: string }>(
      `select b.job_machine_map_id as map_id, br.id, br.name from job_machine_brand_maps b
         join job_machine_maps m on m.id = b.job_machine_map_id join brands br on br.id = b.brand_id
        where m.job_id = $1 order by br.name`,
      [id],
    ),
    q.query<{ id: number; name: string }>(
      `select mt.id, mt.name from job_material_maps m join materials mt on mt.id = m.material_id where m.job_id = $1 order by mt.name`,
      [id],
    ),
    q.query<{ id: number; name: string; category: number }>(
      `select s.id, s.name, s.category::int as category from job_skill_maps m join job_skills s on s.id = m.job_skill_id where m.job_id = $1 order by s.category, s.name`,
      [id],
    ),
    q.query<{ watcher_id: number; kind: 'employer' | 'admin' }>('select watcher_id, kind from job_watchers where job_id = $1 order by create_ts, id', [id]),
    q.query<{ status: JobStatus; creator_id: number | null; name_first: string | null; name_last: string | null; create_ts: Date }>(
      `select h.status, h.creator_id, u.name_first, u.name_last, h.create_ts from job_status_history h
         left join user_profiles u on u.id = h.creator_id where h.job_id = $1 order by h.create_ts, h.id`,
      [id],
    ),
  ]);
  let previous: JobStatus | null = null;
  const statusHistories = history.rows.map((h) => {
    const entry = {
      status: h.status,
      creatorId: h.creator_id,
      creator: h.creator_id === null ? null : { id: h.creator_id, nameFirst: h.name_first ?? '', nameLast: h.name_last ?? '' },
      createTs: iso(h.create_ts),
      text: jobHistoryText(previous, h.status),
    };
    previous = h.status;
    return entry;
  });
  const questionTexts = questions.map((qq) => qq.question);
  const missing = missingJobFields(completenessInput(row, questionTexts), viewer);
  return {
    id: row.id,
    employerId: row.employer_id,
    employer: { id: row.employer_id, name: row.employer_name },
    status: row.status,
    title: jobTitleOf(row),
    jobTitleId: row.job_title_id,
    jobTitle: row.job_title_id !== null && row.job_title !== null ? { id: row.job_title_id, title: row.job_title } : null,
    jobTitleCustom: row.job_title_custom,
    displayTitle: row.display_title,
    employerAssigneeId: row.employer_assignee_id,
    assigneeId: row.assignee_id,
    creatorId: row.creator_id,
    hireType: row.hire_type,
    shift: row.shift,
    startTime: row.start_time,
    endTime: row.end_time,
    payRateMin: row.pay_rate_min,
    payRateMax: row.pay_rate_max,
    payRateSalaryMin: row.pay_rate_salary_min,
    payRateSalaryMax: row.pay_rate_salary_max,
    payRatePeriod: row.pay_rate_period,
    experience: row.experience,
    rawDescription: row.raw_description,
    description: { html: row.description_html, markdown: row.description_markdown },
    street1: row.street1,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    anonymous: row.anonymous,
    autoSubmission: row.auto_submission,
    hiresPerPosition: row.hires_per_position,
    minimumApplicantsPerWeek: row.minimum_applicants_per_week,
    screeningAction: row.screening_action,
    employerCareerSiteUrl: row.employer_career_site_url,
    screenerQuestions: questions,
    jobKnowledgeDisciplineMaps: disciplines.rows.map((d) => ({ knowledgeDisciplineId: d.id, name: d.name })),
    jobMachineMaps: machines.rows.map((m) => ({
      machineId: m.id,
      name: m.name,
      jobMachineBrandMaps: brands.rows.filter((b) => b.map_id === m.map_id).map((b) => ({ brandId: b.id, name: b.name })),
    })),
    jobMaterialMaps: materials.rows.map((m) => ({ materialId: m.id, name: m.name })),
    jobSkillMaps: skills.rows.map((s) => ({ jobSkillId: s.id, name: s.name, category: s.category })),
    employerUserJobWatchers: watchers.rows.filter((w) => w.kind === 'employer').map((w) => ({ watcherId: w.watcher_id })),
    jobWatchers: viewer.isStaff ? watchers.rows.filter((w) => w.kind === 'admin').map((w) => ({ watcherId: w.watcher_id })) : [],
    statusHistories,
    missingFields: missing,
    createTs: iso(row.create_ts),
    updateTs: iso(row.update_ts),
    statusUpdateTs: iso(row.status_update_ts),
  };
}

// ── writes ─────────────────────────────────────────────────────────────────────────────────

/** Column values of a job as the service decided them (after the §3 payload rules). */
export interface JobColumns {
  job_title_id: number | null;
  job_title_custom: string | null;
  display_title: string | null;
  employer_assignee_id: number | null;
  assignee_id: number | null;
  hire_type: string | null;
  shift: number | null;
  start_time: string | null;
  end_time: string | null;
  pay_rate_min: number | null;
  pay_rate_max: number | null;
  pay_rate_salary_min: number | null;
  pay_rate_salary_max: number | null;
  pay_rate_period: 'hourly' | 'annual';
  experience: string | null;
  raw_description: string | null;
  description_markdown: string | null;
  description_html: string | null;
  street1: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  anonymous: boolean;
  auto_submission: boolean;
  hires_per_position: number | null;
  minimum_applicants_per_week: number | null;
  screening_action: 'screen' | 'url';
  employer_career_site_url: string | null;
}

export const JOB_COLUMN_NAMES = [
  'job_title_id',
  'job_title_custom',
  'display_title',
  'employer_assignee_id',
  'assignee_id',
  'hire_type',
  'shift',
  'start_time',
  'end_time',
  'pay_rate_min',
  'pay_rate_max',
  'pay_rate_salary_min',
  'pay_rate_salary_max',
  'pay_rate_period',
  'experience',
  'raw_description',
  'description_markdown',
  'description_html',
  'street1',
  'city',
  'state',
  'postal_code',
  'anonymous',
  'auto_submission',
  'hires_per_position',
  'minimum_applicants_per_week',
  'screening_action',
  'employer_career_site_url',
] as const satisfies readonly (keyof JobColumns)[];

export function columnsOf(row: JobRow): JobColumns {
  const out = {} as Record<string, unknown>;
  for (const name of JOB_COLUMN_NAMES) out[name] = row[name];
  return out as unknown as JobColumns;
}

export async function insertJob(
  q: Queryable,
  employerId: number,
  creatorId: number,
  columns: JobColumns,
  idempotencyKey: string | null,
): Promise<number | undefined> {
  const names = [...JOB_COLUMN_NAMES];
  const values: SqlParam[] = names.map((n) => columns[n]);
  const placeholders = names.map((_, i) => `$${i + 4}`);
  const row = await q.one<{ id: number }>(
    `insert into jobs (employer_id, creator_id, idempotency_key, status, ${names.join(', ')})
     values ($1, $2, $3, 'draft', ${placeholders.join(', ')})
     on conflict (creator_id, idempotency_key) where idempotency_key is not null do nothing returning id`,
    [employerId, creatorId, idempotencyKey, ...values],
  );
  return row?.id;
}

export async function jobByIdempotencyKey(q: Queryable, creatorId: number, key: string): Promise<number | undefined> {
  const row = await q.one<{ id: number }>('select id from jobs where creator_id = $1 and idempotency_key = $2', [creatorId, key]);
  return row?.id;
}

export async function updateJobColumns(q: Queryable, id: number, columns: JobColumns): Promise<void> {
  const names = [...JOB_COLUMN_NAMES];
  const sets = names.map((n, i) => `${n} = $${i + 2}`);
  await q.query(`update jobs set ${sets.join(', ')}, update_ts = now() where id = $1`, [id, ...names.map((n) => columns[n])]);
}

export async function setJobStatus(q: Queryable, id: number, status: JobStatus, creatorId: number): Promise<void> {
  await q.query('update jobs set status = $2, status_update_ts = now(), update_ts = now() where id = $1', [id, status]);
  await insertStatusHistory(q, id, status, creatorId);
}

export async function touchJob(q: Queryable, id: number): Promise<void> {
  await q.query('update jobs set update_ts = now() where id = $1', [id]);
}

export async function replaceDisciplines(q: Queryable, jobId: number, ids: readonly number[]): Promise<void> {
  await q.query('delete from job_knowledge_discipline_maps where job_id = $1', [jobId]);
  if (ids.length > 0) {
    await q.query(
      'insert into job_knowledge_discipline_maps (job_id, knowledge_discipline_id) select $1, unnest($2::int[]) on conflict do nothing',
      [jobId, [...new Set(ids)]],
    );
  }
}

export async function replaceMaterials(q: Queryable, jobId: number, ids: readonly number[]): Promise<void> {
  await q.query('delete from job_material_maps where job_id = $1', [jobId]);
  if (ids.length > 0) {
    await q.query('insert into job_material_maps (job_id, material_id) select $1, unnest($2::int[]) on conflict do nothing', [jobId, [...new Set(ids)]]);
  }
}

export async function replaceSkills(q: Queryable, jobId: number, ids: readonly number[]): Promise<void> {
  await q.query('delete from job_skill_maps where job_id = $1', [jobId]);
  if (ids.length > 0) {
    await q.query('insert into job_skill_maps (job_id, job_skill_id) select $1, unnest($2::int[]) on conflict do nothing', [jobId, [...new Set(ids)]]);
  }
}

export async function replaceMachines(q: Queryable, jobId: number, machines: readonly MachineSelection[]): Promise<void> {
  await q.query('delete from job_machine_maps where job_id = $1', [jobId]);
  const seen = new Set<number>();
  for (const machine of machines) {
    if (seen.has(machine.machineId)) continue;
    seen.add(machine.machineId);
    const map = await q.one<{ id: number }>('insert into job_machine_maps (job_id, machine_id) values ($1, $2) returning id', [jobId, machine.machineId]);
    if (map && machine.brandIds.length > 0) {
      await q.query('insert into job_machine_brand_maps (job_machine_map_id, brand_id) select $1, unnest($2::int[]) on conflict do nothing', [
        map.id,
        [...new Set(machine.brandIds)],
      ]);
    }
  }
}

export async function replaceScreenerQuestions(q: Queryable, jobId: number, questions: readonly string[]): Promise<void> {
  await q.query('delete from screener_questions where job_id = $1', [jobId]);
  let order = 0;
  for (const question of questions) {
    await q.query('insert into screener_questions (job_id, question, display_order) values ($1, $2, $3)', [jobId, question, order++]);
  }
}

// ── taxonomy checks ────────────────────────────────────────────────────────────────────────

/** Ids of the list that do not exist in the table. */
export async function unknownIds(q: Queryable, table: 'knowledge_disciplines' | 'machines' | 'materials' | 'job_skills' | 'brands' | 'job_titles', ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<{ id: number }>(`select id from ${table} where id = any($1::int[])`, [[...new Set(ids)]]);
  const found = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => !found.has(id));
}

/** Brand/machine pairs the machine_brand_maps taxonomy does not know, with their names. */
export async function unmappedBrands(q: Queryable, machines: readonly MachineSelection[]): Promise<{ brand: string; machine: string } | undefined> {
  for (const m of machines) {
    if (m.brandIds.length === 0) continue;
    const row = await q.one<{ brand: string; machine: string }>(
      `select b.name as brand, mc.name as machine from brands b cross join machines mc
        where mc.id = $1 and b.id = any($2::int[])
          and not exists (select 1 from machine_brand_maps mb where mb.machine_id = mc.id and mb.brand_id = b.id)
        order by b.name limit 1`,
      [m.machineId, m.brandIds],
    );
    if (row) return row;
  }
  return undefined;
}

export async function isEmployerMember(q: Queryable, employerId: number, userId: number): Promise<boolean> {
  return !!(await q.one('select 1 from employer_users where employer_id = $1 and user_profile_id = $2', [employerId, userId]));
}

export async function isStaffUser(q: Queryable, userId: number): Promise<boolean> {
  return !!(await q.one(`select 1 from user_auth_groups where user_profile_id = $1 and group_membership = 'Super Admin'`, [userId]));
}

// ── watchers ───────────────────────────────────────────────────────────────────────────────

export async function watchersOf(q: Queryable, jobId: number, kind: 'employer' | 'admin'): Promise<JobWatcherDto[]> {
  const { rows } = await q.query<{ watcher_id: number; name_first: string; name_last: string; email: string; create_ts: Date }>(
    `select w.watcher_id, u.name_first, coalesce(u.name_last, '') as name_last, u.email, w.create_ts
       from job_watchers w join user_profiles u on u.id = w.watcher_id
      where w.job_id = $1 and w.kind = $2 order by w.create_ts, w.id`,
    [jobId, kind],
  );
  return rows.map((r) => ({ watcherId: r.watcher_id, nameFirst: r.name_first, nameLast: r.name_last, email: r.email, createTs: iso(r.create_ts) }));
}

export async function addWatcher(q: Queryable, jobId: number, watcherId: number, kind: 'employer' | 'admin'): Promise<void> {
  await q.query('insert into job_watchers (job_id, watcher_id, kind) values ($1, $2, $3) on conflict (job_id, watcher_id, kind) do nothing', [jobId, watcherId, kind]);
}

export async function removeWatcher(q: Queryable, jobId: number, watcherId: number, kind: 'employer' | 'admin'): Promise<void> {
  await q.query('delete from job_watchers where job_id = $1 and watcher_id = $2 and kind = $3', [jobId, watcherId, kind]);
}

// ── lists ──────────────────────────────────────────────────────────────────────────────────

export interface SummaryQuery {
  employerId: number | null;
  statuses: readonly JobStatus[];
  employerUserProfileId: number | null;
  employerAssigneeId: number | null;
  assigneeId: number | null;
  search: string | null;
}

function summaryWhere(f: SummaryQuery): { sql: string; params: SqlParam[] } {
  const params: SqlParam[] = [];
  const parts: string[] = [];
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (f.employerId !== null) parts.push(`j.employer_id = ${add(f.employerId)}`);
  parts.push(`j.status = any(${add([...f.statuses])}::text[])`);
  if (f.employerUserProfileId !== null) {
    const p = add(f.employerUserProfileId);
    parts.push(
      `(j.employer_assignee_id = ${p} or j.creator_id = ${p} or exists (select 1 from job_watchers w where w.job_id = j.id and w.watcher_id = ${p} and w.kind = 'employer'))`,
    );
  }
  if (f.employerAssigneeId !== null) parts.push(`j.employer_assignee_id = ${add(f.employerAssigneeId)}`);
  if (f.assigneeId !== null) parts.push(`j.assignee_id = ${add(f.assigneeId)}`);
  if (f.search) {
    const p = add(containsPattern(f.search));
    parts.push(`(coalesce(j.display_title, j.job_title_custom, jt.title, '') ilike ${p} or coalesce(j.city, '') ilike ${p} or e.name ilike ${p})`);
  }
  return { sql: parts.join(' and '), params };
}

const SORT_SQL: Record<string, string> = {
  statusUpdateTs: 'j.status_update_ts',
  updateTs: 'j.update_ts',
  createTs: 'j.create_ts',
  status: 'j.status',
  title: `lower(coalesce(j.display_title, j.job_title_custom, jt.title, ''))`,
  newApplications: 'c.new_applications',
  outreach: 'c.outreach',
  engaged: 'c.engaged',
  reviewed: 'c.reviewed',
  interview: 'c.interview',
  offer: 'c.offer',
  hired: 'c.hired',
};

/** "key DIR" items (validated by the schema) to SQL; unknown keys never reach here. */
export function orderSql(order: readonly string[]): string {
  const items = order.map((item) => {
    const [key, dir] = item.split(' ') as [string, string | undefined];
    return `${SORT_SQL[key]} ${dir?.toUpperCase() === 'ASC' ? 'asc' : 'desc'}`;
  });
  // The spec's tiebreak (§7: "the chosen sort then statusUpdateTs desc"), then id for a stable page.
  return [...items, 'j.status_update_ts desc', 'j.id desc'].join(', ');
}

interface SummaryRow {
  id: number;
  employer_id: number;
  employer_name: string;
  display_title: string | null;
  job_title_custom: string | null;
  job_title: string | null;
  city: string | null;
  state: string | null;
  status: JobStatus;
  create_ts: Date;
  update_ts: Date;
  status_update_ts: Date;
  employer_assignee_id: number | null;
  assignee_id: number | null;
  employer_assignee_name: string | null;
  assignee_name: string | null;
  creator_id: number | null;
  new_applications: number;
  outreach: number;
  engaged: number;
  reviewed: number;
  interview: number;
  offer: number;
  hired: number;
}

export async function listSummaries(q: Queryable, f: SummaryQuery, order: readonly string[], limit: number, skip: number): Promise<JobSummaryRow[]> {
  const where = summaryWhere(f);
  const n = where.params.length;
  const { rows } = await q.query<SummaryRow>(
    `select j.id, j.employer_id, e.name as employer_name, j.display_title, j.job_title_custom, jt.title as job_title, j.city, j.state,
            j.status, j.create_ts, j.update_ts, j.status_update_ts, j.employer_assignee_id, j.assignee_id, j.creator_id,
            nullif(trim(ua.name_first || ' ' || ua.name_last), '') as employer_assignee_name,
            nullif(trim(us.name_first || ' ' || us.name_last), '') as assignee_name,
            c.new_applications, c.outreach, c.engaged, c.reviewed, c.interview, c.offer, c.hired
       from jobs j
       join employers e on e.id = j.employer_id
       left join job_titles jt on jt.id = j.job_title_id
       left join user_profiles ua on ua.id = j.employer_assignee_id
       left join user_profiles us on us.id = j.assignee_id
       cross join lateral (
         select count(*) filter (where a.status in ('New', 'Contact'))::int as new_applications,
                count(*) filter (where a.status = 'Contact')::int as outreach,
                count(*) filter (where a.status = 'Client')::int as engaged,
                count(*) filter (where a.status = 'Review')::int as reviewed,
                count(*) filter (where a.status = 'Interview')::int as interview,
                count(*) filter (where a.status = 'Offer')::int as offer,
                count(*) filter (where a.status = 'Hired')::int as hired
           from job_applicants a where a.job_id = j.id) c
      where ${where.sql}
      order by ${orderSql(order)}
      limit $${n + 1} offset $${n + 2}`,
    [...where.params, limit, skip],
  );
  return rows.map((r) => ({
    id: r.id,
    employerId: r.employer_id,
    employerName: r.employer_name,
    title: jobTitleOf(r),
    city: r.city,
    state: r.state,
    status: r.status,
    createTs: iso(r.create_ts),
    updateTs: iso(r.update_ts),
    statusUpdateTs: iso(r.status_update_ts),
    employerAssigneeId: r.employer_assignee_id,
    employerAssigneeName: r.employer_assignee_name,
    assigneeId: r.assignee_id,
    assigneeName: r.assignee_name,
    creatorId: r.creator_id,
    applicantCounts: {
      newApplications: r.new_applications,
      outreach: r.outreach,
      engaged: r.engaged,
      reviewed: r.reviewed,
      interview: r.interview,
      offer: r.offer,
      hired: r.hired,
    },
  }));
}

export async function countSummaries(q: Queryable, f: SummaryQuery): Promise<number> {
  const where = summaryWhere(f);
  const row = await q.one<{ n: number }>(
    `select count(*)::int as n from jobs j join employers e on e.id = j.employer_id left join job_titles jt on jt.id = j.job_title_id where ${where.sql}`,
    where.params,
  );
  return row?.n ?? 0;
}

// ── reads other parts of the jobs service and other modules use ────────────────────────────

/**
 * The title of the job aliased j (with its taxonomy title aliased jt), as a SQL expression for
 * other modules' reads: what the employer typed, else the taxonomy title, else the free text.
 */
export const JOB_TITLE_SQL = `coalesce(nullif(j.display_title, ''), jt.title, j.job_title_custom, 'Job')`;

export async function countLiveJobs(q: Queryable, employerId: number): Promise<number> {
  return (await q.one<{ n: number }>(`select count(*)::int as n from jobs where employer_id = $1 and status = 'live'`, [employerId]))?.n ?? 0;
}

export async function jobEmployerAndStatus(q: Queryable, jobId: number): Promise<{ employer_id: number; status: JobStatus } | undefined> {
  return q.one<{ employer_id: number; status: JobStatus }>('select employer_id, status from jobs where id = $1', [jobId]);
}

export async function jobTitleName(q: Queryable, jobTitleId: number): Promise<string | undefined> {
  return (await q.one<{ title: string }>('select title from job_titles where id = $1', [jobTitleId]))?.title;
}

export async function insertStatusHistory(q: Queryable, jobId: number, status: JobStatus, creatorId: number): Promise<void> {
  await q.query('insert into job_status_history (job_id, status, creator_id) values ($1, $2, $3)', [jobId, status, creatorId]);
}
