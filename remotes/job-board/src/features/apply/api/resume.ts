import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { needsConfirmation, ResumeParseSchema, type ResumeData } from '@floorhire/domain-pro-profile';

const ProIdSchema = v.object({ id: v.number() });

/** GET /pro/me: the signed-in pro's record id (the resume calls take it). */
export function fetchProId(api: ApiClient): Promise<number> {
  return api.employer.get('/pro/me', { schema: ProIdSchema }).then((p) => p.id);
}

/** POST /pro/{id}/resume (resumeDataUrl, fileName): 202 with the parse to follow. */
export function uploadResume(api: ApiClient, proId: number, resumeDataUrl: string, fileName: string) {
  return api.employer.post(`/pro/${proId}/resume`, { schema: ResumeParseSchema, body: { resumeDataUrl, fileName } });
}

/** GET /public/resume/parse/{id}: status and progress of the background parse. */
export function fetchParse(api: ApiClient, parseId: string, signal?: AbortSignal) {
  return api.candidateDiscovery.get(`/public/resume/parse/${parseId}`, { schema: ResumeParseSchema, ...(signal ? { signal } : {}) });
}

/**
 * The taxonomy the parser is sure of (confidence at or above the pro-profile threshold). Less
 * certain fields are left for the pro to confirm on /pro/resume, as ADR 201 asks.
 */
export function confidentTaxonomy(data: ResumeData | null) {
  const ids = (list: { value: { id: number }; confidence: number }[]) => list.filter((f) => !needsConfirmation(f)).map((f) => f.value.id);
  if (!data) return {};
  return {
    jobTitleIds: ids(data.jobTitles),
    skillIds: ids(data.skills),
    knowledgeDisciplineIds: ids(data.knowledgeDisciplines),
    industryIds: ids(data.industries),
    machines: data.machines.filter((f) => !needsConfirmation(f)).map((f) => ({ machineId: f.value.id, brandIds: f.value.brandIds })),
  };
}

/** POST /pro/{id}/resume/{parseId}/confirm: the file becomes the pro's resume, with the sure fields. */
export function confirmResume(api: ApiClient, proId: number, parseId: string, data: ResumeData | null) {
  return api.employer.post(`/pro/${proId}/resume/${parseId}/confirm`, { schema: v.object({ id: v.number() }), body: confidentTaxonomy(data) });
}
