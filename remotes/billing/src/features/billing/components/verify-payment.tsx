import { useState } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { Alert, Button, Flex } from '@floorhire/ui';
import type { ChargeResult, PaymentProvider } from '@floorhire/domain-billing';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { invoiceVerification } from '#app/api/provider-secrets';
import { REMOTE_TEXTS as T } from '#app/texts';
import { fetchInvoices } from '../api/get-invoices';
import { payInvoice } from '../api/pay-invoice';

/**
 * Verifying a payment the bank asked about (ADR 266). With a card provider, the provider's own
 * verification runs in the page (3-D Secure) with the charge's client secret; the API then asks
 * the provider how it ended, so the invoice and the plan follow the provider, not the browser.
 * In the local test mode the API confirms it. One key per invoice until it is paid: a retry or a
 * double click settles the one charge the invoice has.
 */
export function useVerifyPayment(employerId: number, provider: PaymentProvider) {
  const api = useApi();
  const [keys] = useState(() => new Map<number, string>());
  return async (invoiceId: number): Promise<ChargeResult> => {
    const inBrowser = provider.provider === 'stripe';
    if (inBrowser) {
      const { clientSecret, paymentMethod } = await invoiceVerification(api, employerId, invoiceId);
      if (clientSecret) {
        const { providerStripe } = await import('#app/lib/stripe-loader');
        const stripe = await providerStripe(provider.publishableKey);
        // Its outcome (verified, failed or closed) is read back by the API below.
        await stripe.confirmCardPayment(clientSecret, paymentMethod ? { payment_method: paymentMethod } : undefined);
      }
    }
    if (!keys.has(invoiceId)) keys.set(invoiceId, crypto.randomUUID());
    try {
      const result = await payInvoice(api, employerId, invoiceId, keys.get(invoiceId)!, inBrowser);
      // Only a paid invoice keeps its key: another attempt must reach the server, not its stored answer.
      if (result.outcome !== 'succeeded') keys.delete(invoiceId);
      return result;
    } catch (error) {
      keys.delete(invoiceId);
      throw error;
    }
  };
}

/** The banner of a payment waiting for the employer's verification, with its button; it goes once the payment is verified. */
export function VerificationBanner({ employerId, provider, onChanged }: { employerId: number; provider: PaymentProvider; onChanged(): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const verify = useVerifyPayment(employerId, provider);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const page = await fetchInvoices(api, employerId, null);
      const invoice = page.data.find((i) => i.waiting === 'verify');
      if (!invoice) return onChanged();
      const result = await verify(invoice.id);
      if (result.outcome === 'succeeded') notify({ kind: 'snackbar', type: 'success', message: T.verified });
      onChanged();
    } catch (error) {
      setMessage(toApiError(error).message);
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert.Root status="warning" data-testid="verification-banner">
      <Alert.Indicator />
      <Flex flex="1" gap="3" align="center" justify="space-between" wrap="wrap">
        <Alert.Content>
          <Alert.Title>{T.verifyBanner}</Alert.Title>
          {message ? <Alert.Description>{message}</Alert.Description> : null}
        </Alert.Content>
        <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void run()}>
          {T.verify}
        </Button>
      </Flex>
    </Alert.Root>
  );
}
