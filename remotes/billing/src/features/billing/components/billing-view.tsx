import type { ReactNode } from 'react';
import { Box, SimpleGrid, Stack } from '@floorhire/ui';
import { ErrorState, LoadingState } from '@floorhire/remote-kit';
import { useAccountInformation } from '#app/api/get-account-information';
import { useSubscription } from '#app/api/get-subscription';
import { InvoiceHistory } from './invoice-history';
import { PaymentMethods } from './payment-methods';
import { PlanCard } from './plan-card';
import { SubscriptionHistory } from './subscription-history';
import { UpcomingInvoice } from './upcoming-invoice';
import { VerificationBanner } from './verify-payment';

/** One employer's billing, for the employer (/employer/billing) and for staff (/admin/employer/{id}/billing). */
export function BillingView({ employerId, staff, canEdit, revision, onChanged, staffPanel }: { employerId: number; staff: boolean; canEdit: boolean; revision: number; onChanged(): void; staffPanel?: (ctx: { subscriptionId: number | null }) => ReactNode }) {
  const subscription = useSubscription(employerId, revision);
  const account = useAccountInformation(employerId, revision);
  if (subscription.error) return <ErrorState message={subscription.error.message} onRetry={subscription.reload} />;
  if (account.error) return <ErrorState message={account.error.message} onRetry={account.reload} />;
  if (subscription.data === undefined || !account.data) return <LoadingState />;
  return (
    <Stack gap="4">
      {canEdit && !staff && account.data.paymentNeedsVerification ? <VerificationBanner employerId={employerId} provider={account.data.paymentProvider} onChanged={onChanged} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <PlanCard subscription={subscription.data} account={account.data} showChoose={!staff} />
        <UpcomingInvoice employerId={employerId} revision={revision} />
      </SimpleGrid>
      {staffPanel ? <Box>{staffPanel({ subscriptionId: account.data.subscriptionId })}</Box> : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <PaymentMethods account={account.data} canEdit={canEdit} onChanged={onChanged} />
        <SubscriptionHistory employerId={employerId} revision={revision} />
      </SimpleGrid>
      <InvoiceHistory employerId={employerId} revision={revision} staff={staff} canPay={canEdit} onChanged={onChanged} provider={account.data.paymentProvider} />
    </Stack>
  );
}
