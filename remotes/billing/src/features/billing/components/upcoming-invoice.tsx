import { Card, Heading, Text } from '@floorhire/ui';
import { ErrorState, LoadingState } from '@floorhire/remote-kit';
import { formatCents } from '@floorhire/rules';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useUpcomingInvoice } from '../api/get-upcoming-invoice';

export function UpcomingInvoice({ employerId, revision }: { employerId: number; revision: number }) {
  const upcoming = useUpcomingInvoice(employerId, revision);
  return (
    <Card.Root size="sm" data-testid="upcoming-invoice">
      <Card.Header>
        <Heading as="h2" size="md">
          {T.upcomingInvoice}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        {upcoming.error ? (
          <ErrorState message={upcoming.error.message} onRetry={upcoming.reload} />
        ) : upcoming.data === undefined ? (
          <LoadingState />
        ) : upcoming.data === null ? (
          <Text>{T.noUpcomingInvoice}</Text>
        ) : (
          <Text>
            <Text as="span" fontWeight="semibold">
              {formatCents(upcoming.data.amountCents)}
            </Text>{' '}
            on {upcoming.data.date}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
