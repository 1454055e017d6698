import type { LastActive, YearsBucket } from '@floorhire/domain-talent-search';

// The seam a dedicated search cluster plugs into (ADR 241). An engine answers which pros match,
// in which order, how many, and the facet counts; it returns user profile ids only. The service
// then reads the page's rows from PostgreSQL, the source of truth, so contact masking, unlocks
// and viewed state never depend on the engine.

export type FacetGroup = 'jobTitleIds' | 'skillIds' | 'machineIds' | 'brandIds' | 'lastActive' | 'yearsOfExperience';
export const FACET_GROUPS: readonly FacetGroup[] = ['jobTitleIds', 'skillIds', 'machineIds', 'brandIds', 'lastActive', 'yearsOfExperience'];

export interface EngineQuery {
  /** Centre of the radius; null searches everywhere. */
  location: { latitude: number; longitude: number } | null;
  radiusMiles: number;
  /** Search text as tokens (letters and digits, lower case); every one must match. */
  tokens: readonly string[];
  jobTitleIds: readonly number[];
  skillIds: readonly number[];
  machineIds: readonly number[];
  brandIds: readonly number[];
  lastActive: LastActive | null;
  /** Applied only with job titles (spec 002 §2). */
  yearsOfExperience: readonly YearsBucket[];
  /** Only pros who applied to this employer's jobs ("their network"); null: the full network. */
  networkEmployerId: number | null;
  offset: number;
  limit: number;
  facets: boolean;
}

export interface EngineFacetCount {
  value: string;
  count: number;
}

export interface EngineResult {
  /** User profile ids of the page, in order. */
  profileIds: number[];
  /** Miles from the centre per profile id (when a location was given). */
  distances: Map<number, number>;
  nbHits: number;
  exhaustiveNbHits: boolean;
  facets: Record<FacetGroup, EngineFacetCount[]> | null;
  exhaustiveFacetsCount: boolean;
}

export interface CandidateSearchEngine {
  readonly name: string;
  search(query: EngineQuery): Promise<EngineResult>;
}
