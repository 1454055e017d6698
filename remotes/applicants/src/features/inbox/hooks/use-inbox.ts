import { useCallback, useEffect, useState } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { useApi, useResource } from '@floorhire/remote-kit';
import { fetchNotification } from '../api/get-notification';
import { fetchNotifications } from '../api/get-notifications';
import { actionItemKey, inboxKey } from '../api/preload-inbox';

/**
 * The inbox list, kept in step with the bus: 'inbox.cleared' empties it at once (then re-reads
 * what the server still holds), 'employer.switched' reloads it for the new employer. It loads a
 * page at a time; loadMore appends the next one (skip = items already shown).
 */
export function useInbox(userProfileId: number | null, employerId: number | null) {
  const api = useApi();
  const { bus } = useRemoteProps();
  const list = useResource(userProfileId === null ? null : inboxKey(userProfileId, employerId), (signal) => fetchNotifications(api, { userProfileId, employerId }, signal));
  const { mutate, reload } = list;
  useEffect(() => {
    const offCleared = bus.on('inbox.cleared', () => {
      mutate(() => ({ items: [], count: 0, unread: 0 }));
    });
    const offSwitched = bus.on('employer.switched', () => reload());
    return () => {
      offCleared();
      offSwitched();
    };
  }, [bus, mutate, reload]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const shown = list.data?.items.length ?? 0;
  const hasMore = list.data !== undefined && shown < list.data.count;
  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const page = await fetchNotifications(api, { userProfileId, employerId, skip: shown });
      // Items that arrived meanwhile shift the pages; an item already shown is not shown twice.
      mutate((current) => {
        if (!current) return page;
        const known = new Set(current.items.map((i) => i.id));
        return { items: [...current.items, ...page.items.filter((i) => !known.has(i.id))], count: page.count, unread: page.unread };
      });
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [api, userProfileId, employerId, shown, mutate]);
  return { ...list, hasMore, loadMore, loadingMore, loadMoreFailed };
}

export function useActionItem(id: number | null, version: number) {
  const api = useApi();
  return useResource(id === null ? null : actionItemKey(id, version), (signal) => fetchNotification(api, id!, signal));
}
