import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';

const TitleListSchema = v.array(v.object({ id: v.number(), title: v.string() }));

/** GET /job-title with search text (the taxonomy's live titles). */
export async function searchJobTitles(api: ApiClient, text: string, signal: AbortSignal) {
  const titles = await api.jobs.get('/job-title', { schema: TitleListSchema, query: { search: text, filter: { limit: 20 } }, signal });
  return titles.map((t) => ({ id: t.id, name: t.title }));
}
