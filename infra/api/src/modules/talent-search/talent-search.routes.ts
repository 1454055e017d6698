import { ROLES } from '@floorhire/rules';
import { EmptyAnswerSchema, IdParamsSchema } from '@floorhire/schemas';
import {
  CandidateDetailSchema,
  CandidateParamsSchema,
  CandidateSearchBodySchema,
  CandidateSearchResultSchema,
  EmployerCandidateParamsSchema,
  EmployerParamsSchema,
  NotifyViewedBodySchema,
  ProPreviewStatsBodySchema,
  ProPreviewStatsSchema,
  SavedSearchListSchema,
  SavedSearchPatchSchema,
  SavedSearchQuerySchema,
  SavedSearchSchema,
  TalentSearchAccessSchema,
  ViewedCandidateListSchema,
} from '@floorhire/domain-talent-search';
import { route, type RouteDef } from '../../http/route';
import { employerFromHeader } from './scope';
import {
  assertCanSearch,
  candidateDetail,
  changeSavedSearch,
  createSavedSearch,
  listSavedSearches,
  markViewed,
  proPreviewStats,
  removeSavedSearch,
  searchCandidates,
  talentSearchAccess,
  viewedCandidates,
} from './talent-search.service';

// Candidate discovery routes (spec 002 §7 "Talent search"). Each declares roles and tenancy.

const OWN_EMPLOYER = { kind: 'employer', from: 'params', key: 'id' } as const;
const STAFF_ONLY = { kind: 'none', why: 'staff only: the whole candidate pool, no employer' } as const;
const OWN_ROWS = { kind: 'custom', why: "the caller's own rows; the Employer-Id header must name one of the caller's employers" } as const;

const employerSearch = route({
  method: 'POST',
  url: '/search/employer/:id/candidates',
  summary: 'Search candidates as an employer (location, aroundRadius, page zero-based, hitsPerPage, query, filters): hits, nbHits, facets',
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  body: CandidateSearchBodySchema,
  response: CandidateSearchResultSchema,
  errors: [400, 403],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    await assertCanSearch(ctx.db, auth, ctx.params.id);
    return searchCandidates(ctx.db, { userId: auth.userId, isStaff: auth.isStaff, employerId: ctx.params.id }, ctx.body);
  },
});

const adminSearch = route({
  method: 'POST',
  url: '/search/admin/candidates',
  summary: 'Search candidates as staff: the whole pool, contact details shown',
  access: [ROLES.userAdmin],
  tenancy: STAFF_ONLY,
  body: CandidateSearchBodySchema,
  response: CandidateSearchResultSchema,
  errors: [400, 403],
  handler: (ctx) => searchCandidates(ctx.db, { userId: ctx.requireAuth().userId, isStaff: true, employerId: null }, ctx.body),
});

const employerCandidate = route({
  method: 'GET',
  url: '/search/employer/:id/candidates/:candidateId',
  summary: "One candidate (by user profile id) as the employer sees it: contact details once unlocked, the team's shortlists",
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: EmployerCandidateParamsSchema,
  response: CandidateDetailSchema,
  errors: [403, 404],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    await assertCanSearch(ctx.db, auth, ctx.params.id);
    return candidateDetail(ctx.db, { userId: auth.userId, isStaff: auth.isStaff, employerId: ctx.params.id }, ctx.params.candidateId);
  },
});

const adminCandidate = route({
  method: 'GET',
  url: '/search/admin/candidates/:candidateId',
  summary: 'One candidate (by user profile id) as staff see it',
  access: [ROLES.userAdmin],
  tenancy: STAFF_ONLY,
  params: CandidateParamsSchema,
  response: CandidateDetailSchema,
  errors: [403, 404],
  handler: (ctx) => candidateDetail(ctx.db, { userId: ctx.requireAuth().userId, isStaff: true, employerId: null }, ctx.params.candidateId),
});

const viewed = route({
  method: 'GET',
  url: '/search/viewed-candidates',
  summary: 'Candidates the caller has viewed (candidateId, updateTs), newest first',
  access: [ROLES.userEmployer],
  tenancy: OWN_ROWS,
  response: ViewedCandidateListSchema,
  handler: (ctx) => viewedCandidates(ctx.db, ctx.requireAuth().userId),
});

const notifyViewed = route({
  method: 'POST',
  url: '/notify/viewed-candidate',
  summary: 'Record that the caller viewed a candidate (candidateId = user profile id)',
  access: [ROLES.userEmployer],
  tenancy: OWN_ROWS,
  body: NotifyViewedBodySchema,
  response: EmptyAnswerSchema,
  errors: [404],
  async handler(ctx) {
    await markViewed(ctx.db, ctx.requireAuth().userId, employerFromHeader(ctx), ctx.body.candidateId);
    return {};
  },
});

const savedList = route({
  method: 'GET',
  url: '/search/saved',
  summary: "The caller's saved searches in the employer of the Employer-Id header, newest first",
  access: [ROLES.userEmployer],
  tenancy: OWN_ROWS,
  response: SavedSearchListSchema,
  handler: (ctx) => listSavedSearches(ctx.db, ctx.requireAuth().userId, employerFromHeader(ctx)),
});

const savedCreate = route({
  method: 'POST',
  url: '/search/saved',
  summary: 'Save a search (the body is the query: location, aroundRadius, query, selectedFilters); ready only with a location and a query or a filter',
  access: [ROLES.userEmployer],
  tenancy: OWN_ROWS,
  body: SavedSearchQuerySchema,
  response: SavedSearchSchema,
  status: 201,
  errors: [400],
  handler: (ctx) => createSavedSearch(ctx.db, ctx.requireAuth().userId, employerFromHeader(ctx), ctx.body),
});

const savedUpdate = route({
  method: 'PATCH',
  url: '/search/saved/:id',
  summary: "Change a saved search's query (the caller's own): the parts sent replace the stored ones, the rest stay",
  access: [ROLES.userEmployer],
  tenancy: OWN_ROWS,
  params: IdParamsSchema,
  body: SavedSearchPatchSchema,
  response: SavedSearchSchema,
  errors: [400, 404],
  handler: (ctx) => changeSavedSearch(ctx.db, ctx.requireAuth().userId, ctx.params.id, ctx.body),
});

const savedDelete = route({
  method: 'DELETE',
  url: '/search/saved/:id',
  summary: 'Delete a saved search (the caller\'s own)',
  access: [ROLES.userEmployer],
  tenancy: OWN_ROWS,
  params: IdParamsSchema,
  response: EmptyAnswerSchema,
  errors: [404],
  async handler(ctx) {
    await removeSavedSearch(ctx.db, ctx.requireAuth().userId, ctx.params.id);
    return {};
  },
});

const previewStats = route({
  method: 'POST',
  url: '/pro-preview-stats',
  summary: 'For each pro (userProfileId, proId): viewed by the caller, unlocked by the employer, on how many of its shortlists, last active',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'body', key: 'employerId' },
  body: ProPreviewStatsBodySchema,
  response: ProPreviewStatsSchema,
  errors: [400, 403],
  handler: (ctx) => proPreviewStats(ctx.db, ctx.requireAuth().userId, ctx.body.employerId, ctx.body.pros),
});

const access = route({
  method: 'GET',
  url: '/talent-search/employer/:id/access',
  summary: "The employer's Talent Search feature status (Disabled, Requested, Enabled) and whether it is subscribed",
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  response: TalentSearchAccessSchema,
  errors: [403, 404],
  handler: (ctx) => talentSearchAccess(ctx.db, ctx.params.id),
});

export const talentSearchRoutes: readonly RouteDef[] = [employerSearch, adminSearch, employerCandidate, adminCandidate, viewed, notifyViewed, savedList, savedCreate, savedUpdate, savedDelete, previewStats, access];

