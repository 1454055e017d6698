import type { ApiClient } from '@floorhire/api-client';
import { ProProfileSchema, ResumeParseSchema, type ConfirmResumeBody, type ProProfile, type ResumeParse } from '@floorhire/domain-pro-profile';

/** POST pro/{id}/resume: starts the background parse; a retry with the same key is the same parse. */
export function uploadResume(api: ApiClient, proId: number, resumeDataUrl: string, fileName: string, idempotencyKey: string): Promise<ResumeParse> {
  return api.employer.post(`pro/${proId}/resume`, { schema: ResumeParseSchema, body: { resumeDataUrl, fileName }, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** GET /public/resume/parse/{id}: the parse's status and progress, and its fields when completed. */
export function readParse(api: ApiClient, parseId: string, signal?: AbortSignal): Promise<ResumeParse> {
  return api.candidateDiscovery.get(`public/resume/parse/${parseId}`, { schema: ResumeParseSchema, ...(signal ? { signal } : {}) });
}

/** POST pro/{id}/resume/{parseId}/confirm: the fields the pro kept go onto the profile. */
export function confirmResume(api: ApiClient, proId: number, parseId: string, body: ConfirmResumeBody): Promise<ProProfile> {
  return api.employer.post(`pro/${proId}/resume/${parseId}/confirm`, { schema: ProProfileSchema, body });
}

/** The stored file, fetched with the session (it is not public) and opened as a local object URL. */
export async function openResumeFile(baseUrl: string, resumeUrl: string, token: string | null): Promise<void> {
  const response = await fetch(`${baseUrl.replace(/\/v4$/u, '')}${resumeUrl}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
