import type { ApiClient } from '@floorhire/api-client';
import { BILLING_TEXTS, OkSchema } from '@floorhire/domain-billing';

/** POST /subscription/handle-enterprise-subscription-request. */
export function requestEnterprise(api: ApiClient, employerId: number, message: string) {
  return api.subscription.post('subscription/handle-enterprise-subscription-request', {
    schema: OkSchema,
    body: { employerId, ...(message.trim() ? { message: message.trim() } : {}) },
    fallbackMessage: BILLING_TEXTS.enterpriseRequestFailed,
  });
}
