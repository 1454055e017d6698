import { useCallback } from 'react';
import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { CategoryListSchema, JobTitleEntrySchema, SkillSchema, TAXONOMY_LOOKUP_TEXTS, TermListSchema, TermSchema, skillCategoryName, type TaxonomyKind } from '@floorhire/domain-taxonomy';
import { useApi, useResource } from '@floorhire/remote-kit';

// The live entries of one list, searched by name on the server (spec 002 §7: the public
// taxonomy reads, job-title search with filter, job skills). One row shape for every list.

export interface EntryRow {
  id: number;
  name: string;
  /** What the list shows beside the name: skill level, skill category, brands, published. */
  note: string | null;
}

/** How many rows a list read asks for; job-title search allows at most 100 (spec 002 §7 limit). */
export const LIST_LIMITS: Readonly<Record<TaxonomyKind, number>> = { industry: 500, category: 500, knowledgeDiscipline: 500, machine: 500, brand: 500, jobTitle: 100, skill: 500 };

const MachineListSchema = v.array(v.object({ ...TermSchema.entries, brands: TermListSchema }));

export async function fetchEntries(api: ApiClient, kind: TaxonomyKind, search: string, signal?: AbortSignal): Promise<EntryRow[]> {
  const text = search.trim();
  const limit = LIST_LIMITS[kind];
  const opts = { ...(signal ? { signal } : {}), query: { limit, ...(text ? { search: text } : {}) } };
  switch (kind) {
    case 'industry':
      return (await api.jobs.get('public/taxonomy-industry', { ...opts, schema: TermListSchema })).map((t) => ({ ...t, note: null }));
    case 'category':
      return (await api.jobs.get('public/taxonomy-category', { ...opts, schema: CategoryListSchema })).map((c) => ({ id: c.id, name: c.name, note: c.published ? 'Published' : null }));
    case 'knowledgeDiscipline':
      return (await api.jobs.get('public/taxonomy-knowledge-discipline', { ...opts, schema: TermListSchema })).map((t) => ({ ...t, note: null }));
    case 'brand':
      return (await api.jobs.get('public/taxonomy-brand', { ...opts, schema: TermListSchema })).map((t) => ({ ...t, note: null }));
    case 'machine': {
      const rows = await api.jobs.get('public/taxonomy-machine', { ...opts, schema: MachineListSchema, fallbackMessage: TAXONOMY_LOOKUP_TEXTS.machines });
      return rows.map((m) => ({ id: m.id, name: m.name, note: m.brands.map((b) => b.name).join(', ') || null }));
    }
    case 'skill': {
      const rows = await api.jobs.get('job-skill', { ...opts, schema: v.array(SkillSchema), fallbackMessage: TAXONOMY_LOOKUP_TEXTS.jobSkills });
      return rows.map((s) => ({ id: s.id, name: s.name, note: skillCategoryName(s.category) }));
    }
    case 'jobTitle': {
      // GET job-title with filter: title like, limit, order (spec 002 §7).
      const filter = { ...(text ? { where: { title: { like: `%${text}%` } } } : {}), limit, order: 'title ASC' };
      const rows = await api.jobs.get('job-title', { ...(signal ? { signal } : {}), query: { filter }, schema: v.array(JobTitleEntrySchema), fallbackMessage: TAXONOMY_LOOKUP_TEXTS.jobTitles });
      return rows.map((t) => ({ id: t.id, name: t.title, note: t.skillLevel }));
    }
  }
}

export function useEntries(kind: TaxonomyKind, search: string) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchEntries(api, kind, search, signal), [api, kind, search]);
  return useResource(`entries:${kind}:${search.trim()}`, load);
}
