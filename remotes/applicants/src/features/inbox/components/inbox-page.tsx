import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@floorhire/router';
import { Badge, Box, Button, Card, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { formatDate, formatRelativeShort } from '@floorhire/rules';
import { INBOX_TEXTS, type ActionItem } from '@floorhire/domain-applications';
import { EmptyState, ErrorState, LoadingState, useApi } from '@floorhire/remote-kit';
import { useViewer } from '#app/lib/use-viewer';
import { REMOTE_TEXTS as T } from '#app/texts';
import { patchNotification } from '../api/patch-notification';
import { useActionItem, useInbox } from '../hooks/use-inbox';

const itemHref = (id: number) => `/employer?actionItemId=${id}`;

/** /employer: the inbox of action items (spec 001 §2); ?actionItemId selects one. */
export function InboxPage() {
  const viewer = useViewer();
  const api = useApi();
  const { notify } = useRemoteProps();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selectedId = Number(params.get('actionItemId')) || null;
  const [version, setVersion] = useState(0);
  const list = useInbox(viewer.userId, viewer.employerId);
  const selected = useActionItem(selectedId, version);
  const [busy, setBusy] = useState(false);
  const items = list.data?.items ?? [];
  const listRef = useRef<HTMLDivElement>(null);
  // Keyboard users land on the first item of the page they asked for, not back at the top.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('ul li a')[from]?.focus();
  }, [items.length]);
  const loadMore = () => {
    focusFrom.current = items.length;
    void list.loadMore();
  };
  useEffect(() => {
    if (list.loadMoreFailed) notify({ kind: 'alert', type: 'error', message: INBOX_TEXTS.fetchIssue });
  }, [list.loadMoreFailed, notify]);

  const mark = async (item: ActionItem, read: boolean) => {
    setBusy(true);
    try {
      const answer = await patchNotification(api, item.id, read);
      notify({ kind: 'snackbar', type: 'success', message: answer.message });
      if (answer.removed) {
        const next = selected.data?.nextId ?? selected.data?.previousId ?? null;
        list.mutate((current) => current && { ...current, items: current.items.filter((i) => i.id !== item.id), count: current.count - 1, unread: Math.max(0, current.unread - (item.read ? 0 : 1)) });
        navigate(next ? itemHref(next) : '/employer', { replace: true });
      } else {
        list.mutate((current) => current && { ...current, items: current.items.map((i) => (i.id === item.id ? { ...i, read, seen: i.seen || read } : i)), unread: Math.max(0, current.unread + (read ? -1 : 1)) });
        setVersion((v) => v + 1);
      }
    } catch {
      notify({ kind: 'alert', type: 'error', message: INBOX_TEXTS.updateIssue });
    } finally {
      setBusy(false);
    }
  };

  const detail = selectedId !== null && (
    <Card.Root size="sm" data-testid="action-item">
      <Card.Body>
        {selected.error ? (
          <ErrorState message={selected.error.statusCode === 404 ? T.notFound : INBOX_TEXTS.fetchFailed} onRetry={selected.reload} />
        ) : !selected.data ? (
          <LoadingState />
        ) : (
          <Stack gap="3">
            <HStack justify="space-between" wrap="wrap">
              <Badge>{selected.data.item.type}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {formatDate(selected.data.item.createTs)}
              </Text>
            </HStack>
            <Heading as="h2" size="md">
              {selected.data.item.title}
            </Heading>
            {selected.data.item.jobTitle && <Text color="fg.muted">{selected.data.item.jobTitle}</Text>}
            <Flex gap="2" wrap="wrap">
              <Button asChild size="sm">
                <RouterLink to={selected.data.item.url}>{T.open}</RouterLink>
              </Button>
              <Button size="sm" variant="outline" loading={busy} onClick={() => void mark(selected.data!.item, !selected.data!.item.read)}>
                {selected.data.item.read ? T.markUnread : T.markRead}
              </Button>
            </Flex>
            <HStack justify="space-between">
              <Button size="sm" variant="ghost" disabled={!selected.data.previousId} onClick={() => selected.data?.previousId && navigate(itemHref(selected.data.previousId))}>
                ← {T.previous}
              </Button>
              <Button size="sm" variant="ghost" disabled={!selected.data.nextId} onClick={() => selected.data?.nextId && navigate(itemHref(selected.data.nextId))}>
                {T.next} →
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );

  return (
    <Stack gap="4" p={{ base: 3, md: 6 }} data-testid="inbox">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {T.inbox}
        </Heading>
        {list.data && list.data.unread > 0 && <Badge colorPalette="green">{T.unread(list.data.unread)}</Badge>}
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="4" alignItems="start">
        <Box display={{ base: selectedId !== null ? 'none' : 'block', md: 'block' }}>
          {list.error ? (
            <ErrorState message={INBOX_TEXTS.fetchIssue} onRetry={list.reload} />
          ) : !list.data ? (
            <LoadingState />
          ) : items.length === 0 ? (
            <EmptyState title={T.noActionItems} />
          ) : (
            <Stack gap="3" ref={listRef}>
              <Stack as="ul" listStyleType="none" gap="1" data-testid="action-items">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link
                      asChild
                      display="block"
                      p="2"
                      borderRadius="md"
                      textDecoration="none"
                      color="fg"
                      bg={item.id === selectedId ? 'brand.subtle' : undefined}
                      _hover={{ bg: 'bg.muted' }}
                      aria-current={item.id === selectedId ? 'true' : undefined}
                    >
                      <RouterLink to={itemHref(item.id)}>
                        <HStack justify="space-between" align="flex-start" gap="2">
                          <Text fontWeight={item.read ? 'normal' : 'semibold'} lineClamp={2}>
                            {!item.read && (
                              <Box as="span" display="inline-block" w="2" h="2" borderRadius="full" bg="brand.solid" me="2" aria-label="unread" />
                            )}
                            {item.title}
                          </Text>
                          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                            {formatRelativeShort(item.createTs)}
                          </Text>
                        </HStack>
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
              {list.hasMore && (
                <Stack gap="1" align="center">
                  <Text fontSize="sm" color="fg.muted" aria-live="polite">
                    {T.shownOf(items.length, list.data.count)}
                  </Text>
                  <Button size="sm" variant="outline" w={{ base: 'full', md: 'auto' }} loading={list.loadingMore} onClick={loadMore}>
                    {T.loadMore}
                  </Button>
                </Stack>
              )}
            </Stack>
          )}
        </Box>
        {selectedId !== null ? (
          <Stack gap="2">
            <Box display={{ base: 'block', md: 'none' }}>
              <Button size="sm" variant="ghost" asChild>
                <RouterLink to="/employer">← {T.inbox}</RouterLink>
              </Button>
            </Box>
            {detail}
          </Stack>
        ) : null}
      </Grid>
    </Stack>
  );
}
