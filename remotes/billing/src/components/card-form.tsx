import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Stack, Text } from '@floorhire/ui';
import type { PaymentMethod } from '@floorhire/domain-billing';
import { cardDigits, cardExpired, luhnValid, BILLING_API_TEXTS } from '@floorhire/domain-billing';
import { useApi } from '@floorhire/remote-kit';
import { toApiError } from '@floorhire/remote-kit';
import { addCard } from '#app/api/add-card';
import { REMOTE_TEXTS as T } from '#app/texts';

function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/u.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Card entry of the local test-mode provider (docs/decisions/261-payment-adapters.md). */
export function CardForm({ employerId, onSaved }: { employerId: number; onSaved(methods: PaymentMethod[]): void }) {
  const api = useApi();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<{ field: 'number' | 'expiry' | 'cvc' | 'form'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = cardDigits(number);
    const exp = parseExpiry(expiry);
    const today = new Date().toISOString().slice(0, 10);
    if (!luhnValid(digits)) return setError({ field: 'number', message: BILLING_API_TEXTS.cardNumberInvalid });
    if (!exp) return setError({ field: 'expiry', message: T.expiryInvalid });
    if (cardExpired(exp.month, exp.year, today)) return setError({ field: 'expiry', message: BILLING_API_TEXTS.cardExpired });
    if (!/^\d{3,4}$/u.test(cvc)) return setError({ field: 'cvc', message: BILLING_API_TEXTS.cvcInvalid });
    setError(null);
    setSaving(true);
    try {
      const methods = await addCard(api, employerId, { cardNumber: digits, expMonth: exp.month, expYear: exp.year, cvc });
      setNumber('');
      setExpiry('');
      setCvc('');
      onSaved(methods);
    } catch (e) {
      setError({ field: 'form', message: toApiError(e).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-label={T.addCard}>
      <Stack gap="3">
        <Field.Root invalid={error?.field === 'number'}>
          <Field.Label>{T.cardNumber}</Field.Label>
          <Input value={number} onChange={(e) => setNumber(e.target.value)} inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" />
          <Field.ErrorText>{error?.field === 'number' ? error.message : null}</Field.ErrorText>
        </Field.Root>
        <Stack direction="row" gap="3">
          <Field.Root invalid={error?.field === 'expiry'}>
            <Field.Label>{T.expiry}</Field.Label>
            <Input value={expiry} onChange={(e) => setExpiry(e.target.value)} inputMode="numeric" autoComplete="cc-exp" placeholder="12/30" />
            <Field.ErrorText>{error?.field === 'expiry' ? error.message : null}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={error?.field === 'cvc'}>
            <Field.Label>{T.cvc}</Field.Label>
            <Input value={cvc} onChange={(e) => setCvc(e.target.value)} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
            <Field.ErrorText>{error?.field === 'cvc' ? error.message : null}</Field.ErrorText>
          </Field.Root>
        </Stack>
        {error?.field === 'form' ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error.message}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Text fontSize="sm" color="gray.700">
          {T.testCards}
        </Text>
        <Button type="submit" loading={saving} alignSelf="flex-start" colorPalette="brand">
          {T.saveCard}
        </Button>
      </Stack>
    </form>
  );
}
