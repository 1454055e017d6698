import { clientLikePattern, containsPattern } from '../../db/like';
import type { Queryable } from '../../db';
import * as repo from './taxonomy.repository';

// The taxonomy reads of the job wizard; patterns are built here so user text never reaches SQL.

export { normalizeJobTitle } from './job-title-normalize';

export function namedTaxonomy(q: Queryable, table: 'knowledge_disciplines' | 'brands' | 'materials', pattern: string | null, limit: number) {
  return repo.namedTaxonomy(q, table, pattern, limit);
}

export function machinesWithBrands(q: Queryable, pattern: string | null, limit: number) {
  return repo.machinesWithBrands(q, pattern, limit);
}

export function liveJobSkills(q: Queryable, category: number | null, pattern: string | null, limit: number) {
  return repo.liveJobSkills(q, category, pattern, limit);
}

/** A like pattern from the client keeps its own wildcards; plain text matches anywhere. */
export function searchJobTitles(q: Queryable, filter: { title?: string | { like: string } | undefined; limit?: number | undefined; order?: string | undefined }, search: string | undefined) {
  const raw = typeof filter.title === 'string' ? filter.title : filter.title?.like;
  const pattern = raw?.trim() ? clientLikePattern(raw) : containsPattern(search);
  return repo.liveJobTitles(q, pattern, filter.order === 'title DESC' ? 'desc' : 'asc', filter.limit ?? 50);
}

export { containsPattern };
