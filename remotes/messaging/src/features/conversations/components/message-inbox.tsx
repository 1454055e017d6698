import { useEffect, useState } from 'react';
import { useNavigate } from '@floorhire/router';
import { Badge, Box, Button, HStack, Stack, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { INBOX_TEXTS, type ActionItem } from '@floorhire/domain-applications';
import { EmptyState, ErrorState, LoadingState, useApi, useResource } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { clearMessageItems, fetchInboxItems, markItemRead } from '../api/inbox-items';

/**
 * The employer-inbox landing (spec 002 §2, spec 001 inbox): the active employer's action items.
 * A new-message item opens its conversation here and is read; a pre-screened one opens the
 * applicant, whose page decides what reading it does (it moves the applicant to Review).
 */
export function MessageInbox({ employerId, revision }: { employerId: number; revision: number }) {
  const api = useApi();
  const { bus, notify } = useRemoteProps();
  const navigate = useNavigate();
  const [clearing, setClearing] = useState(false);
  const items = useResource(`inbox:${employerId}:${revision}`, (signal) => fetchInboxItems(api, employerId, signal));
  const { reload } = items;
  useEffect(() => bus.on('inbox.cleared', () => reload()), [bus, reload]);

  const open = async (item: ActionItem) => {
    if (item.type === 'new message' && !item.read) {
      try {
        await markItemRead(api, item.id);
      } catch {
        notify({ kind: 'snackbar', type: 'error', message: INBOX_TEXTS.updateFailed, duration: 4000 });
      }
    }
    navigate(item.url);
  };

  const clearAll = async () => {
    setClearing(true);
    try {
      await clearMessageItems(api, employerId);
      // The shell's inbox (and other tabs) empty at once.
      bus.emit('inbox.cleared', {});
      reload();
    } catch {
      notify({ kind: 'snackbar', type: 'error', message: INBOX_TEXTS.updateFailed, duration: 4000 });
    } finally {
      setClearing(false);
    }
  };

  if (items.error) return <ErrorState message={INBOX_TEXTS.fetchFailed} onRetry={reload} />;
  if (!items.data) return <LoadingState />;
  const unreadMessages = items.data.items.filter((i) => i.type === 'new message' && !i.read).length;
  return (
    <Stack gap="3" as="section" aria-label={T.inboxView} data-testid="message-inbox">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {T.unreadCount(items.data.unread)}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void clearAll()} loading={clearing} disabled={unreadMessages === 0}>
          {T.markAllRead}
        </Button>
      </HStack>
      {items.data.items.length === 0 ? (
        <EmptyState title={T.inboxEmpty} />
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
          {items.data.items.map((item) => (
            <Box as="li" key={item.id} borderWidth="1px" borderRadius="md" data-testid="inbox-item" data-read={item.read}>
              <Button variant="ghost" w="full" h="auto" py="2" justifyContent="flex-start" textAlign="start" whiteSpace="normal" onClick={() => void open(item)}>
                <Stack gap="0" align="flex-start" minW="0">
                  <HStack gap="2" wrap="wrap">
                    {!item.read && (
                      <Badge colorPalette="green" size="sm">
                        {T.unread}
                      </Badge>
                    )}
                    <Text fontWeight={item.read ? 'normal' : 'semibold'}>{item.title}</Text>
                  </HStack>
                  <Text fontSize="xs" color="fg.muted">
                    {[item.jobTitle, new Date(item.createTs).toLocaleString()].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
