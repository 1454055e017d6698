import {
  LAST_ACTIVE_CHOICES,
  TALENT_SEARCH_TEXTS,
  YEARS_BUCKETS,
  searchTokens,
  type CandidateDetail,
  type CandidateHit,
  type CandidateSearchBody,
  type CandidateSearchResult,
  type FacetValue,
  type Facets,
  type SavedSearch,
  type SavedSearchPatch,
  type SavedSearchQuery,
  type TalentSearchAccess,
  type TalentSearchFeatureStatus,
} from '@floorhire/domain-talent-search';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { isEmployerSubscribed } from '../subscription';
import { PostgresCandidateSearch } from './search.repository';
import type { FACET_GROUPS} from './search-engine';
import { type CandidateSearchEngine, type EngineQuery, type EngineResult } from './search-engine';
import {
  activeCandidate,
  candidatesByProfileIds,
  deleteSavedSearch,
  employerExists,
  insertSavedSearch,
  isActivePro,
  recordViewed,
  savedSearchesOf,
  shortlistCountsOf,
  talentSearchFeatureStatus,
  taxonomyNames,
  taxonomyNamesOfPros,
  unlockedAmong,
  savedSearchForUpdate,
  updateSavedSearch,
  viewedAmong,
  viewedBy,
  workHistoryOf,
  type CandidateRow,
  type TaxonomyNames,
} from './talent-search.repository';
import { shortlistIdsOfPro } from './shortlists.service';

// Candidate discovery (spec 002 §2, §4, §6, §7): the search through the engine seam, the page's
// rows from PostgreSQL with contact details masked until the employer unlocks a pro.

/** Who searches: staff see everything; an employer sees its own unlocks and network. */
export interface Searcher {
  userId: number;
  isStaff: boolean;
  /** The employer searched for (null: the staff search). */
  employerId: number | null;
}

/** The engine of this process. A dedicated search cluster would be chosen here (ADR 241). */
export function searchEngineFor(q: Queryable): CandidateSearchEngine {
  return new PostgresCandidateSearch(q);
}

export function engineQueryOf(body: CandidateSearchBody, searcher: Searcher): EngineQuery {
  const f = body.filters;
  return {
    location: body.location ? { latitude: body.location.latitude, longitude: body.location.longitude } : null,
    radiusMiles: body.aroundRadius,
    tokens: searchTokens(body.query),
    jobTitleIds: f.jobTitleIds,
    skillIds: f.skillIds,
    machineIds: f.machineIds,
    brandIds: f.brandIds,
    lastActive: f.lastActive ?? null,
    yearsOfExperience: f.jobTitleIds.length > 0 ? f.yearsOfExperience : [],
    networkEmployerId: f.network === 'mine' && searcher.employerId !== null ? searcher.employerId : null,
    offset: body.page * body.hitsPerPage,
    limit: body.hitsPerPage,
    facets: body.facets,
  };
}

const named = (ids: readonly number[], names: Map<number, string>) => ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));

function toHit(row: CandidateRow, names: TaxonomyNames, extra: { unlocked: boolean; viewed: boolean; distance: number | null; reveal: boolean }): CandidateHit {
  const open = extra.reveal || extra.unlocked;
  return {
    id: row.id,
    profileId: row.user_profile_id,
    objectID: String(row.user_profile_id),
    nameFirst: row.name_first,
    // Until unlocked an employer sees the initial only (ADR 243).
    nameLast: open ? row.name_last : `${row.name_last.slice(0, 1)}.`,
    email: open ? row.email : null,
    phone: open ? row.phone : null,
    resumeUrl: open ? row.resume_url : null,
    historyEmployerName: row.history_employer_name,
    historyJobTitle: row.history_job_title,
    skills: named(row.skill_ids, names.skills),
    jobTitles: named(row.job_title_ids, names.jobTitles),
    brands: named(row.brand_ids, names.brands),
    technologies: named(row.machine_ids, names.machines),
    address: { postalCode: row.postal_code, city: row.city, state: row.state },
    distanceMiles: extra.distance,
    createTs: row.create_ts.toISOString(),
    updateTs: row.update_ts.toISOString(),
    lastActiveTs: row.last_active_ts?.toISOString() ?? null,
    status: row.status,
    source: row.source,
    unlocked: extra.unlocked,
    viewed: extra.viewed,
  };
}

function unlockedFor(q: Queryable, searcher: Searcher, ids: readonly number[]): Promise<Set<number>> {
  return searcher.employerId !== null ? unlockedAmong(q, searcher.employerId, ids) : Promise.resolve(new Set<number>());
}

function hitsOf(searcher: Searcher, rows: readonly CandidateRow[], names: TaxonomyNames, unlocked: Set<number>, viewed: Set<number>, distances: Map<number, number>): CandidateHit[] {
  return rows.map((r) => toHit(r, names, { unlocked: unlocked.has(r.user_profile_id), viewed: viewed.has(r.user_profile_id), distance: distances.get(r.user_profile_id) ?? null, reveal: searcher.isStaff && searcher.employerId === null }));
}

async function hydrate(q: Queryable, searcher: Searcher, rows: CandidateRow[], distances: Map<number, number>, extraIds: { jobTitles: number[]; skills: number[]; machines: number[]; brands: number[] }) {
  const ids = rows.map((r) => r.user_profile_id);
  const [names, unlocked, viewed] = await Promise.all([
    taxonomyNames(q, {
      jobTitles: [...new Set([...rows.flatMap((r) => r.job_title_ids), ...extraIds.jobTitles])],
      skills: [...new Set([...rows.flatMap((r) => r.skill_ids), ...extraIds.skills])],
      machines: [...new Set([...rows.flatMap((r) => r.machine_ids), ...extraIds.machines])],
      brands: [...new Set([...rows.flatMap((r) => r.brand_ids), ...extraIds.brands])],
    }),
    unlockedFor(q, searcher, ids),
    viewedAmong(q, searcher.userId, ids),
  ]);
  return { hits: hitsOf(searcher, rows, names, unlocked, viewed, distances), names };
}

function facetsOf(result: EngineResult, names: TaxonomyNames): Facets | null {
  if (!result.facets) return null;
  const label = (map: Map<number, string>) => (f: { value: string; count: number }): FacetValue => ({ value: f.value, count: f.count, label: map.get(Number(f.value)) ?? f.value });
  return {
    jobTitleIds: result.facets.jobTitleIds.map(label(names.jobTitles)),
    skillIds: result.facets.skillIds.map(label(names.skills)),
    machineIds: result.facets.machineIds.map(label(names.machines)),
    brandIds: result.facets.brandIds.map(label(names.brands)),
    lastActive: LAST_ACTIVE_CHOICES.map((c) => ({ value: c.value, label: c.label, count: result.facets!.lastActive.find((f) => f.value === c.value)?.count ?? 0 })),
    yearsOfExperience: result.facets.yearsOfExperience.length
      ? YEARS_BUCKETS.map((b) => ({ value: b.value, label: b.label, count: result.facets!.yearsOfExperience.find((f) => f.value === b.value)?.count ?? 0 }))
      : [],
  };
}

export async function searchCandidates(q: Queryable, searcher: Searcher, body: CandidateSearchBody): Promise<CandidateSearchResult> {
  const started = performance.now();
  const engine = searchEngineFor(q);
  let result: EngineResult;
  try {
    result = await engine.search(engineQueryOf(body, searcher));
  } catch (error) {
    // An engine failure is the spec's search error, never a half answer.
    throw Object.assign(new HttpError(500, TALENT_SEARCH_TEXTS.searchFailed, 'SearchFailed'), { cause: error });
  }
  const ids = result.profileIds;
  const facetIds = (g: (typeof FACET_GROUPS)[number]) => (result.facets?.[g] ?? []).map((f) => Number(f.value));
  // The page's rows, names, unlocks and viewed state need only the engine's ids: one wave of
  // statements (pipelined by the driver) rather than rows first, then the rest. Under CPU
  // contention every sequential round trip is another wait in the run queue.
  const [rows, names, unlocked, viewed] = await Promise.all([
    candidatesByProfileIds(q, ids),
    taxonomyNamesOfPros(q, ids, { jobTitles: facetIds('jobTitleIds'), skills: facetIds('skillIds'), machines: facetIds('machineIds'), brands: facetIds('brandIds') }),
    unlockedFor(q, searcher, ids),
    viewedAmong(q, searcher.userId, ids),
  ]);
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.user_profile_id) ?? 0) - (order.get(b.user_profile_id) ?? 0));
  const hits = hitsOf(searcher, rows, names, unlocked, viewed, result.distances);
  return {
    hits,
    nbHits: result.nbHits,
    exhaustiveNbHits: result.exhaustiveNbHits,
    page: body.page,
    hitsPerPage: body.hitsPerPage,
    nbPages: Math.ceil(result.nbHits / body.hitsPerPage),
    facets: facetsOf(result, names),
    exhaustiveFacetsCount: result.exhaustiveFacetsCount,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

export async function candidateDetail(q: Queryable, searcher: Searcher, profileId: number): Promise<CandidateDetail> {
  const row = await activeCandidate(q, profileId);
  if (!row) throw notFound(TALENT_SEARCH_TEXTS.candidateNotFound);
  const [{ hits, names }, history, shortlistIds] = await Promise.all([
    hydrate(q, searcher, [row], new Map(), { jobTitles: Object.keys(row.years_by_job_title).map(Number), skills: [], machines: [], brands: [] }),
    workHistoryOf(q, row.id),
    shortlistIdsOfPro(q, { employerId: searcher.employerId, userId: searcher.userId }, profileId),
  ]);
  return {
    ...hits[0]!,
    summary: row.summary,
    yearsByJobTitle: Object.entries(row.years_by_job_title).map(([id, years]) => ({ jobTitleId: Number(id), title: names.jobTitles.get(Number(id)) ?? '', years: Number(years) })),
    history: history.map((h) => ({ employerName: h.employer_name, jobTitle: h.job_title, city: h.city, state: h.state, startYYYYMM: h.start_yyyymm, endYYYYMM: h.end_yyyymm })),
    shortlistIds,
  };
}

// ── the feature gate (spec 002 §3; ADR 244)

export async function talentSearchAccess(q: Queryable, employerId: number): Promise<TalentSearchAccess> {
  if (!(await employerExists(q, employerId))) throw notFound();
  const stored = await talentSearchFeatureStatus(q, employerId);
  // Never set means off, as for every feature (ADR 132); 'enabled' is the older spelling.
  const featureStatus: TalentSearchFeatureStatus = stored === 'Requested' ? 'Requested' : stored === 'Enabled' || stored === 'enabled' ? 'Enabled' : 'Disabled';
  return { employerId, featureStatus, subscribed: await isEmployerSubscribed(q, employerId) };
}

/** Employers search only when subscribed and the feature is not switched off; staff always. */
export async function assertCanSearch(q: Queryable, auth: AuthContext, employerId: number): Promise<void> {
  if (auth.isStaff) return;
  const access = await talentSearchAccess(q, employerId);
  if (access.featureStatus !== 'Enabled') throw new HttpError(403, TALENT_SEARCH_TEXTS.featureDisabled, 'FeatureDisabled');
  if (!access.subscribed) throw new HttpError(403, TALENT_SEARCH_TEXTS.loadFailed, 'SubscriptionRequired');
}

// ── viewed candidates

export function viewedCandidates(q: Queryable, userId: number) {
  return viewedBy(q, userId);
}

export async function markViewed(db: Db, userId: number, employerId: number | null, candidateId: number): Promise<void> {
  if (!(await isActivePro(db, candidateId))) throw notFound(TALENT_SEARCH_TEXTS.candidateNotFound);
  await recordViewed(db, userId, candidateId, employerId);
}

// ── saved searches (spec 002 §3, §4, §7)

export function listSavedSearches(q: Queryable, userId: number, employerId: number | null): Promise<SavedSearch[]> {
  return savedSearchesOf(q, userId, employerId);
}

function assertReady(query: SavedSearchQuery): void {
  const filters = query.selectedFilters;
  const count = filters.jobTitleIds.length + filters.skillIds.length + filters.machineIds.length + filters.brandIds.length + (filters.lastActive ? 1 : 0);
  if (query.query === '' && count === 0) throw badRequest(TALENT_SEARCH_TEXTS.savedSearchNotReady);
}

export function createSavedSearch(db: Db, userId: number, employerId: number | null, query: SavedSearchQuery): Promise<SavedSearch> {
  assertReady(query);
  return db.transaction((tx) => insertSavedSearch(tx, userId, employerId, query));
}

/** PATCH: what the body carries replaces the stored part; the rest of the query stays (ADR 039). */
export async function changeSavedSearch(db: Db, userId: number, id: number, patch: SavedSearchPatch): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    const stored = await savedSearchForUpdate(tx, userId, id);
    if (!stored) throw notFound(TALENT_SEARCH_TEXTS.savedSearchNotFound);
    const location = patch.location ?? stored.location;
    if (!location) throw badRequest(TALENT_SEARCH_TEXTS.savedSearchNotReady);
    const query: SavedSearchQuery = {
      location,
      aroundRadius: patch.aroundRadius ?? stored.aroundRadius,
      query: patch.query ?? stored.query,
      selectedFilters: patch.selectedFilters ?? stored.selectedFilters,
    };
    assertReady(query);
    return (await updateSavedSearch(tx, userId, id, query))!;
  });
}

export async function removeSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  if (!(await db.transaction((tx) => deleteSavedSearch(tx, userId, id)))) throw notFound(TALENT_SEARCH_TEXTS.savedSearchNotFound);
}

// ── pro preview stats (spec 002 §7)

export async function proPreviewStats(q: Queryable, userId: number, employerId: number, pros: readonly { userProfileId: number; proId: number }[]) {
  const ids = pros.map((p) => p.userProfileId);
  const [rows, unlocked, viewed, shortlisted] = await Promise.all([candidatesByProfileIds(q, ids), unlockedAmong(q, employerId, ids), viewedAmong(q, userId, ids), shortlistCountsOf(q, employerId, ids)]);
  const byProfile = new Map(rows.map((r) => [r.user_profile_id, r]));
  // A pair whose ids do not name the same pro is left out rather than answered for.
  return pros.flatMap((p) => {
    const row = byProfile.get(p.userProfileId);
    if (!row || row.id !== p.proId) return [];
    return [{ userProfileId: p.userProfileId, proId: p.proId, viewed: viewed.has(p.userProfileId), unlocked: unlocked.has(p.userProfileId), shortlistCount: shortlisted.get(p.userProfileId) ?? 0, lastActiveTs: row.last_active_ts?.toISOString() ?? null }];
  });
}
