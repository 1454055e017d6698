import type { SavedSearch, SavedSearchQuery, Shortlist } from '@floorhire/domain-talent-search';
import type { Queryable } from '../../db';

// SQL of the talent search module besides the engine (search.repository.ts). It owns shortlists,
// shortlist_pros, saved_searches, viewed_candidates and pro_unlocks (index.ts tables); it reads
// pros, user profiles and the taxonomy. Rows stay here; callers get DTOs or plain records.

export interface CandidateRow {
  id: number;
  user_profile_id: number;
  name_first: string;
  name_last: string;
  email: string;
  phone: string | null;
  resume_url: string | null;
  history_employer_name: string | null;
  history_job_title: string | null;
  job_title_ids: number[];
  skill_ids: number[];
  machine_ids: number[];
  brand_ids: number[];
  postal_code: string | null;
  city: string | null;
  state: string | null;
  create_ts: Date;
  update_ts: Date;
  last_active_ts: Date | null;
  status: string;
  source: string;
  summary: string | null;
  years_by_job_title: Record<string, number>;
}

const CANDIDATE_COLUMNS = `p.id, p.user_profile_id, u.name_first, u.name_last, u.email, u.phone, p.resume_url, p.history_employer_name, p.history_job_title,
  p.job_title_ids, p.skill_ids, p.machine_ids, p.brand_ids, p.postal_code, p.city, p.state, p.create_ts, p.update_ts, p.last_active_ts,
  p.status, p.source, p.summary, p.years_by_job_title`;

export async function candidatesByProfileIds(q: Queryable, profileIds: readonly number[]): Promise<CandidateRow[]> {
  if (profileIds.length === 0) return [];
  const { rows } = await q.query<CandidateRow>(`select ${CANDIDATE_COLUMNS} from pros p join user_profiles u on u.id = p.user_profile_id where p.user_profile_id = any($1::int[])`, [[...profileIds]]);
  return rows;
}

/** An active pro by user profile id (archived and hidden pros are not candidates). */
export async function activeCandidate(q: Queryable, profileId: number): Promise<CandidateRow | undefined> {
  return q.one<CandidateRow>(`select ${CANDIDATE_COLUMNS} from pros p join user_profiles u on u.id = p.user_profile_id where p.user_profile_id = $1 and p.status = 'active'`, [profileId]);
}

export interface TaxonomyNames {
  jobTitles: Map<number, string>;
  skills: Map<number, string>;
  machines: Map<number, string>;
  brands: Map<number, string>;
}

export async function taxonomyNames(q: Queryable, ids: TaxonomyIds): Promise<TaxonomyNames> {
  const { rows } = await q.query<{ k: string; id: number; name: string }>(
    `select 'j' k, id, title as name from job_titles where id = any($1::int[])
     union all select 's', id, name from job_skills where id = any($2::int[])
     union all select 'm', id, name from machines where id = any($3::int[])
     union all select 'b', id, name from brands where id = any($4::int[])`,
    [ids.jobTitles, ids.skills, ids.machines, ids.brands],
  );
  return namesOf(rows);
}

type TaxonomyIds = { jobTitles: number[]; skills: number[]; machines: number[]; brands: number[] };

/**
 * The names of every title, skill, machine and brand on these pros' rows, plus `extra` ids (the
 * facet values). Reads the pros' id arrays itself, so a search page asks for its names in the
 * same wave as its rows instead of after them.
 */
export async function taxonomyNamesOfPros(q: Queryable, profileIds: readonly number[], extra: TaxonomyIds): Promise<TaxonomyNames> {
  const { rows } = await q.query<{ k: string; id: number; name: string }>(
    `with p as (select job_title_ids, skill_ids, machine_ids, brand_ids from pros where user_profile_id = any($1::int[]))
     select 'j' k, id, title as name from job_titles where id = any(array(select unnest(job_title_ids) from p) || $2::int[])
     union all select 's', id, name from job_skills where id = any(array(select unnest(skill_ids) from p) || $3::int[])
     union all select 'm', id, name from machines where id = any(array(select unnest(machine_ids) from p) || $4::int[])
     union all select 'b', id, name from brands where id = any(array(select unnest(brand_ids) from p) || $5::int[])`,
    [[...profileIds], extra.jobTitles, extra.skills, extra.machines, extra.brands],
  );
  return namesOf(rows);
}

function namesOf(rows: readonly { k: string; id: number; name: string }[]): TaxonomyNames {
  const names: TaxonomyNames = { jobTitles: new Map(), skills: new Map(), machines: new Map(), brands: new Map() };
  const into = { j: names.jobTitles, s: names.skills, m: names.machines, b: names.brands } as Record<string, Map<number, string>>;
  for (const r of rows) into[r.k]?.set(r.id, r.name);
  return names;
}

export async function workHistoryOf(q: Queryable, proId: number): Promise<{ employer_name: string; job_title: string; city: string | null; state: string | null; start_yyyymm: number; end_yyyymm: number | null }[]> {
  const { rows } = await q.query<{ employer_name: string; job_title: string; city: string | null; state: string | null; start_yyyymm: number; end_yyyymm: number | null }>(
    'select employer_name, job_title, city, state, start_yyyymm, end_yyyymm from pro_work_history where pro_id = $1 order by start_yyyymm desc limit 20',
    [proId],
  );
  return rows;
}

// ── unlocks and viewed state

export async function unlockedAmong(q: Queryable, employerId: number, profileIds: readonly number[]): Promise<Set<number>> {
  if (profileIds.length === 0) return new Set();
  const { rows } = await q.query<{ id: number }>('select pro_user_profile_id as id from pro_unlocks where employer_id = $1 and pro_user_profile_id = any($2::int[])', [employerId, [...profileIds]]);
  return new Set(rows.map((r) => r.id));
}

export async function viewedAmong(q: Queryable, userId: number, profileIds: readonly number[]): Promise<Set<number>> {
  if (profileIds.length === 0) return new Set();
  const { rows } = await q.query<{ id: number }>('select candidate_id as id from viewed_candidates where user_profile_id = $1 and candidate_id = any($2::int[])', [userId, [...profileIds]]);
  return new Set(rows.map((r) => r.id));
}

export async function viewedBy(q: Queryable, userId: number): Promise<{ candidateId: number; updateTs: string }[]> {
  const { rows } = await q.query<{ candidate_id: number; update_ts: Date }>('select candidate_id, update_ts from viewed_candidates where user_profile_id = $1 order by update_ts desc limit 1000', [userId]);
  return rows.map((r) => ({ candidateId: r.candidate_id, updateTs: r.update_ts.toISOString() }));
}

export async function recordViewed(q: Queryable, userId: number, candidateId: number, employerId: number | null): Promise<void> {
  await q.query(
    `insert into viewed_candidates (user_profile_id, candidate_id, employer_id) values ($1, $2, $3)
     on conflict (user_profile_id, candidate_id) do update set update_ts = now(), employer_id = coalesce(excluded.employer_id, viewed_candidates.employer_id)`,
    [userId, candidateId, employerId],
  );
}

export async function isActivePro(q: Queryable, profileId: number): Promise<boolean> {
  return !!(await q.one("select 1 from pros where user_profile_id = $1 and status = 'active'", [profileId]));
}

export interface UnlockRow {
  pro_user_profile_id: number;
  source: string;
  create_ts: Date;
}

export async function unlocksOf(q: Queryable, employerId: number): Promise<UnlockRow[]> {
  const { rows } = await q.query<UnlockRow>('select pro_user_profile_id, source, create_ts from pro_unlocks where employer_id = $1 order by create_ts desc, id desc', [employerId]);
  return rows;
}

/** Serialises unlocks of one employer (ADR 243): two at once cannot both see "not unlocked yet". */
export async function lockEmployerUnlocks(tx: Queryable, employerId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(7114, $1::int)', [employerId]);
}

/** The profiles of the same people as these (same last ten phone digits or e-mail without +tag), the asked ones included. */
export async function identityClusters(q: Queryable, profileIds: readonly number[]): Promise<{ asked: number; profile_id: number }[]> {
  // Phones are stored as ten digits and e-mails are unique by lower(email): both lookups use an index.
  const { rows } = await q.query<{ asked: number; profile_id: number }>(
    `with asked as (
       select u.id, u.phone, lower(trim(u.email)) as email, regexp_replace(lower(trim(u.email)), '\\+[^@]*@', '@') as bare
         from user_profiles u where u.id = any($1::int[]))
     select a.id as asked, a.id as profile_id from asked a
     union
     select a.id, u.id from asked a join user_profiles u on a.phone is not null and u.phone = a.phone
     union
     select a.id, u.id from asked a join user_profiles u on lower(u.email) in (a.email, a.bare)`,
    [[...profileIds]],
  );
  return rows;
}

export async function insertUnlocks(tx: Queryable, employerId: number, userId: number, profileIds: readonly number[], source: string): Promise<void> {
  if (profileIds.length === 0) return;
  await tx.query(
    `insert into pro_unlocks (employer_id, pro_user_profile_id, unlocked_by, source)
     select $1, x, $2, $3 from unnest($4::int[]) x on conflict (employer_id, pro_user_profile_id) do nothing`,
    [employerId, userId, source, [...profileIds]],
  );
}

export async function existingProfiles(q: Queryable, profileIds: readonly number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>("select user_profile_id as id from pros where user_profile_id = any($1::int[]) and status = 'active'", [[...profileIds]]);
  return rows.map((r) => r.id);
}

// ── saved searches

interface SavedRow {
  id: number;
  employer_id: number | null;
  query: Record<string, unknown>;
  create_ts: Date;
  /** The point of a location stored as a place name ('Dayton, OH'), from the gazetteer table. */
  place: { description: string; postalCode: string; latitude: number; longitude: number } | null;
}

const LEGACY_FILTER_KEYS: Record<string, string> = { jobTitles: 'jobTitleIds', skills: 'skillIds', machines: 'machineIds', brands: 'brandIds' };

/** A stored query as the API answers it; rows written before the query had its current shape are read in it. */
function savedDto(r: SavedRow): SavedSearch {
  const stored = r.query;
  const rawFilters = (stored['selectedFilters'] ?? {}) as Record<string, unknown>;
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rawFilters)) filters[LEGACY_FILTER_KEYS[key] ?? key] = Array.isArray(value) ? value.filter((x) => typeof x === 'number') : value;
  const location = typeof stored['location'] === 'object' && stored['location'] !== null ? (stored['location'] as SavedSearch['location']) : r.place;
  return {
    id: r.id,
    employerId: r.employer_id,
    createTs: r.create_ts.toISOString(),
    location,
    aroundRadius: Number(stored['aroundRadius'] ?? 30),
    query: String(stored['query'] ?? ''),
    selectedFilters: {
      jobTitleIds: (filters['jobTitleIds'] as number[] | undefined) ?? [],
      skillIds: (filters['skillIds'] as number[] | undefined) ?? [],
      machineIds: (filters['machineIds'] as number[] | undefined) ?? [],
      brandIds: (filters['brandIds'] as number[] | undefined) ?? [],
      lastActive: (filters['lastActive'] as SavedSearch['selectedFilters']['lastActive'] | undefined) ?? null,
      yearsOfExperience: (filters['yearsOfExperience'] as SavedSearch['selectedFilters']['yearsOfExperience'] | undefined) ?? [],
      network: filters['network'] === 'mine' ? 'mine' : 'full',
    },
  };
}

const SAVED_COLUMNS = `s.id, s.employer_id, s.query, s.create_ts,
  (select json_build_object('description', pc.city || ', ' || pc.state, 'postalCode', pc.postal_code, 'latitude', pc.lat, 'longitude', pc.lng)
     from postal_codes pc where jsonb_typeof(s.query->'location') = 'string' and lower(pc.city || ', ' || pc.state) = lower(s.query->>'location')
     order by pc.postal_code limit 1) as place`;

export async function savedSearchesOf(q: Queryable, userId: number, employerId: number | null): Promise<SavedSearch[]> {
  const { rows } = await q.query<SavedRow>(
    `select ${SAVED_COLUMNS} from saved_searches s where s.user_profile_id = $1 and s.employer_id is not distinct from $2 order by s.create_ts desc, s.id desc limit 200`,
    [userId, employerId],
  );
  return rows.map(savedDto);
}

export async function insertSavedSearch(q: Queryable, userId: number, employerId: number | null, query: SavedSearchQuery): Promise<SavedSearch> {
  const row = await q.one<SavedRow>('insert into saved_searches (user_profile_id, employer_id, query) values ($1, $2, $3) returning id, employer_id, query, create_ts, null as place', [userId, employerId, query as unknown as Record<string, unknown>]);
  return savedDto(row!);
}

/** The caller's saved search, locked for a change; undefined when it is not theirs. */
export async function savedSearchForUpdate(q: Queryable, userId: number, id: number): Promise<SavedSearch | undefined> {
  const row = await q.one<SavedRow>(`select ${SAVED_COLUMNS} from saved_searches s where s.id = $1 and s.user_profile_id = $2 for update`, [id, userId]);
  return row ? savedDto(row) : undefined;
}

export async function updateSavedSearch(q: Queryable, userId: number, id: number, query: SavedSearchQuery): Promise<SavedSearch | undefined> {
  const row = await q.one<SavedRow>('update saved_searches set query = $3, update_ts = now() where id = $1 and user_profile_id = $2 returning id, employer_id, query, create_ts, null as place', [id, userId, query as unknown as Record<string, unknown>]);
  return row ? savedDto(row) : undefined;
}

export async function deleteSavedSearch(q: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await q.query('delete from saved_searches where id = $1 and user_profile_id = $2', [id, userId]);
  return rowCount > 0;
}

// ── shortlists: an employer's team shares them; staff without an employer keep their own.

export interface ShortlistScope {
  employerId: number | null;
  userId: number;
}

const SCOPE = '(case when $1::int is null then s.employer_id is null and s.owner_id = $2 else s.employer_id = $1 end)';

export async function shortlistsOf(q: Queryable, scope: ShortlistScope): Promise<Shortlist[]> {
  const { rows } = await q.query<{ id: number; title: string; n: number }>(
    `select s.id, s.title, (select count(*)::int from shortlist_pros sp where sp.shortlist_id = s.id) n
       from shortlists s where ${SCOPE} order by lower(s.title), s.id`,
    [scope.employerId, scope.userId],
  );
  return rows.map((r) => ({ id: r.id, title: r.title, proCount: r.n }));
}

export async function shortlistInScope(q: Queryable, scope: ShortlistScope, id: number): Promise<Shortlist | undefined> {
  const row = await q.one<{ id: number; title: string; n: number }>(
    `select s.id, s.title, (select count(*)::int from shortlist_pros sp where sp.shortlist_id = s.id) n from shortlists s where ${SCOPE} and s.id = $3`,
    [scope.employerId, scope.userId, id],
  );
  return row ? { id: row.id, title: row.title, proCount: row.n } : undefined;
}

export async function insertShortlist(q: Queryable, scope: ShortlistScope, title: string): Promise<Shortlist> {
  const row = await q.one<{ id: number; title: string }>('insert into shortlists (employer_id, owner_id, title) values ($1, $2, $3) returning id, title', [scope.employerId, scope.userId, title]);
  return { id: row!.id, title: row!.title, proCount: 0 };
}

export async function renameShortlist(q: Queryable, scope: ShortlistScope, id: number, title: string): Promise<boolean> {
  const { rowCount } = await q.query(`update shortlists s set title = $4, update_ts = now() where ${SCOPE} and s.id = $3`, [scope.employerId, scope.userId, id, title]);
  return rowCount > 0;
}

export async function deleteShortlist(q: Queryable, scope: ShortlistScope, id: number): Promise<boolean> {
  const { rowCount } = await q.query(`delete from shortlists s where ${SCOPE} and s.id = $3`, [scope.employerId, scope.userId, id]);
  return rowCount > 0;
}

export async function shortlistMappings(q: Queryable, scope: ShortlistScope): Promise<{ shortlist_id: number; pro_id: number }[]> {
  const { rows } = await q.query<{ shortlist_id: number; pro_id: number }>(
    `select sp.shortlist_id, sp.pro_user_profile_id as pro_id from shortlist_pros sp join shortlists s on s.id = sp.shortlist_id
      where ${SCOPE} order by sp.shortlist_id, sp.create_ts`,
    [scope.employerId, scope.userId],
  );
  return rows;
}

export async function addShortlistPro(q: Queryable, shortlistId: number, proId: number): Promise<void> {
  await q.query('insert into shortlist_pros (shortlist_id, pro_user_profile_id) values ($1, $2) on conflict do nothing', [shortlistId, proId]);
}

export async function removeShortlistPro(q: Queryable, shortlistId: number, proId: number): Promise<boolean> {
  const { rowCount } = await q.query('delete from shortlist_pros where shortlist_id = $1 and pro_user_profile_id = $2', [shortlistId, proId]);
  return rowCount > 0;
}

export async function shortlistCountsOf(q: Queryable, employerId: number, profileIds: readonly number[]): Promise<Map<number, number>> {
  const { rows } = await q.query<{ id: number; n: number }>(
    `select sp.pro_user_profile_id id, count(*)::int n from shortlist_pros sp join shortlists s on s.id = sp.shortlist_id
      where s.employer_id = $1 and sp.pro_user_profile_id = any($2::int[]) group by sp.pro_user_profile_id`,
    [employerId, [...profileIds]],
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

// ── the feature gate (read only: the features module owns employer_features)

export async function talentSearchFeatureStatus(q: Queryable, employerId: number): Promise<string | undefined> {
  const row = await q.one<{ feature_status: string }>("select feature_status from employer_features where employer_id = $1 and feature_name = 'Talent Search'", [employerId]);
  return row?.feature_status;
}

export async function employerExists(q: Queryable, employerId: number): Promise<boolean> {
  return !!(await q.one('select 1 from employers where id = $1', [employerId]));
}
