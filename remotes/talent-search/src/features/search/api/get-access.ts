import { TalentSearchAccessSchema } from '@floorhire/domain-talent-search';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /talent-search/employer/{id}/access: the feature status and whether the employer is subscribed. */
export function useAccess(employerId: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `access:${employerId}`, (signal) =>
    api.candidateDiscovery.get(`/talent-search/employer/${employerId}/access`, { schema: TalentSearchAccessSchema, signal }),
  );
}
