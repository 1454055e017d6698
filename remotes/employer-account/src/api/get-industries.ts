import * as v from 'valibot';
import { useApi, useResource } from '@floorhire/remote-kit';

const IndustryListSchema = v.array(v.object({ id: v.number(), name: v.string() }));

/** GET /public/industry: every industry, for the company's industries. */
export function useIndustries() {
  const api = useApi();
  return useResource('industries', (signal) => api.jobBoardSearch.get('/public/industry', { schema: IndustryListSchema, signal }));
}
