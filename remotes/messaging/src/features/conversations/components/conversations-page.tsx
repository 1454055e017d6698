import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Grid, Heading, HStack, Text } from '@floorhire/ui';
import { useLocation, useNavigate, useSearchParams } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import {
  CONVERSATION_BUCKETS,
  CONVERSATION_PAGE_SIZE,
  DEFAULT_BUCKET,
  MESSAGING_TEXTS,
  moveToTop,
  type ConversationBucket,
  type ConversationListItem,
  type Message,
} from '@floorhire/domain-messaging';
import { ErrorState, LoadingState, useApi, useResource, useViewer } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { fetchConversations } from '../api/get-conversations';
import { fetchProPanel } from '#app/api/get-pro-panel';
import { fetchTopMatches } from '#app/api/ai';
import { markConversation } from '../api/mark-read';
import { useConversationEvents } from '#app/lib/use-conversation-events';
import { useThread } from '../hooks/use-thread';
import { BucketFilter } from './bucket-filter';
import { ConversationListView } from '#app/components/conversation-list-view';
import { MessageThread } from './message-thread';
import { ProPanel } from '#app/components/pro-panel';
import { MessageInbox } from './message-inbox';
import { landingFor, readLanding, rememberLanding, type LandingChoice } from '#app/lib/landing-choice';

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

const asId = (value: string | null) => (value && /^\d+$/u.test(value) ? Number(value) : null);
const asBucket = (value: string | null): ConversationBucket => (CONVERSATION_BUCKETS as readonly string[]).includes(value ?? '') ? (value as ConversationBucket) : DEFAULT_BUCKET;

/**
 * The conversations screen (spec 002 §2): filter, conversation list, messages and the pro info
 * panel. On a phone it shows the list or the current conversation. Deep links (spec 000 §2.2):
 * ?conversationId=&employerId= (the shell switches the employer), ?jobApplicantId= and
 * /employer/messages/resume?jobApplicantId= (the pro panel first on a phone).
 */
export function ConversationsPage() {
  const api = useApi();
  const viewer = useViewer();
  const { notify } = useRemoteProps();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const employerId = viewer.employerId;
  const bucket = asBucket(params.get('bucket'));
  const selectedId = asId(params.get('conversationId'));
  const jobApplicantId = asId(params.get('jobApplicantId'));
  const [limit, setLimit] = useState(CONVERSATION_PAGE_SIZE);
  const [showPro, setShowPro] = useState(location.pathname.endsWith('/resume'));
  const landing = landingFor(params.get('view'), readLanding(browserStorage(), viewer.userId));
  const [inboxRevision, setInboxRevision] = useState(0);
  const choose = (choice: LandingChoice) => {
    rememberLanding(browserStorage(), viewer.userId, choice);
    const next = new URLSearchParams(params);
    next.set('view', choice);
    next.delete('conversationId');
    next.delete('jobApplicantId');
    setParams(next);
  };

  useEffect(() => {
    if (viewer.isStaff) navigate('/admin/messages', { replace: true });
  }, [viewer.isStaff, navigate]);

  const list = useResource(employerId === null ? null : `list:${employerId}:${bucket}:${limit}`, (signal) =>
    fetchConversations(api, employerId!, { bucket, limit, skip: 0 }, signal),
  );
  // A deep-linked conversation may sit in another bucket: read it by id.
  const inList = list.data?.conversations.find((c) => c.conversationId === selectedId);
  const single = useResource(employerId === null || (selectedId === null && jobApplicantId === null) || inList ? null : `one:${employerId}:${selectedId ?? ''}:${jobApplicantId ?? ''}`, (signal) =>
    fetchConversations(api, employerId!, { bucket: DEFAULT_BUCKET, limit: 1, skip: 0, conversationId: selectedId ?? undefined, jobApplicantId: selectedId === null ? (jobApplicantId ?? undefined) : undefined }, signal),
  );
  const current: ConversationListItem | undefined = inList ?? single.data?.conversations[0];
  const currentId = current?.conversationId ?? null;
  const thread = useThread(currentId);
  const pro = useResource(currentId === null ? null : `pro:${currentId}`, (signal) => fetchProPanel(api, currentId!, signal));
  const top = useResource(currentId === null ? null : `top:${currentId}`, (signal) => fetchTopMatches(api, currentId!, signal));

  const select = useCallback(
    (id: number | null) => {
      const next = new URLSearchParams(params);
      next.delete('jobApplicantId');
      if (id === null) next.delete('conversationId');
      else next.set('conversationId', String(id));
      setParams(next, { replace: id === null });
    },
    [params, setParams],
  );

  const patchListItem = useCallback(
    (id: number, patch: Partial<ConversationListItem>) => {
      list.mutate((data) => data && { ...data, conversations: data.conversations.map((c) => (c.conversationId === id ? { ...c, ...patch } : c)) });
      single.mutate((data) => data && { ...data, conversations: data.conversations.map((c) => (c.conversationId === id ? { ...c, ...patch } : c)) });
    },
    [list, single],
  );

  const setRead = useCallback(
    async (item: ConversationListItem, read: boolean, quiet = false) => {
      if (employerId === null) return;
      try {
        await markConversation(api, item.conversationId, employerId, read);
        patchListItem(item.conversationId, { read });
      } catch {
        if (!quiet || read) notify({ kind: 'snackbar', type: 'error', message: read ? MESSAGING_TEXTS.markReadFailed : MESSAGING_TEXTS.markUnreadFailed, duration: 4000 });
      }
    },
    [api, employerId, notify, patchListItem],
  );

  // Opening an unread conversation reads it.
  useEffect(() => {
    if (current && !current.read) void setRead(current, true, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation opened
  }, [currentId]);

  const onSent = (message: Message) => {
    const moved = list.data ? moveToTop(list.data.conversations, message.conversationId, { latestMessageText: message.message, activeTs: message.createTs, read: true }) : null;
    if (moved && list.data) list.setData({ ...list.data, conversations: moved });
    else list.reload();
  };

  const status = useConversationEvents(employerId, {
    onMessage: (event) => {
      list.reload();
      if (event.direction === 'inbound') setInboxRevision((n) => n + 1);
      if (event.conversationId === currentId) {
        void thread.catchUp().then(() => {
          if (event.direction === 'inbound' && current) void setRead(current, true, true);
        });
      }
    },
    onRead: (event) => patchListItem(event.conversationId, { read: event.read }),
    onResync: () => {
      list.reload();
      void thread.catchUp().catch(() => undefined);
    },
  });

  if (employerId === null) return null;
  const hasSelection = selectedId !== null || jobApplicantId !== null;
  const notFound = hasSelection && !current && single.data && single.data.conversations.length === 0;
  const showInbox = landing === 'employer-inbox' && !hasSelection;

  return (
    <Box p={{ base: 3, md: 4 }}>
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {T.title}
        </Heading>
        <Text fontSize="xs" color="fg.muted" aria-live="polite" data-testid="stream-status" data-status={status}>
          {status === 'open' ? T.live : status === 'reconnecting' ? T.reconnecting : ''}
        </Text>
      </HStack>
      <HStack role="group" aria-label={T.landingChoice} gap="2" mb="3">
        {(['employer-inbox', 'conversations'] as const).map((choice) => (
          <Button key={choice} size="sm" variant={(showInbox ? 'employer-inbox' : 'conversations') === choice ? 'solid' : 'outline'} aria-pressed={(showInbox ? 'employer-inbox' : 'conversations') === choice} onClick={() => choose(choice)}>
            {choice === 'employer-inbox' ? T.inboxView : T.conversations}
          </Button>
        ))}
      </HStack>
      {showInbox ? (
        <MessageInbox employerId={employerId} revision={inboxRevision} />
      ) : (
      <Grid templateColumns={{ base: '1fr', md: '170px 250px minmax(0, 1fr)', xl: '160px 260px minmax(0, 1fr) 280px' }} gap="4" alignItems="start">
        <Box display={{ base: hasSelection ? 'none' : 'block', md: 'block' }}>
          <BucketFilter
            value={bucket}
            onChange={(b) => {
              const next = new URLSearchParams(params);
              next.set('bucket', b);
              setParams(next, { replace: true });
              setLimit(CONVERSATION_PAGE_SIZE);
            }}
          />
        </Box>
        <Box as="section" aria-label={T.conversations} display={{ base: hasSelection ? 'none' : 'block', md: 'block' }} maxH={{ md: '75vh' }} overflowY={{ md: 'auto' }}>
          {list.error ? (
            <ErrorState message={MESSAGING_TEXTS.fetchConversationsFailed} onRetry={list.reload} />
          ) : !list.data ? (
            <LoadingState />
          ) : (
            <>
              <ConversationListView items={list.data.conversations} selectedId={currentId} onSelect={(c) => select(c.conversationId)} />
              {list.data.count > list.data.conversations.length && (
                <Button mt="2" size="sm" variant="outline" w="full" onClick={() => setLimit((n) => Math.min(n + CONVERSATION_PAGE_SIZE, 100))}>
                  {T.moreConversations}
                </Button>
              )}
            </>
          )}
        </Box>
        <Box as="section" aria-label={T.messagesPanel} display={{ base: hasSelection ? 'block' : 'none', md: 'block' }} minW="0">
          <Button display={{ base: 'inline-flex', md: 'none' }} size="sm" variant="ghost" mb="2" onClick={() => select(null)}>
            ← {T.backToList}
          </Button>
          {single.error || notFound ? (
            <ErrorState message={MESSAGING_TEXTS.loadConversationFailed} />
          ) : !current ? (
            hasSelection ? <LoadingState /> : <Text color="fg.muted">{T.chooseConversation}</Text>
          ) : (
            <>
              <MessageThread
                conversation={current}
                thread={thread}
                viewer={viewer}
                onSent={onSent}
                onRefused={pro.reload}
                onToggleRead={() => void setRead(current, !current.read)}
                pro={pro.data}
                top={top.data}
              />
              <Button display={{ base: 'inline-flex', xl: 'none' }} mt="3" size="sm" variant="outline" aria-expanded={showPro} onClick={() => setShowPro((s) => !s)}>
                {showPro ? T.hideProInfo : T.showProInfo}
              </Button>
            </>
          )}
        </Box>
        {current && (
          <Box as="aside" aria-label={T.proInfo} display={{ base: showPro ? 'block' : 'none', xl: 'block' }} gridColumn={{ md: '1 / -1', xl: 'auto' }}>
            {pro.error ? <ErrorState message={MESSAGING_TEXTS.summaryFailed} onRetry={pro.reload} /> : !pro.data ? <LoadingState /> : <ProPanel pro={pro.data} top={top} employerId={employerId} jobApplicantId={current.jobApplicantId} />}
          </Box>
        )}
      </Grid>
      )}
    </Box>
  );
}
