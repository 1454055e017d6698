import type { ApiClient } from '@floorhire/api-client';
import { isApiError } from '@floorhire/api-client';
import { BILLING_TEXTS, UpcomingInvoiceSchema, type UpcomingInvoice } from '@floorhire/domain-billing';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{id}/payment/invoice-upcoming; the error code invoice_upcoming_none means none (null), others are rethrown (spec 002 §8). */
export async function fetchUpcomingInvoice(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<UpcomingInvoice | null> {
  try {
    return await api.subscription.get(`employer/${employerId}/payment/invoice-upcoming`, { schema: UpcomingInvoiceSchema, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isApiError(error) && error.error === BILLING_TEXTS.invoiceUpcomingNone) return null;
    throw error;
  }
}

export function useUpcomingInvoice(employerId: number, revision: number) {
  const api = useApi();
  return useResource(`upcoming:${employerId}:${revision}`, (signal) => fetchUpcomingInvoice(api, employerId, signal));
}
