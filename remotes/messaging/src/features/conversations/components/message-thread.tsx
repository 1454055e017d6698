import { useState } from 'react';
import { ApiError } from '@floorhire/api-client';
import { Box, Button, Heading, HStack, Stack, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { fullName } from '@floorhire/rules';
import { MESSAGING_TEXTS, type ConversationListItem, type Message, type ProPanel, type TopMatches } from '@floorhire/domain-messaging';
import { ErrorState, LoadingState, useApi, type Viewer } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { Composer } from '#app/components/composer';
import { MessageBubbles } from '#app/components/message-bubbles';
import { TemplatePicker } from '#app/components/template-picker';
import { sendMessage } from '#app/api/send-message';
import { newClientKey } from '#app/lib/client-key';
import { sendErrorText } from '#app/lib/send-error';
import { toThreadItem, unsentItem, type ThreadItem } from '#app/lib/thread';
import { draftBody } from '#app/lib/draft-context';
import { AiDraftButton } from './ai-draft-button';
import type { useThread } from '../hooks/use-thread';

/** The messages panel: header with read/unread, older pages with the counter, the thread and the composer. */
export function MessageThread({
  conversation,
  thread,
  viewer,
  onSent,
  onRefused,
  onToggleRead,
  pro,
  top,
}: {
  conversation: ConversationListItem;
  /** What the AI draft is written from, when loaded. */
  pro?: ProPanel | undefined;
  top?: TopMatches | undefined;
  thread: ReturnType<typeof useThread>;
  viewer: Viewer;
  onSent: (message: Message) => void;
  /** The API refused the send (403: the pro opted out): what shows the pro's state is stale. */
  onRefused: () => void;
  onToggleRead: () => void;
}) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [resending, setResending] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  const deliver = async (text: string, localKey: string): Promise<boolean> => {
    try {
      const { message } = await sendMessage(api, conversation.conversationId, { senderId: viewer.userId, message: text, clientKey: localKey });
      thread.merge([toThreadItem(message, localKey)]);
      onSent(message);
      notify({ kind: 'snackbar', type: 'success', message: MESSAGING_TEXTS.messageSent });
      return true;
    } catch (error) {
      thread.merge([unsentItem(text, localKey)]);
      if (error instanceof ApiError && error.statusCode === 403) onRefused();
      notify({ kind: 'snackbar', type: 'error', message: sendErrorText(error, { failed: MESSAGING_TEXTS.sendFailed, optedOut: MESSAGING_TEXTS.sendOptedOut }), duration: 5000 });
      return false;
    }
  };

  const resend = async (item: ThreadItem) => {
    if (!item.localKey) return;
    setResending(item.localKey);
    try {
      await deliver(item.message, item.localKey);
    } finally {
      setResending(null);
    }
  };

  const earlier = async () => {
    setLoadingEarlier(true);
    try {
      await thread.loadEarlier();
    } catch {
      notify({ kind: 'snackbar', type: 'error', message: MESSAGING_TEXTS.loadMessagesFailed, duration: 4000 });
    } finally {
      setLoadingEarlier(false);
    }
  };

  const data = thread.data;
  const shown = data ? data.items.filter((m) => m.id !== null).length : 0;
  const proName = fullName(conversation.proUserFirstName, conversation.proUserLastName);
  return (
    <Stack gap="3" h="full">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Box minW="0">
          <Heading as="h2" size="md" data-testid="thread-title">
            {proName}
          </Heading>
          {conversation.jobTitle && (
            <Text fontSize="sm" color="fg.muted">
              {conversation.jobTitle}
              {conversation.jobApplicantStatus ? ` · ${conversation.jobApplicantStatus}` : ''}
            </Text>
          )}
        </Box>
        <Button size="sm" variant="outline" onClick={onToggleRead}>
          {conversation.read ? T.markUnread : T.markRead}
        </Button>
      </HStack>
      {thread.error ? (
        <ErrorState message={MESSAGING_TEXTS.loadMessagesFailed} onRetry={thread.reload} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <>
          {data.count > shown && (
            <Stack align="center" gap="1">
              <Button size="xs" variant="ghost" onClick={() => void earlier()} loading={loadingEarlier}>
                {T.loadEarlier}
              </Button>
            </Stack>
          )}
          <Text fontSize="xs" color="fg.muted" textAlign="center" aria-live="polite" data-testid="page-counter">
            {T.pageCounter(shown, data.count)}
          </Text>
          <Box flex="1" overflowY="auto" minH="40">
            <MessageBubbles items={data.items} onResend={(item) => void resend(item)} resending={resending} />
          </Box>
        </>
      )}
      <Composer
        value={draft}
        onChange={setDraft}
        onSend={(text) => deliver(text, newClientKey())}
        extra={
          <>
          <AiDraftButton
            key={conversation.conversationId}
            conversationId={conversation.conversationId}
            proId={conversation.userProfileId}
            body={() => draftBody(pro, data?.items ?? [], top, conversation.jobId)}
            onDraft={setDraft}
          />
          <TemplatePicker
            employerId={conversation.employerId}
            values={{ 'My Name': viewer.name, 'Company Name': conversation.employerName, 'Pro FullName': proName, 'Pro FirstName': conversation.proUserFirstName }}
            onUse={setDraft}
          />
          </>
        }
      />
    </Stack>
  );
}
