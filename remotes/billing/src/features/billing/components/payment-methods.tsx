import { Badge, Card, HStack, Heading, Stack, Text } from '@floorhire/ui';
import type { AccountInformation } from '@floorhire/domain-billing';
import { PaymentEntry } from '#app/components/payment-entry';
import { REMOTE_TEXTS as T } from '#app/texts';

export function PaymentMethods({ account, canEdit, onChanged }: { account: AccountInformation; canEdit: boolean; onChanged(): void }) {
  return (
    <Card.Root size="sm" data-testid="payment-methods">
      <Card.Header>
        <Heading as="h2" size="md">
          {T.paymentMethods}
        </Heading>
      </Card.Header>
      <Card.Body pt="0" gap="4">
        {account.paymentMethods.length === 0 ? (
          <Text>{T.noPaymentMethods}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {account.paymentMethods.map((m) => (
              <HStack as="li" key={m.id} gap="2" flexWrap="wrap">
                <Text>
                  {m.brand ?? m.paymentType} •••• {m.paymentTypeNumber}
                  {m.expMonth && m.expYear ? ` (${String(m.expMonth).padStart(2, '0')}/${String(m.expYear).slice(-2)})` : ''}
                </Text>
                {m.isDefault ? <Badge colorPalette="green">{T.defaultCard}</Badge> : null}
                {m.needsVerification ? <Badge colorPalette="orange">{T.needsVerification}</Badge> : null}
              </HStack>
            ))}
          </Stack>
        )}
        {canEdit ? (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {T.addCard}
            </Heading>
            <PaymentEntry employerId={account.employerId} provider={account.paymentProvider} onSaved={onChanged} />
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
