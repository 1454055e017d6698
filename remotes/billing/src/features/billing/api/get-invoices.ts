import type { ApiClient } from '@floorhire/api-client';
import { InvoicePageSchema, type InvoicePage } from '@floorhire/domain-billing';
import { PAGE_SIZES } from '@floorhire/rules';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{id}/payment/invoice: 5 per page, newest first (limit, starting_after → data, has_more). */
export function fetchInvoices(api: ApiClient, employerId: number, startingAfter: number | null, signal?: AbortSignal): Promise<InvoicePage> {
  return api.subscription.get(`employer/${employerId}/payment/invoice`, {
    schema: InvoicePageSchema,
    query: { limit: PAGE_SIZES.billingHistory, ...(startingAfter ? { starting_after: startingAfter } : {}) },
    ...(signal ? { signal } : {}),
  });
}

export function useInvoices(employerId: number, startingAfter: number | null, revision: number) {
  const api = useApi();
  return useResource(`invoices:${employerId}:${startingAfter ?? 0}:${revision}`, (signal) => fetchInvoices(api, employerId, startingAfter, signal));
}
