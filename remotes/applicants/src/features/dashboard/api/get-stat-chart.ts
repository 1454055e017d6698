import type { ApiClient } from '@floorhire/api-client';
import { encodeStatPoints, StatChartSchema, type StatPoint } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{employerId}/stats/chart: the series drawn as SVG on the server (ADR 283). */
export function fetchStatChart(api: ApiClient, employerId: number, title: string, points: readonly StatPoint[], width: number, signal?: AbortSignal) {
  return api.applications.get(`/employer/${employerId}/stats/chart`, {
    schema: StatChartSchema,
    query: { title, width, points: encodeStatPoints(points) },
    ...(signal ? { signal } : {}),
  });
}

/** `width` null until the card has been laid out; nothing is asked for before. */
export function useStatChart(employerId: number | null, title: string, points: readonly StatPoint[], width: number | null) {
  const api = useApi();
  const key = employerId === null || width === null || points.length === 0 ? null : `stat-chart:${employerId}:${title}:${width}:${encodeStatPoints(points)}`;
  return useResource(key, (signal) => fetchStatChart(api, employerId!, title, points, width!, signal));
}
