import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@floorhire/ui';
import { formatDate, formatTime } from '@floorhire/rules';
import { MESSAGE_PAGE_SIZE, MESSAGING_TEXTS } from '@floorhire/domain-messaging';
import { EmptyState, ErrorState, LoadingState, useApi, useResource } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { fetchRecentMessages } from '../api/staff-api';

/**
 * Staff's read screen of the newest messages across every conversation (spec 002 §7 GET message,
 * createTs lte the first fetch, limit, skip): later messages do not shift the pages; Refresh
 * starts again from now.
 */
export function RecentMessages({ onOpen }: { onOpen: (conversationId: number) => void }) {
  const api = useApi();
  const [firstFetch, setFirstFetch] = useState(() => new Date().toISOString());
  const [pages, setPages] = useState(1);
  const recent = useResource(`recent:${firstFetch}:${pages}`, (signal) => fetchRecentMessages(api, { createTsLte: firstFetch, limit: MESSAGE_PAGE_SIZE * pages, skip: 0 }, signal));
  return (
    <Stack gap="3" as="section" aria-label={T.recentMessages} data-testid="recent-messages">
      <HStack justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setPages(1);
            setFirstFetch(new Date().toISOString());
          }}
        >
          {T.refresh}
        </Button>
      </HStack>
      {recent.error ? (
        <ErrorState message={MESSAGING_TEXTS.loadMessagesFailed} onRetry={recent.reload} />
      ) : !recent.data ? (
        <LoadingState />
      ) : recent.data.length === 0 ? (
        <EmptyState title={T.noMessages} />
      ) : (
        <>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {recent.data.map((m) => (
              <Box as="li" key={m.id} borderWidth="1px" borderRadius="md" p="3" data-testid="recent-message">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontSize="sm" fontWeight="semibold">
                    {m.direction === 'inbound' ? T.fromTo(m.proName, m.employerName) : T.fromTo(m.employerName, m.proName)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDate(m.createTs)} {formatTime(m.createTs)}
                  </Text>
                </HStack>
                <Text whiteSpace="pre-wrap" wordBreak="break-word" my="1">
                  {m.message}
                </Text>
                <Button size="xs" variant="ghost" onClick={() => onOpen(m.conversationId)}>
                  {T.openConversation}
                </Button>
              </Box>
            ))}
          </Stack>
          {recent.data.length >= MESSAGE_PAGE_SIZE * pages && (
            <Button size="sm" variant="outline" alignSelf="center" onClick={() => setPages((p) => p + 1)}>
              {T.showMore}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
