import type { ApiClient } from '@floorhire/api-client';
import { OnboardingSchema, type OnboardingStep } from '@floorhire/domain-employer-account';

/** PUT employer/{id}/onboarding (step, outcome): remembered on the server, per user. */
export function recordStep(api: ApiClient, employerId: number, step: OnboardingStep, outcome: 'done' | 'skipped') {
  return api.employer.put(`employer/${employerId}/onboarding`, { schema: OnboardingSchema, body: { step, outcome } });
}
