import type { ApiClient } from '@floorhire/api-client';
import { AccountInformationSchema, type AccountInformation } from '@floorhire/domain-billing';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{id}/payment/account-information: the Billing of spec 002 §3. */
export function fetchAccountInformation(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<AccountInformation> {
  return api.subscription.get(`employer/${employerId}/payment/account-information`, { schema: AccountInformationSchema, ...(signal ? { signal } : {}) });
}

export function useAccountInformation(employerId: number | null, revision: number) {
  const api = useApi();
  return useResource(employerId === null ? null : `account:${employerId}:${revision}`, (signal) => fetchAccountInformation(api, employerId!, signal));
}
