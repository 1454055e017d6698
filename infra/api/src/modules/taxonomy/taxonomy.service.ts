import { clientLikePattern, containsPattern } from '../../db/like';
import type { Queryable } from '../../db';
import { liveJobTitles } from './taxonomy.repository';

// The taxonomy reads of the job wizard; patterns are built here so user text never reaches SQL.

export { liveJobSkills, machinesWithBrands, namedTaxonomy } from './taxonomy.repository';
export { normalizeJobTitle } from './job-title-normalize';

/** A like pattern from the client keeps its own wildcards; plain text matches anywhere. */
export function searchJobTitles(q: Queryable, filter: { title?: string | { like: string } | undefined; limit?: number | undefined; order?: string | undefined }, search: string | undefined) {
  const raw = typeof filter.title === 'string' ? filter.title : filter.title?.like;
  const pattern = raw?.trim() ? clientLikePattern(raw) : containsPattern(search);
  return liveJobTitles(q, pattern, filter.order === 'title DESC' ? 'desc' : 'asc', filter.limit ?? 50);
}

export { containsPattern };
