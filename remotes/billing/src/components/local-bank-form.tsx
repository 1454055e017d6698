import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Stack, Text } from '@floorhire/ui';
import type { PaymentMethod } from '@floorhire/domain-billing';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { addCard } from '#app/api/add-card';
import { REMOTE_TEXTS as T } from '#app/texts';

/** Bank debit in the local test mode: the test routing and account numbers card providers publish (ADR 268). */
export function LocalBankForm({ employerId, onSaved }: { employerId: number; onSaved(methods: PaymentMethod[]): void }) {
  const api = useApi();
  const [routingNumber, setRouting] = useState('');
  const [accountNumber, setAccount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      onSaved(await addCard(api, employerId, { paymentType: 'bank', routingNumber, accountNumber }));
      setRouting('');
      setAccount('');
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-label={T.bankDebit}>
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Field.Root>
            <Field.Label>{T.routingNumber}</Field.Label>
            <Input value={routingNumber} onChange={(e) => setRouting(e.target.value)} inputMode="numeric" autoComplete="off" placeholder="110000000" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{T.accountNumber}</Field.Label>
            <Input value={accountNumber} onChange={(e) => setAccount(e.target.value)} inputMode="numeric" autoComplete="off" placeholder="000123456789" />
          </Field.Root>
        </Stack>
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Text fontSize="sm" color="gray.700">
          {T.bankTestMode}
        </Text>
        <Button type="submit" loading={saving} alignSelf="flex-start" colorPalette="brand">
          {T.saveBank}
        </Button>
      </Stack>
    </form>
  );
}
