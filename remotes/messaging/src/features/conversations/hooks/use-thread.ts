import { useCallback } from 'react';
import { FIRST_MESSAGE_PAGE, mergeMessages } from '@floorhire/domain-messaging';
import { useApi, useResource } from '@floorhire/remote-kit';
import { toThreadItem, type ThreadItem } from '#app/lib/thread';
import { fetchMessages } from '../api/get-messages';

export interface Thread {
  items: ThreadItem[];
  /** The page counter of spec 002 §9: starts at 1 and goes forward (older). */
  page: number;
  count: number;
}

/**
 * One conversation's messages: page 1 on open, older pages on demand, and what came after the
 * newest on a live event. Every path merges by id, so nothing shows twice.
 */
export function useThread(conversationId: number | null) {
  const api = useApi();
  const resource = useResource<Thread>(conversationId === null ? null : `thread:${conversationId}`, async (signal) => {
    const page = await fetchMessages(api, conversationId!, { page: FIRST_MESSAGE_PAGE }, signal);
    return { items: page.messages.map((m) => toThreadItem(m)), page: FIRST_MESSAGE_PAGE, count: page.count };
  });
  const { mutate } = resource;

  const merge = useCallback(
    (items: readonly ThreadItem[], patch: Partial<Thread> = {}) =>
      mutate((current) => (current ? { ...current, ...patch, items: mergeMessages(current.items, items) } : current)),
    [mutate],
  );

  const loadEarlier = useCallback(async () => {
    if (conversationId === null || !resource.data) return;
    const next = resource.data.page + 1;
    const page = await fetchMessages(api, conversationId, { page: next });
    merge(page.messages.map((m) => toThreadItem(m)), { page: next, count: page.count });
  }, [api, conversationId, resource.data, merge]);

  const catchUp = useCallback(async () => {
    if (conversationId === null) return;
    const newest = Math.max(0, ...(resource.data?.items ?? []).map((m) => m.id ?? 0));
    const page = await fetchMessages(api, conversationId, { afterId: newest });
    merge(page.messages.map((m) => toThreadItem(m)), { count: page.count });
  }, [api, conversationId, resource.data, merge]);

  return { ...resource, merge, loadEarlier, catchUp };
}
