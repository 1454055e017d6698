import type { ApiClient } from '@floorhire/api-client';
import { ChargeResultSchema, type ChargeResult } from '@floorhire/domain-billing';

/** POST employer/{id}/payment/invoice/{invoiceId}/pay: pays with the default card or completes a verification. */
export function payInvoice(api: ApiClient, employerId: number, invoiceId: number, idempotencyKey: string, afterVerification = false): Promise<ChargeResult> {
  return api.subscription.post(`employer/${employerId}/payment/invoice/${invoiceId}/pay`, { schema: ChargeResultSchema, headers: { 'Idempotency-Key': idempotencyKey }, ...(afterVerification ? { body: { afterVerification } } : {}) });
}
