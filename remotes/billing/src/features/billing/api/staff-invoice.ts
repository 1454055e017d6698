import type { ApiClient } from '@floorhire/api-client';
import { InvoiceSchema, RefundSchema } from '@floorhire/domain-billing';

// The staff invoice actions of spec 002 §4: Refund, View Refund, Mark as Paid.

export function refundInvoice(api: ApiClient, invoiceId: number, idempotencyKey: string) {
  return api.subscription.post(`payment/invoice/${invoiceId}/refund`, { schema: InvoiceSchema, body: {}, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function viewRefund(api: ApiClient, invoiceId: number) {
  return api.subscription.get(`payment/invoice/${invoiceId}/refund`, { schema: RefundSchema });
}

export function markInvoicePaid(api: ApiClient, invoiceId: number) {
  return api.subscription.post(`payment/invoice/${invoiceId}/mark-paid`, { schema: InvoiceSchema });
}
