import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { PaymentMethodSchema, type AddCardBody, type PaymentMethod } from '@floorhire/domain-billing';

/** POST employer/{id}/payment/payment-method: the card becomes the default. */
export function addCard(api: ApiClient, employerId: number, body: AddCardBody): Promise<PaymentMethod[]> {
  return api.subscription.post(`employer/${employerId}/payment/payment-method`, { schema: v.array(PaymentMethodSchema), body });
}
