import { useEffect } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { useApi } from '#app/components/use-api';
import { useResource } from '#app/components/use-resource';
import { fetchNotification } from '../api/get-notification';
import { fetchNotifications } from '../api/get-notifications';

/**
 * The inbox list, kept in step with the bus: 'inbox.cleared' empties it at once (then re-reads
 * what the server still holds), 'employer.switched' reloads it for the new employer.
 */
export function useInbox(userProfileId: number | null, employerId: number | null) {
  const api = useApi();
  const { bus } = useRemoteProps();
  const list = useResource(userProfileId === null ? null : `inbox:${userProfileId}:${employerId}`, (signal) => fetchNotifications(api, { userProfileId, employerId }, signal));
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
  return list;
}

export function useActionItem(id: number | null, version: number) {
  const api = useApi();
  return useResource(id === null ? null : `item:${id}:${version}`, (signal) => fetchNotification(api, id!, signal));
}
