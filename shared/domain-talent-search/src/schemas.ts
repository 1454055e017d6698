import * as v from 'valibot';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';
import {
  LAST_ACTIVE_VALUES,
  SEARCH_DEFAULTS,
  SEARCH_QUERY_MAX,
  SHORTLIST_TITLE_MAX,
  TALENT_SEARCH_FEATURE_STATUSES,
  UNLOCK_SOURCES,
  YEARS_BUCKET_VALUES,
  cleanSearchText,
} from './rules';
import { SHORTLIST_TEXTS, TALENT_SEARCH_TEXTS } from './texts';

// Payloads and answers of the candidate-discovery API (spec 002 §7): the API validates with them
// (its OpenAPI document is made from them) and the remote parses answers with them.

const IdListSchema = v.pipe(v.array(IdSchema), v.maxLength(50));

export const SearchLocationSchema = v.object({
  description: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  postalCode: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{5}$/u, 'Must be a 5-digit ZIP code')))),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});
export type SearchLocation = v.InferOutput<typeof SearchLocationSchema>;

export const SearchFiltersSchema = v.object({
  jobTitleIds: v.optional(IdListSchema, []),
  skillIds: v.optional(IdListSchema, []),
  machineIds: v.optional(IdListSchema, []),
  brandIds: v.optional(IdListSchema, []),
  lastActive: v.optional(v.nullable(v.picklist(LAST_ACTIVE_VALUES)), null),
  yearsOfExperience: v.optional(v.array(v.picklist(YEARS_BUCKET_VALUES)), []),
  /** Spec 002 §6: employers search the full network unless they ask for their own ('mine': pros who applied to their jobs). */
  network: v.optional(v.picklist(['full', 'mine']), 'full'),
});
export type SearchFilters = v.InferOutput<typeof SearchFiltersSchema>;

const QueryTextSchema = v.pipe(v.string(), v.transform(cleanSearchText), v.maxLength(SEARCH_QUERY_MAX, TALENT_SEARCH_TEXTS.queryTooLong(SEARCH_QUERY_MAX)));
const RadiusSchema = v.pipe(v.number(), v.integer(), v.minValue(1, TALENT_SEARCH_TEXTS.radiusRange(SEARCH_DEFAULTS.maxRadius)), v.maxValue(SEARCH_DEFAULTS.maxRadius, TALENT_SEARCH_TEXTS.radiusRange(SEARCH_DEFAULTS.maxRadius)));

/** POST search/.../candidates (spec 002 §7): location, aroundRadius, page (zero-based), hitsPerPage, query, filters. */
export const CandidateSearchBodySchema = v.object({
  location: v.optional(v.nullable(SearchLocationSchema), null),
  aroundRadius: v.optional(RadiusSchema, SEARCH_DEFAULTS.radius),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)), 0),
  hitsPerPage: v.optional(v.picklist(SEARCH_DEFAULTS.hitsPerPageOptions, TALENT_SEARCH_TEXTS.hitsPerPage), SEARCH_DEFAULTS.hitsPerPage),
  query: v.optional(QueryTextSchema, ''),
  filters: v.optional(SearchFiltersSchema, {}),
  /** Skip facet counts (a page turn needs none). */
  facets: v.optional(v.boolean(), true),
});
export type CandidateSearchBody = v.InferOutput<typeof CandidateSearchBodySchema>;
export type CandidateSearchInput = v.InferInput<typeof CandidateSearchBodySchema>;

const NamedSchema = v.object({ id: v.number(), name: v.string() });

/** Spec 002 §3 "Talent search pro", plus what the page shows beside it. */
export const CandidateHitSchema = v.object({
  id: v.number(),
  profileId: v.number(),
  objectID: v.string(),
  nameFirst: v.string(),
  nameLast: v.string(),
  /** Contact details only once the employer unlocked the pro (staff always). */
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  resumeUrl: v.nullable(v.string()),
  historyEmployerName: v.nullable(v.string()),
  historyJobTitle: v.nullable(v.string()),
  skills: v.array(NamedSchema),
  jobTitles: v.array(NamedSchema),
  brands: v.array(NamedSchema),
  technologies: v.array(NamedSchema),
  address: v.object({ postalCode: v.nullable(v.string()), city: v.nullable(v.string()), state: v.nullable(v.string()) }),
  distanceMiles: v.nullable(v.number()),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
  lastActiveTs: v.nullable(TimestampSchema),
  status: v.string(),
  /** 'ppc' marks the pay-per-click source of spec 002 §3. */
  source: v.string(),
  unlocked: v.boolean(),
  viewed: v.boolean(),
});
export type CandidateHit = v.InferOutput<typeof CandidateHitSchema>;

export const FacetValueSchema = v.object({ value: v.string(), label: v.string(), count: v.number() });
export type FacetValue = v.InferOutput<typeof FacetValueSchema>;

export const FacetsSchema = v.object({
  jobTitleIds: v.array(FacetValueSchema),
  skillIds: v.array(FacetValueSchema),
  machineIds: v.array(FacetValueSchema),
  brandIds: v.array(FacetValueSchema),
  lastActive: v.array(FacetValueSchema),
  yearsOfExperience: v.array(FacetValueSchema),
});
export type Facets = v.InferOutput<typeof FacetsSchema>;

export const CandidateSearchResultSchema = v.object({
  hits: v.array(CandidateHitSchema),
  nbHits: v.number(),
  /** False when nbHits is an estimate (more matches than were counted). */
  exhaustiveNbHits: v.boolean(),
  page: v.number(),
  nbPages: v.number(),
  hitsPerPage: v.number(),
  facets: v.nullable(FacetsSchema),
  exhaustiveFacetsCount: v.boolean(),
  processingTimeMS: v.number(),
});
export type CandidateSearchResult = v.InferOutput<typeof CandidateSearchResultSchema>;

export const WorkHistorySchema = v.object({
  employerName: v.string(),
  jobTitle: v.string(),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  startYYYYMM: v.number(),
  endYYYYMM: v.nullable(v.number()),
});

export const CandidateDetailSchema = v.object({
  ...CandidateHitSchema.entries,
  summary: v.nullable(v.string()),
  yearsByJobTitle: v.array(v.object({ jobTitleId: v.number(), title: v.string(), years: v.number() })),
  history: v.array(WorkHistorySchema),
  shortlistIds: v.array(v.number()),
});
export type CandidateDetail = v.InferOutput<typeof CandidateDetailSchema>;

export const EmployerParamsSchema = v.object({ id: IdSchema });
export const EmployerCandidateParamsSchema = v.object({ id: IdSchema, candidateId: IdSchema });
export const CandidateParamsSchema = v.object({ candidateId: IdSchema });

// ── viewed candidates (spec 002 §3, §7)
export const ViewedCandidateSchema = v.object({ candidateId: v.number(), updateTs: TimestampSchema });
export const ViewedCandidateListSchema = v.array(ViewedCandidateSchema);
export const NotifyViewedBodySchema = v.object({ candidateId: IdSchema });

// ── saved searches (spec 002 §3: id, createTs, plus the query)
export const SavedSearchQuerySchema = v.object({
  location: SearchLocationSchema,
  aroundRadius: v.optional(RadiusSchema, SEARCH_DEFAULTS.radius),
  query: v.optional(QueryTextSchema, ''),
  selectedFilters: v.optional(SearchFiltersSchema, {}),
});
export type SavedSearchQuery = v.InferOutput<typeof SavedSearchQuerySchema>;
/** PATCH /search/saved/{id}: the parts of the query sent replace the stored ones; the rest stay (ADR 039). */
export const SavedSearchPatchSchema = v.partial(v.object({ location: SearchLocationSchema, aroundRadius: RadiusSchema, query: QueryTextSchema, selectedFilters: SearchFiltersSchema }));
export type SavedSearchPatch = v.InferOutput<typeof SavedSearchPatchSchema>;
/** As stored; location is null when an older row's place name no longer resolves to a point. */
export const SavedSearchSchema = v.object({
  ...SavedSearchQuerySchema.entries,
  id: v.number(),
  createTs: TimestampSchema,
  employerId: v.nullable(v.number()),
  location: v.nullable(SearchLocationSchema),
});
export type SavedSearch = v.InferOutput<typeof SavedSearchSchema>;
export const SavedSearchListSchema = v.array(SavedSearchSchema);
// ── shortlists (spec 002 §3, §7)
const ShortlistTitleSchema = v.pipe(
  v.string(SHORTLIST_TEXTS.titleRequired),
  v.transform((s: string) => s.trim().replace(/\s+/gu, ' ')),
  v.nonEmpty(SHORTLIST_TEXTS.titleRequired),
  v.maxLength(SHORTLIST_TITLE_MAX, SHORTLIST_TEXTS.titleTooLong(SHORTLIST_TITLE_MAX)),
);
export const ShortlistSchema = v.object({ id: v.number(), title: v.string(), proCount: v.number() });
export type Shortlist = v.InferOutput<typeof ShortlistSchema>;
export const ShortlistListSchema = v.array(ShortlistSchema);
export const ShortlistBodySchema = v.object({ title: ShortlistTitleSchema });
export const ShortlistMappingsSchema = v.object({
  proIdsByShortlistId: v.record(v.string(), v.array(v.number())),
  shortlistIdsByProId: v.record(v.string(), v.array(v.number())),
});
export type ShortlistMappings = v.InferOutput<typeof ShortlistMappingsSchema>;
export const ShortlistProBodySchema = v.object({ proId: IdSchema, shortlistId: IdSchema });
export const ShortlistProParamsSchema = v.object({ id: IdSchema, proId: IdSchema });

// ── unlocks (spec 002 §7: POST proUserProfileIdsToUnlock, source; GET)
export const UnlockBodySchema = v.object({
  proUserProfileIdsToUnlock: v.pipe(v.array(IdSchema), v.minLength(1, TALENT_SEARCH_TEXTS.unlockNeedsProfile), v.maxLength(100)),
  source: v.picklist(UNLOCK_SOURCES),
});
export const UnlockStateSchema = v.object({
  /** Spec 002 §3 "Talent search gating". */
  isGated: v.boolean(),
  isTrial: v.boolean(),
  usedCredits: v.number(),
  availableCredits: v.number(),
  unlocked: v.array(v.object({ proUserProfileId: v.number(), source: v.string(), createTs: TimestampSchema })),
});
export type UnlockState = v.InferOutput<typeof UnlockStateSchema>;
export const UnlockResultSchema = v.object({
  ...UnlockStateSchema.entries,
  /** Profiles this call unlocked, and how many credits it spent. */
  newlyUnlocked: v.array(v.number()),
  charged: v.number(),
});
export type UnlockResult = v.InferOutput<typeof UnlockResultSchema>;

// ── pro preview stats (spec 002 §7: employerId, pros of userProfileId and proId)
export const ProPreviewStatsBodySchema = v.object({
  employerId: IdSchema,
  pros: v.pipe(v.array(v.object({ userProfileId: IdSchema, proId: IdSchema })), v.minLength(1), v.maxLength(100)),
});
export const ProPreviewStatSchema = v.object({
  userProfileId: v.number(),
  proId: v.number(),
  viewed: v.boolean(),
  unlocked: v.boolean(),
  shortlistCount: v.number(),
  lastActiveTs: v.nullable(TimestampSchema),
});
export const ProPreviewStatsSchema = v.array(ProPreviewStatSchema);

// ── the feature gate (spec 002 §3: Disabled, Requested, Enabled)
export const TalentSearchAccessSchema = v.object({
  employerId: v.number(),
  featureStatus: v.picklist(TALENT_SEARCH_FEATURE_STATUSES),
  subscribed: v.boolean(),
});
export type TalentSearchAccess = v.InferOutput<typeof TalentSearchAccessSchema>;

