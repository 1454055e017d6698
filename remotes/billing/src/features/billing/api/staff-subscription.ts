import type { ApiClient } from '@floorhire/api-client';
import { SubscriptionHistoryItemSchema, type StaffCreateSubscriptionBody, type StaffPatchSubscriptionBody } from '@floorhire/domain-billing';

// Staff calls on a subscription (spec 002 §7): POST, PATCH and DELETE payment/subscription, pause, resume.

export function createSubscription(api: ApiClient, body: StaffCreateSubscriptionBody, idempotencyKey: string) {
  return api.subscription.post('payment/subscription', { schema: SubscriptionHistoryItemSchema, body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function changeSubscription(api: ApiClient, id: number, body: StaffPatchSubscriptionBody) {
  return api.subscription.patch(`payment/subscription/${id}`, { schema: SubscriptionHistoryItemSchema, body });
}

export function cancelSubscription(api: ApiClient, id: number, opts: { invoiceNow: boolean; proration: boolean }, idempotencyKey: string) {
  return api.subscription.delete(`payment/subscription/${id}`, {
    schema: SubscriptionHistoryItemSchema,
    query: { invoice_now: opts.invoiceNow, proration: opts.proration },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function pauseSubscription(api: ApiClient, id: number) {
  return api.subscription.post(`payment/subscription/${id}/pause`, { schema: SubscriptionHistoryItemSchema, body: {} });
}

export function resumeSubscription(api: ApiClient, id: number) {
  return api.subscription.post(`payment/subscription/${id}/resume`, { schema: SubscriptionHistoryItemSchema });
}
