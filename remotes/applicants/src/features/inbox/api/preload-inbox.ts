import { preloadResource, type DataPreload } from '@floorhire/remote-kit';
import { fetchNotification } from './get-notification';
import { fetchNotifications } from './get-notifications';

/** useResource keys of the inbox's reads: the preload and the page's hooks share them. */
export const inboxKey = (userProfileId: number | null, employerId: number | null) => `inbox:${userProfileId}:${employerId}`;
export const actionItemKey = (id: number, version: number) => `item:${id}:${version}`;

/**
 * The employer home's first reads, started with the remote's mount (ADR 284): the list, and
 * the item an inbox link (/employer?actionItemId=) opens. The inbox item is the home page's
 * largest paint, so it no longer waits for the page's code and first render.
 */
export const preloadInbox: DataPreload = ({ api, viewer, search }) => {
  if (!viewer.user) return;
  const { userId, employerId } = viewer;
  preloadResource(inboxKey(userId, employerId), (signal) => fetchNotifications(api, { userProfileId: userId, employerId }, signal));
  const selected = Number(search.get('actionItemId')) || null;
  if (selected !== null) preloadResource(actionItemKey(selected, 0), (signal) => fetchNotification(api, selected, signal));
};
