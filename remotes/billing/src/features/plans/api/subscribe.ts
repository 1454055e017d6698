import type { ApiClient } from '@floorhire/api-client';
import { ChargeResultSchema, type ChargeResult, type PlanLength } from '@floorhire/domain-billing';

/** POST employer/{id}/payment/subscribe: chooses a plan and pays its first period; the key makes a retry charge once. */
export function subscribe(api: ApiClient, employerId: number, body: { productId: number; planLength: PlanLength }, idempotencyKey: string): Promise<ChargeResult> {
  return api.subscription.post(`employer/${employerId}/payment/subscribe`, { schema: ChargeResultSchema, body, headers: { 'Idempotency-Key': idempotencyKey } });
}
