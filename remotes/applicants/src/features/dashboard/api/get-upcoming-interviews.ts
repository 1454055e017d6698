import type { ApiClient } from '@floorhire/api-client';
import { UpcomingInterviewListSchema } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{id}/interview: accepted or confirmed times from the start of today, soonest first. */
export function fetchUpcomingInterviews(api: ApiClient, employerId: number, mineOf: number | null, signal?: AbortSignal) {
  return api.applications.get(`/employer/${employerId}/interview`, {
    schema: UpcomingInterviewListSchema,
    query: { filter: { where: mineOf !== null ? { userProfileId: mineOf } : {}, limit: 10 } },
    ...(signal ? { signal } : {}),
  });
}

export function useUpcomingInterviews(employerId: number | null, mineOf: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `upcoming:${employerId}:${mineOf}`, (signal) => fetchUpcomingInterviews(api, employerId!, mineOf, signal));
}
