import { Badge, Box, Card, Flex, Heading, Stack, Text } from '@floorhire/ui';
import { EmptyState, ErrorState, LoadingState } from '@floorhire/remote-kit';
import { formatCents } from '@floorhire/rules';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useSubscriptionHistory } from '../api/get-subscription-history';
import { Pager, usePager } from './pager';

export function SubscriptionHistory({ employerId, revision }: { employerId: number; revision: number }) {
  const pager = usePager();
  const history = useSubscriptionHistory(employerId, pager.current, revision);
  return (
    <Card.Root size="sm" data-testid="subscription-history">
      <Card.Header>
        <Heading as="h2" size="md">
          {T.subscriptionHistory}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        {history.error ? (
          <ErrorState message={history.error.message} onRetry={history.reload} />
        ) : !history.data ? (
          <LoadingState />
        ) : history.data.data.length === 0 ? (
          <EmptyState title={T.noHistory} />
        ) : (
          <>
            <Stack as="ul" listStyleType="none" gap="0" aria-label={T.subscriptionHistory}>
              {history.data.data.map((s) => (
                <Box as="li" key={s.id} py="2" borderBottomWidth="1px">
                  <Flex gap="2" wrap="wrap" justify="space-between" align="center">
                    <Text fontWeight="semibold">
                      {s.plan}
                      {s.planLength ? ` (${s.planLength === 'annual' ? T.annualLabel : T.quarterlyLabel})` : ''}
                    </Text>
                    <Badge>{s.status}</Badge>
                  </Flex>
                  <Text fontSize="sm" color="gray.700">
                    {s.startDate} – {s.endDate ?? '…'}
                    {s.amountCents > 0 ? ` · ${formatCents(s.amountCents)}` : ''}
                  </Text>
                </Box>
              ))}
            </Stack>
            <Pager
              label={T.subscriptionHistory}
              hasPrevious={pager.hasPrevious}
              hasMore={history.data.has_more}
              onPrevious={pager.previous}
              onNext={() => pager.next(history.data!.data[history.data!.data.length - 1]!.id)}
            />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
