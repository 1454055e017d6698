import type { ApiClient } from '@floorhire/api-client';
import { AllocationSchema } from '@floorhire/domain-billing';

/** POST subscription/create-allocation: a job slot (live jobs + 1) or talent search unlocks. */
export function createAllocation(api: ApiClient, employerId: number, type: 'job-slot' | 'talent_search_unlocks', quantity: number | undefined, idempotencyKey: string) {
  return api.subscription.post('subscription/create-allocation', {
    schema: AllocationSchema,
    body: { employerId, type, ...(quantity ? { quantity } : {}) },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
