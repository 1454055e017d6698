import { useState } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@floorhire/ui';
import { BILLING_API_TEXTS, type Invoice, type PaymentProvider } from '@floorhire/domain-billing';
import { EmptyState, ErrorState, LoadingState, toApiError, useApi } from '@floorhire/remote-kit';
import { formatCents } from '@floorhire/rules';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useInvoices } from '../api/get-invoices';
import { payInvoice } from '../api/pay-invoice';
import { markInvoicePaid, refundInvoice, viewRefund } from '../api/staff-invoice';
import { Pager, usePager } from './pager';
import { useVerifyPayment } from './verify-payment';

const DISPLAY_COLOR = { Unpaid: 'orange', Paid: 'green', Refunded: 'gray' } as const;

/** Invoice history: paid and open invoices 5 per page, shown Unpaid, Paid or Refunded (spec 002 §4, §9). */
export function InvoiceHistory({ employerId, revision, staff, canPay, onChanged, provider }: { employerId: number; revision: number; staff: boolean; canPay: boolean; onChanged(): void; provider: PaymentProvider }) {
  const pager = usePager();
  const invoices = useInvoices(employerId, pager.current, revision);
  const api = useApi();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState<number | null>(null);
  const verify = useVerifyPayment(employerId, provider);
  const [refunds, setRefunds] = useState<Record<number, string>>({});
  // One key per invoice and button press series: a double click or a retry after a timeout pays once.
  const [keys] = useState(() => new Map<number, string>());
  const keyFor = (id: number) => {
    if (!keys.has(id)) keys.set(id, crypto.randomUUID());
    return keys.get(id)!;
  };

  const run = async (invoice: Invoice, action: () => Promise<unknown>, done?: string) => {
    setBusy(invoice.id);
    try {
      await action();
      if (done) notify({ kind: 'snackbar', type: 'success', message: done });
      onChanged();
    } catch (error) {
      keys.delete(invoice.id);
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message, duration: 5000 });
    } finally {
      setBusy(null);
    }
  };

  const showRefund = async (invoice: Invoice) => {
    try {
      const refund = await viewRefund(api, invoice.id);
      setRefunds((r) => ({ ...r, [invoice.id]: T.refundOf(formatCents(refund.amountCents), refund.date) }));
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message, duration: 5000 });
    }
  };

  return (
    <Card.Root size="sm" data-testid="invoice-history">
      <Card.Header>
        <Heading as="h2" size="md">
          {T.invoiceHistory}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        {invoices.error ? (
          <ErrorState message={invoices.error.message} onRetry={invoices.reload} />
        ) : !invoices.data ? (
          <LoadingState />
        ) : invoices.data.data.length === 0 ? (
          <EmptyState title={T.noInvoices} />
        ) : (
          <>
            <Stack as="ul" listStyleType="none" gap="0" aria-label={T.invoiceHistory}>
              {invoices.data.data.map((invoice) => (
                <Box as="li" key={invoice.id} py="3" borderBottomWidth="1px" data-testid="invoice-row">
                  <Flex gap="3" wrap="wrap" align="center" justify="space-between">
                    <Box minW="0">
                      <Text fontWeight="semibold">{invoice.description ?? invoice.number}</Text>
                      <Text fontSize="sm" color="gray.700">
                        {invoice.date} · {invoice.number}
                        {invoice.paymentMethod ? ` · ${invoice.paymentMethod}` : ''}
                      </Text>
                      {invoice.lastPaymentError && invoice.status === 'open' ? (
                        <Text fontSize="sm" color="red.700">
                          {invoice.lastPaymentError}
                        </Text>
                      ) : null}
                      {refunds[invoice.id] ? <Text fontSize="sm">{refunds[invoice.id]}</Text> : null}
                    </Box>
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text fontWeight="semibold">{formatCents(invoice.amountCents)}</Text>
                      <Badge colorPalette={DISPLAY_COLOR[invoice.display]} data-testid="invoice-status">
                        {invoice.display}
                      </Badge>
                      {invoice.waiting === 'processing' ? <Badge colorPalette="blue">{T.processing}</Badge> : null}
                      {canPay && !staff && invoice.status === 'open' && invoice.waiting === 'verify' ? (
                        <Button size="sm" colorPalette="brand" loading={busy === invoice.id} onClick={() => void run(invoice, () => verify(invoice.id).then(({ outcome }) => {
                            if (outcome !== 'succeeded') throw new Error(BILLING_API_TEXTS.needsVerification);
                          }), T.verified)}>
                          {T.verify}
                        </Button>
                      ) : null}
                      {canPay && !staff && invoice.status === 'open' && !invoice.waiting ? (
                        <Button size="sm" colorPalette="brand" loading={busy === invoice.id} onClick={() => void run(invoice, () => payInvoice(api, employerId, invoice.id, keyFor(invoice.id)), T.paid)}>
                          {T.pay}
                        </Button>
                      ) : null}
                      {staff && invoice.action === 'Mark as Paid' ? (
                        <Button size="sm" variant="outline" loading={busy === invoice.id} onClick={() => void run(invoice, () => markInvoicePaid(api, invoice.id), T.done)}>
                          {invoice.action}
                        </Button>
                      ) : null}
                      {staff && invoice.action === 'Refund' ? (
                        <Button size="sm" variant="outline" colorPalette="red" loading={busy === invoice.id} onClick={() => void run(invoice, () => refundInvoice(api, invoice.id, keyFor(invoice.id)), T.done)}>
                          {invoice.action}
                        </Button>
                      ) : null}
                      {staff && invoice.action === 'View Refund' ? (
                        <Button size="sm" variant="ghost" onClick={() => void showRefund(invoice)}>
                          {invoice.action}
                        </Button>
                      ) : null}
                    </Flex>
                  </Flex>
                </Box>
              ))}
            </Stack>
            <Pager
              label={T.invoiceHistory}
              hasPrevious={pager.hasPrevious}
              hasMore={invoices.data.has_more}
              onPrevious={pager.previous}
              onNext={() => pager.next(invoices.data!.data[invoices.data!.data.length - 1]!.id)}
            />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
