import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { joinUrl, openEventStream, type EventStreamStatus } from '@floorhire/api-client';
import { useRemoteProps } from '@floorhire/contract';

const MessageEventSchema = v.object({ conversationId: v.number(), messageId: v.number(), direction: v.optional(v.picklist(['outbound', 'inbound'])) });
const ReadEventSchema = v.object({ conversationId: v.number(), read: v.boolean() });

export interface ConversationEventHandlers {
  onMessage(event: v.InferOutput<typeof MessageEventSchema>): void;
  onRead(event: v.InferOutput<typeof ReadEventSchema>): void;
  /** Events may have been missed (the server's log was pruned, or the stream came back): reload. */
  onResync(): void;
}

/**
 * Follows employer:<id> on the platform event stream. openEventStream resumes after the last
 * event on every reconnection (Last-Event-ID) and never hands an event out twice; the handlers
 * merge by message id, so a reload racing an event shows each message once.
 */
export function useConversationEvents(employerId: number | null, handlers: ConversationEventHandlers): EventStreamStatus {
  const { apiBase, session } = useRemoteProps();
  const ref = useRef(handlers);
  const [status, setStatus] = useState<EventStreamStatus>('connecting');
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (employerId === null) return;
    let opened = false;
    const stream = openEventStream({
      url: joinUrl(apiBase.conversations, 'events'),
      topics: [`employer:${employerId}`],
      getAccessToken: () => session.getAccessToken(),
      onUnauthorized: async () => (await session.refresh()) !== null,
      onEvent: (event) => {
        if (event.type === 'conversation.message') {
          const parsed = v.safeParse(MessageEventSchema, event.payload);
          if (parsed.success) ref.current.onMessage(parsed.output);
        } else if (event.type === 'conversation.read') {
          const parsed = v.safeParse(ReadEventSchema, event.payload);
          if (parsed.success) ref.current.onRead(parsed.output);
        }
      },
      onReset: () => ref.current.onResync(),
      onStatus: (next) => {
        setStatus(next);
        // The first open needs nothing; after a reconnection the replay covers the gap, and a
        // catch-up read costs little and covers a server that could not replay.
        if (next === 'open' && opened) ref.current.onResync();
        if (next === 'open') opened = true;
      },
    });
    return () => stream.close();
  }, [employerId, apiBase, session]);
  return status;
}
