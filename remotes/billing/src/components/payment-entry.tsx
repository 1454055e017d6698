import { lazy, Suspense, useState } from 'react';
import { Button, Stack } from '@floorhire/ui';
import type { PaymentMethod, PaymentProvider } from '@floorhire/domain-billing';
import { LoadingState } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { CardForm } from './card-form';
import { LocalBankForm } from './local-bank-form';

// The provider's field and its package load only in provider mode, in a chunk of their own: the
// billing pages of the local test mode carry none of it (page-weight budgets, ADR 265).
const ProviderCardForm = lazy(() => import('./provider-card-form').then((m) => ({ default: m.ProviderCardForm })));

/** Adding a card (or bank account): the local test mode's form, or the card provider's own field. */
export function PaymentEntry({ employerId, provider, onSaved }: { employerId: number; provider: PaymentProvider; onSaved(methods: PaymentMethod[]): void }) {
  const [bank, setBank] = useState(false);
  if (provider.provider === 'stripe') {
    return (
      <Suspense fallback={<LoadingState />}>
        <ProviderCardForm employerId={employerId} provider={provider} onSaved={onSaved} />
      </Suspense>
    );
  }
  return (
    <Stack gap="3">
      {bank ? <LocalBankForm employerId={employerId} onSaved={onSaved} /> : <CardForm employerId={employerId} onSaved={onSaved} />}
      {provider.bankDebit ? (
        <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => setBank((b) => !b)}>
          {bank ? T.hideBankForm : T.showBankForm}
        </Button>
      ) : null}
    </Stack>
  );
}
