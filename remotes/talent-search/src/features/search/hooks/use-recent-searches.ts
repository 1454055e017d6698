import { useCallback, useState } from 'react';
import * as v from 'valibot';
import { SEARCH_DEFAULTS, rememberSearch, type RecentSearch } from '@floorhire/domain-talent-search';

// Spec 002 §2: the last 5 searches per user in browser storage under a versioned key (v1).
// Searches are not secrets; the session token never goes to Web Storage.

const StoredSchema = v.array(
  v.object({
    query: v.string(),
    location: v.nullable(v.object({ description: v.string(), latitude: v.number(), longitude: v.number(), postalCode: v.optional(v.string()) })),
    aroundRadius: v.number(),
  }),
);

export const recentSearchesKey = (userId: number) => `${SEARCH_DEFAULTS.rememberedSearchesKey}:${userId}`;

function read(key: string): RecentSearch[] {
  try {
    const parsed = v.safeParse(StoredSchema, JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]'));
    return parsed.success ? parsed.output.slice(0, SEARCH_DEFAULTS.rememberedSearches) : [];
  } catch {
    return [];
  }
}

export function useRecentSearches(userId: number): { recent: RecentSearch[]; remember(search: RecentSearch): void } {
  const key = recentSearchesKey(userId);
  const [recent, setRecent] = useState(() => read(key));
  const remember = useCallback(
    (search: RecentSearch) => {
      const next = rememberSearch(read(key), search);
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the list still works for this page.
      }
      setRecent(next);
    },
    [key],
  );
  return { recent, remember };
}
