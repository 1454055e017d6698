import { Badge, Box, Button, HStack, Stack, Text } from '@floorhire/ui';
import { formatRelativeShort, fullName } from '@floorhire/rules';
import type { ConversationListItem } from '@floorhire/domain-messaging';
import { REMOTE_TEXTS as T } from '#app/texts';

/** The conversation list: newest activity first, unread in bold with a badge. */
export function ConversationListView({
  items,
  selectedId,
  onSelect,
  showEmployer = false,
}: {
  items: readonly ConversationListItem[];
  selectedId: number | null;
  onSelect: (item: ConversationListItem) => void;
  showEmployer?: boolean;
}) {
  if (items.length === 0) return <Text color="fg.muted">{T.noConversations}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="1" m="0" p="0" aria-label={T.conversations} data-testid="conversation-list">
      {items.map((c) => (
        <li key={c.conversationId}>
          <Button
            variant={c.conversationId === selectedId ? 'subtle' : 'ghost'}
            w="full"
            h="auto"
            py="2"
            px="3"
            justifyContent="flex-start"
            textAlign="left"
            whiteSpace="normal"
            aria-current={c.conversationId === selectedId ? 'true' : undefined}
            onClick={() => onSelect(c)}
            data-testid="conversation"
            data-conversation-id={c.conversationId}
            data-read={c.read ? 'true' : 'false'}
          >
            <Box w="full" minW="0">
              <HStack justify="space-between" gap="2">
                <Text fontWeight={c.read ? 'normal' : 'bold'} truncate>
                  {fullName(c.proUserFirstName, c.proUserLastName)}
                </Text>
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {formatRelativeShort(c.activeTs)}
                </Text>
              </HStack>
              <Text fontSize="xs" color="fg.muted" truncate>
                {[showEmployer ? c.employerName : null, c.jobTitle, c.jobApplicantStatus].filter(Boolean).join(' · ')}
              </Text>
              <HStack gap="2">
                <Text fontSize="sm" color="fg.muted" truncate flex="1" fontWeight={c.read ? 'normal' : 'semibold'}>
                  {c.latestMessageText ?? ''}
                </Text>
                {!c.read && (
                  <Badge colorPalette="green" size="sm">
                    {T.unread}
                  </Badge>
                )}
              </HStack>
            </Box>
          </Button>
        </li>
      ))}
    </Stack>
  );
}
