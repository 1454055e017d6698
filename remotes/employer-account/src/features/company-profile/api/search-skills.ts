import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';

const SkillListSchema = v.array(v.object({ id: v.number(), name: v.string() }));

/** GET /job-skill with search text (every category). */
export function searchSkills(api: ApiClient, text: string, signal: AbortSignal) {
  return api.jobs.get('/job-skill', { schema: SkillListSchema, query: { search: text, limit: 20 }, signal });
}
