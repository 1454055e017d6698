import type { ApiClient } from '@floorhire/api-client';
import { ScreenerAnswerListSchema } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /job-applicant/{id}/screener-question-answers, in display order. */
export function fetchScreenerAnswers(api: ApiClient, id: number, signal?: AbortSignal) {
  return api.applications.get(`/job-applicant/${id}/screener-question-answers`, { schema: ScreenerAnswerListSchema, ...(signal ? { signal } : {}) });
}

export function useScreenerAnswers(id: number) {
  const api = useApi();
  return useResource(`screener:${id}`, (signal) => fetchScreenerAnswers(api, id, signal));
}
