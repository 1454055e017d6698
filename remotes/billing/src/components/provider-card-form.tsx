import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Alert, Box, Button, Stack, Text } from '@floorhire/ui';
import type { PaymentMethod, PaymentProvider } from '@floorhire/domain-billing';
import { toApiError, useApi, useViewer } from '@floorhire/remote-kit';
import { addCard } from '#app/api/add-card';
import { bankAccountSetup } from '#app/api/provider-secrets';
import { REMOTE_TEXTS as T } from '#app/texts';
import { providerStripe } from '#app/lib/stripe-loader';

type StripeProvider = Extract<PaymentProvider, { provider: 'stripe' }>;

/**
 * The card provider's own card field (ADR 265): the number is typed into the provider's frame
 * and sent to the provider, which answers a payment method id; only that id comes to our API.
 * With bank debits on, the provider's bank link saves a bank account the same way (ADR 268).
 */
export function ProviderCardForm({ employerId, provider, onSaved }: { employerId: number; provider: StripeProvider; onSaved(methods: PaymentMethod[]): void }) {
  const api = useApi();
  const viewer = useViewer();
  const holder = useRef<HTMLDivElement>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<'card' | 'bank' | null>(null);

  useEffect(() => {
    let cancelled = false;
    providerStripe(provider.publishableKey).then(
      (client) => {
        if (cancelled || !holder.current) return;
        const element = client.elements().create('card', { hidePostalCode: true, style: { base: { fontSize: '16px', color: '#1a202c' } } });
        element.mount(holder.current);
        element.on('change', (event) => setError(event.error?.message ?? null));
        card.current = element;
        setStripe(client);
      },
      (e: unknown) => !cancelled && setError(e instanceof Error ? e.message : T.providerUnavailable),
    );
    return () => {
      cancelled = true;
      card.current?.destroy();
      card.current = null;
    };
  }, [provider.publishableKey]);

  const save = async (providerToken: string, paymentType: 'card' | 'bank') => {
    const methods = await addCard(api, employerId, { providerToken, paymentType });
    onSaved(methods);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !card.current) return;
    setSaving('card');
    setError(null);
    try {
      const result = await stripe.createPaymentMethod({ type: 'card', card: card.current, ...(viewer.name ? { billing_details: { name: viewer.name } } : {}) });
      // The provider's own words for a number it refuses.
      if (result.error) setError(result.error.message ?? T.providerUnavailable);
      else {
        await save(result.paymentMethod.id, 'card');
        card.current.clear();
      }
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setSaving(null);
    }
  };

  const linkBank = async () => {
    if (!stripe) return;
    setSaving('bank');
    setError(null);
    try {
      const { clientSecret } = await bankAccountSetup(api, employerId);
      if (!clientSecret) throw new Error(T.providerUnavailable);
      const collected = await stripe.collectBankAccountForSetup({ clientSecret, params: { payment_method_type: 'us_bank_account', payment_method_data: { billing_details: { name: viewer.name || 'Account holder' } } } });
      if (collected.error) return setError(collected.error.message ?? T.providerUnavailable);
      const setup = collected.setupIntent.status === 'requires_confirmation' ? await stripe.confirmUsBankAccountSetup(clientSecret) : collected;
      if (setup.error) return setError(setup.error.message ?? T.providerUnavailable);
      const pm = setup.setupIntent.payment_method;
      // Closing the bank link without choosing an account changes nothing.
      if (pm) await save(typeof pm === 'string' ? pm : pm.id, 'bank');
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack gap="3">
      <form onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-label={T.addCard}>
        <Stack gap="3">
          <Text as="span" id="provider-card-label" fontWeight="medium" fontSize="sm">
            {T.cardField}
          </Text>
          <Box role="group" aria-labelledby="provider-card-label" aria-describedby="provider-card-help" ref={holder} data-testid="provider-card-field" borderWidth="1px" borderColor="gray.400" borderRadius="md" px="3" py="2.5" minH="10" bg="white" />
          <Text id="provider-card-help" fontSize="sm" color="gray.700">
            {T.cardFieldHelp}
          </Text>
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button type="submit" loading={saving === 'card'} loadingText={T.saveCard} disabled={!stripe || saving !== null} alignSelf="flex-start" colorPalette="brand">
            {T.saveCard}
          </Button>
        </Stack>
      </form>
      {provider.bankDebit ? (
        <Stack gap="2" borderTopWidth="1px" pt="3">
          <Text fontWeight="medium">{T.bankDebit}</Text>
          <Text fontSize="sm" color="gray.700">
            {T.bankDebitHelp}
          </Text>
          <Button variant="outline" alignSelf="flex-start" loading={saving === 'bank'} loadingText={T.linkBank} disabled={!stripe || saving !== null} onClick={() => void linkBank()}>
            {T.linkBank}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
