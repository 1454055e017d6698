import type { ApiClient } from '@floorhire/api-client';
import { JobSummaryListSchema, type JobDto } from '@floorhire/schemas';
import { fetchJob } from './get-job';

/**
 * The employer's most recently updated job: a new post starts from its address (the employer's
 * own profile address needs GET employer/{id}, docs/decisions/112-people-and-employer-choices.md).
 */
export async function fetchLatestJob(api: ApiClient, employerId: number, isStaff: boolean, signal?: AbortSignal): Promise<JobDto | null> {
  const path = isStaff ? 'job/summary' : `employer/${employerId}/job/summary`;
  const where: Record<string, unknown> = { status: { inq: ['live', 'draft', 'removed'] } };
  if (isStaff) where.employerId = employerId;
  const rows = await api.jobs.get(path, { schema: JobSummaryListSchema, query: { filter: { where, limit: 1, order: ['updateTs DESC'] } }, ...(signal ? { signal } : {}) });
  const latest = rows[0];
  return latest ? fetchJob(api, latest.id, signal) : null;
}
