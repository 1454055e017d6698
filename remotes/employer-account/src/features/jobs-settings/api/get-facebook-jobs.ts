import { FacebookJobListSchema } from '@floorhire/domain-employer-account';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /employer-facebook-job with filter { where: { employerId } } (spec 002 §7). */
export function useFacebookJobs(employerId: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `facebook-jobs:${employerId}`, (signal) =>
    api.employer.get('/employer-facebook-job', { schema: FacebookJobListSchema, query: { filter: { where: { employerId } } }, signal }),
  );
}
