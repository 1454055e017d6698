import { Box, Button, HStack, Stack, Text } from '@floorhire/ui';
import { formatDate, formatTime } from '@floorhire/rules';
import { REMOTE_TEXTS as T } from '#app/texts';
import type { ThreadItem } from '#app/lib/thread';

/**
 * A conversation's messages, oldest first: the employer's on the right, the pro's on the left;
 * a local message that failed to send shows 'Not sent' with Resend (spec 002 §4).
 */
export function MessageBubbles({ items, onResend, resending }: { items: readonly ThreadItem[]; onResend?: (item: ThreadItem) => void; resending?: string | null }) {
  if (items.length === 0) return <Text color="fg.muted">{T.noMessages}</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="2" m="0" p="0" aria-label={T.conversations} data-testid="messages">
      {items.map((item) => {
        const mine = item.direction === 'outbound';
        return (
          <Box
            as="li"
            key={item.id ?? item.localKey}
            alignSelf={mine ? 'flex-end' : 'flex-start'}
            maxW="85%"
            data-testid="message"
            data-direction={item.direction}
            data-unsent={item.id === null ? 'true' : undefined}
          >
            <Box
              bg={item.id === null ? 'red.50' : mine ? 'green.50' : 'gray.100'}
              borderWidth="1px"
              borderColor={item.id === null ? 'red.600' : mine ? 'green.200' : 'gray.200'}
              borderRadius="lg"
              px="3"
              py="2"
            >
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {item.message}
              </Text>
            </Box>
            <HStack justify={mine ? 'flex-end' : 'flex-start'} gap="2" mt="1">
              {item.id === null ? (
                <>
                  <Text fontSize="xs" color="red.700" fontWeight="semibold">
                    {T.notSent}
                  </Text>
                  {onResend && (
                    <Button size="xs" variant="outline" onClick={() => onResend(item)} loading={resending === item.localKey}>
                      {T.resend}
                    </Button>
                  )}
                </>
              ) : (
                <Text fontSize="xs" color="fg.muted" data-testid={item.scheduledFor ? 'scheduled' : undefined}>
                  {mine && item.senderName ? `${item.senderName} · ` : ''}
                  {item.scheduledFor ? T.scheduledFor(`${formatDate(item.scheduledFor)} ${formatTime(item.scheduledFor)}`) : `${formatDate(item.createTs)} ${formatTime(item.createTs)}`}
                </Text>
              )}
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
