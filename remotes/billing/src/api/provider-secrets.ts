import type { ApiClient } from '@floorhire/api-client';
import { ClientSecretSchema, type ClientSecret } from '@floorhire/domain-billing';

/** POST employer/{id}/payment/invoice/{invoiceId}/verification: the intent's client secret for the provider's verification in the browser. */
export function invoiceVerification(api: ApiClient, employerId: number, invoiceId: number): Promise<ClientSecret> {
  return api.subscription.post(`employer/${employerId}/payment/invoice/${invoiceId}/verification`, { schema: ClientSecretSchema });
}

/** POST employer/{id}/payment/bank-account-setup: the setup's client secret for the provider's bank link. */
export function bankAccountSetup(api: ApiClient, employerId: number): Promise<ClientSecret> {
  return api.subscription.post(`employer/${employerId}/payment/bank-account-setup`, { schema: ClientSecretSchema });
}
