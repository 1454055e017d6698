import { matchRoute, routeSpecificity } from './match';
import type { RegistryDocument, RegistryEntry } from './schema';

// Who owns a path in the registry, and which routes two remotes would both claim. Kept apart from
// match.ts, which the shell's entry chunk uses on its own.

export interface RouteMatch {
  entry: RegistryEntry;
  pattern: string;
  params: Record<string, string>;
}

/** The remote that owns a path, if any: the most specific pattern across the registry. */
export function findOwner(doc: RegistryDocument, pathname: string): RouteMatch | null {
  let best: (RouteMatch & { score: number }) | null = null;
  for (const entry of Object.values(doc.remotes)) {
    for (const pattern of entry.routes) {
      const params = matchRoute(pattern, pathname);
      if (!params) continue;
      const score = routeSpecificity(pattern);
      if (!best || score > best.score || (score === best.score && entry.name < best.entry.name)) best = { entry, pattern, params, score };
    }
  }
  if (!best) return null;
  return { entry: best.entry, pattern: best.pattern, params: best.params };
}

/** Route patterns claimed by two remotes: the release CLI refuses these. */
export function routeConflicts(doc: RegistryDocument, candidate: Pick<RegistryEntry, 'name' | 'routes'>): { pattern: string; owner: string }[] {
  const conflicts: { pattern: string; owner: string }[] = [];
  for (const entry of Object.values(doc.remotes)) {
    if (entry.name === candidate.name) continue;
    for (const pattern of candidate.routes) if (entry.routes.includes(pattern)) conflicts.push({ pattern, owner: entry.name });
  }
  return conflicts;
}
