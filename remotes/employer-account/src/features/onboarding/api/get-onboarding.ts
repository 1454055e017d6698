import { OnboardingSchema } from '@floorhire/domain-employer-account';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{id}/onboarding: the steps the caller did or skipped, and the next one (ADR 295). */
export function useOnboarding(employerId: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `onboarding:${employerId}`, (signal) => api.employer.get(`employer/${employerId}/onboarding`, { schema: OnboardingSchema, signal }));
}
