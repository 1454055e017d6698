import type { ApiClient } from '@floorhire/api-client';
import { SAMPLE_DASHBOARD_STATS, sampleSeries, type StatPoint, StatSeriesSchema } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

/** The five statistics drawn on the dashboard (spec 001 §2, §6). */
export const DASHBOARD_STATS = ['interview', 'hire', 'applicant', 'prescreened', 'pro'] as const;
export type DashboardStat = (typeof DASHBOARD_STATS)[number];

/** GET employer/{employerId}/stats/{kind}: weekly {date, count} (userProfileId for Mine). */
export function fetchStat(api: ApiClient, employerId: number, kind: DashboardStat, mineOf: number | null, signal?: AbortSignal): Promise<StatPoint[]> {
  return api.applications.get(`/employer/${employerId}/stats/${kind}`, {
    schema: StatSeriesSchema,
    query: mineOf !== null ? { userProfileId: mineOf } : {},
    ...(signal ? { signal } : {}),
  });
}

/** Unsubscribed employers see the fixed sample statistics of spec 001 §6, dated like a real answer. */
export function sampleStat(kind: DashboardStat, now: Date = new Date()): StatPoint[] {
  return sampleSeries(SAMPLE_DASHBOARD_STATS[kind], now);
}

export function useStat(employerId: number | null, kind: DashboardStat, mineOf: number | null, sample: boolean) {
  const api = useApi();
  return useResource(employerId === null ? null : `stat:${employerId}:${kind}:${mineOf}:${sample}`, (signal) =>
    sample ? Promise.resolve(sampleStat(kind)) : fetchStat(api, employerId!, kind, mineOf, signal),
  );
}
