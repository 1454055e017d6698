import { useMemo, useState } from 'react';
import { useSearchParams } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { Alert, Badge, Box, Button, Card, Field, Heading, SegmentGroup, SimpleGrid, Stack, Text, Textarea } from '@floorhire/ui';
import { BILLING_TEXTS, PLAN_LENGTH_OPTIONS, slotsText, type Offer, type PlanLength } from '@floorhire/domain-billing';
import { ErrorState, LoadingState, NotFoundState, toApiError, useApi, useViewer } from '@floorhire/remote-kit';
import { ROLES, formatCents, linkTo } from '@floorhire/rules';
import { useAccountInformation } from '#app/api/get-account-information';
import { PaymentEntry } from '#app/components/payment-entry';
import { SettingsTabs } from '#app/components/settings-tabs';
import { useBillingRevision } from '#app/lib/use-billing-revision';
import { REMOTE_TEXTS as T } from '#app/texts';
import { requestEnterprise } from '../api/enterprise-request';
import { useOffers } from '../api/get-offers';
import { subscribe } from '../api/subscribe';

const LENGTH_LABEL: Record<PlanLength, string> = { annual: T.annualLabel, quarterly: T.quarterlyLabel };

/** /employer/plans: the plan selector (Annual or Quarterly), offers, card entry and the enterprise request. */
export function PlansPage() {
  const viewer = useViewer();
  const api = useApi();
  const { notify, navigate } = useRemoteProps();
  const [params] = useSearchParams();
  const { revision, changed } = useBillingRevision();
  const employerId = viewer.employerId;
  const [length, setLength] = useState<PlanLength>(params.get('planLength') === 'quarterly' ? 'quarterly' : 'annual');
  const offers = useOffers(employerId ?? 0, revision);
  const account = useAccountInformation(employerId, revision);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  // One key per chosen plan: a retry after a timeout or a double click charges once.
  const keys = useMemo(() => new Map<string, string>(), []);
  const canPay = viewer.roles.includes(ROLES.billingEdit);
  const highlighted = Number(params.get('productId') ?? 0);

  if (employerId === null) return <NotFoundState />;
  const hasCard = (account.data?.paymentMethods.length ?? 0) > 0;

  const choose = async (offer: Offer) => {
    const id = `${offer.productId}:${offer.type}`;
    if (!keys.has(id)) keys.set(id, crypto.randomUUID());
    setBusy(offer.productId);
    setError(null);
    try {
      const result = await subscribe(api, employerId, { productId: offer.productId, planLength: offer.type }, keys.get(id)!);
      keys.delete(id);
      changed();
      if (result.outcome === 'requires_action') {
        notify({ kind: 'alert', type: 'warning', message: T.verificationNeeded, duration: 5000 });
      } else {
        notify({ kind: 'snackbar', type: 'success', message: T.subscribed(offer.name) });
      }
      navigate(linkTo('employerBilling'));
    } catch (e) {
      const apiError = toApiError(e);
      // A decline is final for this attempt: a new card makes a new attempt.
      if (apiError.statusCode === 402) keys.delete(id);
      setError(apiError.message);
    } finally {
      setBusy(null);
    }
  };

  const sendEnterprise = async () => {
    setSending(true);
    try {
      await requestEnterprise(api, employerId, message);
      setMessage('');
      notify({ kind: 'snackbar', type: 'success', message: T.enterpriseSent });
    } catch {
      notify({ kind: 'alert', type: 'error', message: BILLING_TEXTS.enterpriseRequestFailed, duration: 5000 });
    } finally {
      setSending(false);
    }
  };

  const visible = (offers.data ?? []).filter((o) => o.type === length && o.plan !== 'enterprise');
  return (
    <Box p={{ base: 4, md: 6 }} maxW="6xl">
      <Heading as="h1" size="lg" mb="3">
        {T.plansTitle}
      </Heading>
      <SettingsTabs />
      <Stack gap="5">
        <SegmentGroup.Root value={length} onValueChange={(e) => e.value && setLength(e.value as PlanLength)} aria-label={T.interval} alignSelf="flex-start">
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={PLAN_LENGTH_OPTIONS.map((value) => ({ value, label: LENGTH_LABEL[value] }))} />
        </SegmentGroup.Root>
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        {offers.error ? (
          <ErrorState message={BILLING_TEXTS.offersFailed} onRetry={offers.reload} />
        ) : !offers.data ? (
          <LoadingState />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {visible.map((offer) => (
              <Card.Root key={`${offer.productId}-${offer.type}`} size="sm" data-testid="offer" borderColor={offer.productId === highlighted ? 'green.700' : undefined} borderWidth={offer.productId === highlighted ? '2px' : undefined}>
                <Card.Header>
                  <Heading as="h2" size="md">
                    {offer.name}
                  </Heading>
                </Card.Header>
                <Card.Body pt="0" gap="2">
                  <Text fontSize="2xl" fontWeight="bold">
                    {formatCents(offer.contractAmountCents)}
                    <Text as="span" fontSize="md" fontWeight="normal">
                      {' '}
                      {T.perPeriod(offer.type)}
                    </Text>
                  </Text>
                  <Text>{T.slotsLine(slotsText(offer.jobSlots, BILLING_TEXTS.notApplicable))}</Text>
                  <Text>{T.creditsLine(offer.credits)}</Text>
                  {offer.current ? (
                    <Badge colorPalette="green" alignSelf="flex-start">
                      {T.currentOffer}
                    </Badge>
                  ) : canPay ? (
                    <Button colorPalette="brand" alignSelf="flex-start" disabled={!hasCard || busy !== null} loading={busy === offer.productId} onClick={() => void choose(offer)}>
                      {T.choose(offer.name)}
                    </Button>
                  ) : null}
                </Card.Body>
              </Card.Root>
            ))}
            <Card.Root size="sm" data-testid="enterprise-offer">
              <Card.Header>
                <Heading as="h2" size="md">
                  {T.enterpriseTitle}
                </Heading>
              </Card.Header>
              <Card.Body pt="0" gap="3">
                <Text>{T.enterpriseBody}</Text>
                <Field.Root>
                  <Field.Label>{T.enterpriseMessage}</Field.Label>
                  <Textarea value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} rows={3} />
                </Field.Root>
                <Button variant="outline" alignSelf="flex-start" loading={sending} onClick={() => void sendEnterprise()}>
                  {T.enterpriseSend}
                </Button>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        )}
        {canPay && account.data ? (
          <Card.Root size="sm" data-testid="plans-card-entry">
            <Card.Header>
              <Heading as="h2" size="md">
                {T.paymentMethods}
              </Heading>
            </Card.Header>
            <Card.Body pt="0" gap="3">
              {hasCard ? (
                <Text>
                  {account.data.paymentMethods[0]!.brand} •••• {account.data.paymentMethods[0]!.paymentTypeNumber}
                </Text>
              ) : (
                <Text>{T.cardFirst}</Text>
              )}
              <PaymentEntry employerId={employerId} provider={account.data.paymentProvider} onSaved={() => account.reload()} />
            </Card.Body>
          </Card.Root>
        ) : null}
      </Stack>
    </Box>
  );
}
