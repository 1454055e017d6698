import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { MachineListSchema, TaxonomyListSchema } from '@floorhire/domain-jobs';
import type * as v from 'valibot';
import { useApi, useResource } from '@floorhire/remote-kit';

export type NamedItem = v.InferOutput<typeof TaxonomyListSchema>[number];
export type MachineItem = v.InferOutput<typeof MachineListSchema>[number];

export interface JobTaxonomy {
  disciplines: NamedItem[];
  machines: MachineItem[];
  materials: NamedItem[];
}

/** The three public taxonomy reads of the skilled-keywords step, fetched together. */
export async function fetchJobTaxonomy(api: ApiClient, signal?: AbortSignal): Promise<JobTaxonomy> {
  const opts = signal ? { signal } : {};
  const [disciplines, machines, materials] = await Promise.all([
    api.jobs.get('public/taxonomy-knowledge-discipline', { schema: TaxonomyListSchema, ...opts }),
    api.jobs.get('public/taxonomy-machine', { schema: MachineListSchema, ...opts }),
    api.jobs.get('public/taxonomy-material', { schema: TaxonomyListSchema, ...opts }),
  ]);
  return { disciplines, machines, materials };
}

export function useJobTaxonomy(enabled: boolean) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchJobTaxonomy(api, signal), [api]);
  return useResource(enabled ? 'taxonomy' : null, load);
}
