import type { Message } from '@floorhire/domain-messaging';

/** A message as the thread shows it: sent ones have an id; a failed send is local, id null (spec 002 §4). */
export interface ThreadItem {
  id: number | null;
  createTs: string;
  message: string;
  direction: 'outbound' | 'inbound';
  senderName: string;
  localKey?: string;
  /** Set while a bulk message waits for the pro's morning (ADR 226). */
  scheduledFor?: string;
}

export function toThreadItem(m: Message, localKey?: string): ThreadItem {
  return {
    id: m.id,
    createTs: m.createTs,
    message: m.message,
    direction: m.direction,
    senderName: m.sender?.nameFirst ?? '',
    ...(localKey ? { localKey } : {}),
    ...(m.status === 'scheduled' && m.sendAt ? { scheduledFor: m.sendAt } : {}),
  };
}

export function unsentItem(message: string, localKey: string): ThreadItem {
  return { id: null, createTs: new Date().toISOString(), message, direction: 'outbound', senderName: '', localKey };
}
