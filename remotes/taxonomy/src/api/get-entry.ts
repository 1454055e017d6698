import { useCallback } from 'react';
import type * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import {
  BrandDetailSchema,
  CategoryDetailSchema,
  IndustryDetailSchema,
  JobTitleDetailSchema,
  KnowledgeDisciplineDetailSchema,
  MachineDetailSchema,
  SkillDetailSchema,
  TAXONOMY_LISTS,
  type TaxonomyKind,
} from '@floorhire/domain-taxonomy';
import { useApi, useResource } from '@floorhire/remote-kit';

// GET /{list}/{id}: one entry with what holds it (spec 002 §7 taxonomy calls; ADR 311).

export const DETAIL_SCHEMAS = {
  industry: IndustryDetailSchema,
  category: CategoryDetailSchema,
  knowledgeDiscipline: KnowledgeDisciplineDetailSchema,
  machine: MachineDetailSchema,
  brand: BrandDetailSchema,
  jobTitle: JobTitleDetailSchema,
  skill: SkillDetailSchema,
} as const satisfies Record<TaxonomyKind, v.GenericSchema>;

export type DetailOf<K extends TaxonomyKind> = v.InferOutput<(typeof DETAIL_SCHEMAS)[K]>;

export function fetchEntry<K extends TaxonomyKind>(api: ApiClient, kind: K, id: number, signal?: AbortSignal): Promise<DetailOf<K>> {
  return api.jobs.get(`${TAXONOMY_LISTS[kind].apiPath}/${id}`, { schema: DETAIL_SCHEMAS[kind] as (typeof DETAIL_SCHEMAS)[K], ...(signal ? { signal } : {}) }) as Promise<DetailOf<K>>;
}

export function useEntry<K extends TaxonomyKind>(kind: K, id: number | null) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchEntry(api, kind, id ?? 0, signal), [api, kind, id]);
  return useResource(id === null ? null : `entry:${kind}:${id}`, load);
}
