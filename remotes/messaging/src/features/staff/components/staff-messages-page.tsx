import { useEffect, useState } from 'react';
import { Badge, Box, Button, Field, Grid, Heading, HStack, Input, Link, Stack, Text } from '@floorhire/ui';
import { Link as RouterLink } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { fullName } from '@floorhire/rules';
import { mergeMessages, MESSAGE_PAGE_SIZE, MESSAGING_TEXTS, type ConversationListItem } from '@floorhire/domain-messaging';
import { ErrorState, LoadingState, useApi, useResource } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { Composer } from '#app/components/composer';
import { ConversationListView } from '#app/components/conversation-list-view';
import { MessageBubbles } from '#app/components/message-bubbles';
import { newClientKey } from '#app/lib/client-key';
import { toThreadItem, unsentItem, type ThreadItem } from '#app/lib/thread';
import { useConversationEvents } from '#app/lib/use-conversation-events';
import { fetchProPanel } from '#app/api/get-pro-panel';
import { fetchTopMatches } from '#app/api/ai';
import { ProPanel } from '#app/components/pro-panel';
import { fetchStaffHeaders, fetchStaffMessages, searchStaffConversations, setConversationStatus, staffSend } from '../api/staff-api';
import { RecentMessages } from './recent-messages';

/**
 * Staff messaging (/admin/messages): every conversation, search by pro name or id, read and send;
 * the newest messages across conversations; the pro info panel with staff notes; disabling a
 * conversation.
 */
export function StaffMessagesPage() {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState<ConversationListItem | null>(null);
  const [firstFetch, setFirstFetch] = useState(() => new Date().toISOString());
  const [pages, setPages] = useState(1);
  const [local, setLocal] = useState<ThreadItem[]>([]);
  const [view, setView] = useState<'conversations' | 'recent'>('conversations');
  const [pendingOpen, setPendingOpen] = useState<number | null>(null);
  const [changingStatus, setChangingStatus] = useState(false);

  const list = useResource(`staff:${query}`, (signal) => (query ? searchStaffConversations(api, query, signal) : fetchStaffHeaders(api, signal)));
  const messages = useResource(current ? `staff-messages:${current.conversationId}:${firstFetch}:${pages}` : null, async (signal) => {
    const rows = await fetchStaffMessages(api, current!.conversationId, { createTsLte: firstFetch, limit: MESSAGE_PAGE_SIZE * pages, skip: 0 }, signal);
    return rows.map((m) => toThreadItem(m));
  });

  const pro = useResource(current ? `staff-pro:${current.conversationId}` : null, (signal) => fetchProPanel(api, current!.conversationId, signal));
  const top = useResource(current ? `staff-top:${current.conversationId}` : null, (signal) => fetchTopMatches(api, current!.conversationId, signal));

  const open = (c: ConversationListItem) => {
    setCurrent(c);
    setFirstFetch(new Date().toISOString());
    setPages(1);
    setLocal([]);
  };

  // A message picked in Recent messages: find its conversation by id, then open it.
  const openById = (conversationId: number) => {
    setSearch(String(conversationId));
    setQuery(String(conversationId));
    setPendingOpen(conversationId);
    setView('conversations');
  };
  useEffect(() => {
    const found = pendingOpen !== null ? list.data?.conversations.find((c) => c.conversationId === pendingOpen) : undefined;
    if (found) {
      setPendingOpen(null);
      open(found);
    }
  }, [list.data, pendingOpen]);

  const toggleStatus = async () => {
    if (!current) return;
    setChangingStatus(true);
    try {
      const answer = await setConversationStatus(api, current.conversationId, current.status === 'disabled' ? 'active' : 'disabled');
      setCurrent({ ...current, status: answer.status });
      list.mutate((data) => data && { ...data, conversations: data.conversations.map((c) => (c.conversationId === answer.conversationId ? { ...c, status: answer.status } : c)) });
      notify({ kind: 'snackbar', type: 'success', message: answer.status === 'disabled' ? T.conversationDisabled : T.conversationEnabled });
    } catch {
      notify({ kind: 'snackbar', type: 'error', message: T.statusFailed, duration: 4000 });
    } finally {
      setChangingStatus(false);
    }
  };

  useConversationEvents(current?.employerId ?? null, {
    onMessage: (event) => {
      if (event.conversationId === current?.conversationId) setFirstFetch(new Date().toISOString());
      list.reload();
    },
    onRead: () => undefined,
    onResync: () => list.reload(),
  });

  const send = async (text: string, localKey = newClientKey()): Promise<boolean> => {
    if (!current) return false;
    try {
      await staffSend(api, current.conversationId, text);
      setLocal((l) => l.filter((m) => m.localKey !== localKey));
      setFirstFetch(new Date().toISOString());
      notify({ kind: 'snackbar', type: 'success', message: MESSAGING_TEXTS.messageSent });
      return true;
    } catch {
      // Spec 002 §8: a failed staff send keeps the text as an unsent local message.
      setLocal((l) => [...l.filter((m) => m.localKey !== localKey), unsentItem(text, localKey)]);
      notify({ kind: 'snackbar', type: 'error', message: MESSAGING_TEXTS.sendFailed, duration: 5000 });
      return false;
    }
  };

  const items = mergeMessages(messages.data ?? [], local);
  return (
    <Box p={{ base: 3, md: 4 }}>
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {T.staffTitle}
        </Heading>
        <Link asChild>
          <RouterLink to="/admin/messages/phone">{T.phoneSimulator}</RouterLink>
        </Link>
      </HStack>
      <HStack role="group" aria-label={T.staffViews} gap="2" mb="3">
        {(['conversations', 'recent'] as const).map((v) => (
          <Button key={v} size="sm" variant={view === v ? 'solid' : 'outline'} aria-pressed={view === v} onClick={() => setView(v)}>
            {v === 'recent' ? T.recentMessages : T.conversations}
          </Button>
        ))}
      </HStack>
      {view === 'recent' ? (
        <RecentMessages onOpen={openById} />
      ) : (
      <Grid templateColumns={{ base: '1fr', md: '320px minmax(0, 1fr)', xl: '300px minmax(0, 1fr) 300px' }} gap="4" alignItems="start">
        <Stack gap="3" display={{ base: current ? 'none' : 'flex', md: 'flex' }}>
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setQuery(search.trim());
            }}
          >
            <Field.Root>
              <Field.Label>{T.searchLabel}</Field.Label>
              <HStack>
                <Input value={search} onChange={(e) => setSearch(e.currentTarget.value)} placeholder={T.search} />
                <Button type="submit">{T.searchButton}</Button>
              </HStack>
            </Field.Root>
          </form>
          {list.error ? (
            <ErrorState message={MESSAGING_TEXTS.errorFetchingConversations} onRetry={list.reload} />
          ) : !list.data ? (
            <LoadingState />
          ) : (
            <ConversationListView items={list.data.conversations} selectedId={current?.conversationId ?? null} onSelect={open} showEmployer />
          )}
        </Stack>
        <Box as="section" aria-label={T.messagesPanel} display={{ base: current ? 'block' : 'none', md: 'block' }} minW="0">
          {!current ? (
            <Text color="fg.muted">{T.chooseConversation}</Text>
          ) : (
            <Stack gap="3">
              <Button display={{ base: 'inline-flex', md: 'none' }} alignSelf="flex-start" size="sm" variant="ghost" onClick={() => setCurrent(null)}>
                ← {T.backToList}
              </Button>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Box minW="0">
                  <Heading as="h2" size="md">
                    {fullName(current.proUserFirstName, current.proUserLastName)}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {T.employer}: {current.employerName}
                    {current.jobTitle ? ` · ${current.jobTitle}` : ''}
                  </Text>
                  {current.status === 'disabled' && (
                    <Badge colorPalette="red" mt="1" data-testid="conversation-disabled">
                      {T.disabled}
                    </Badge>
                  )}
                </Box>
                <Button size="sm" variant="outline" colorPalette={current.status === 'disabled' ? 'green' : 'red'} loading={changingStatus} onClick={() => void toggleStatus()}>
                  {current.status === 'disabled' ? T.enableConversation : T.disableConversation}
                </Button>
              </HStack>
              {messages.error ? (
                <ErrorState message={MESSAGING_TEXTS.loadMessagesFailed} onRetry={messages.reload} />
              ) : !messages.data ? (
                <LoadingState />
              ) : (
                <>
                  {messages.data.length >= MESSAGE_PAGE_SIZE * pages && (
                    <Button alignSelf="center" size="xs" variant="ghost" onClick={() => setPages((p) => p + 1)}>
                      {T.loadEarlier}
                    </Button>
                  )}
                  <MessageBubbles items={items} onResend={(item) => void send(item.message, item.localKey)} />
                </>
              )}
              <Composer onSend={(text) => send(text)} disabled={current.status === 'disabled'} />
            </Stack>
          )}
        </Box>
        {current && (
          <Box as="aside" aria-label={T.proInfo} gridColumn={{ md: '1 / -1', xl: 'auto' }} display={{ base: 'block' }}>
            {pro.error ? <ErrorState message={MESSAGING_TEXTS.summaryFailed} onRetry={pro.reload} /> : !pro.data ? <LoadingState /> : <ProPanel pro={pro.data} top={top} employerId={null} jobApplicantId={current.jobApplicantId} />}
          </Box>
        )}
      </Grid>
      )}
    </Box>
  );
}
