import type { OutboxMessageDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { outboxMessage, listOutbox as readListOutbox } from './help-desk.repository';

// Staff tools of the help desk: what the product sent, e.g. to click a magic link for a user.


export async function sentMessage(q: Queryable, id: number): Promise<OutboxMessageDto> {
  const message = await outboxMessage(q, id);
  if (!message) throw notFound();
  return message;
}

/** The messages the product sent, newest first. */
export function listOutbox(q: Queryable, f: Parameters<typeof readListOutbox>[1]): Promise<{ items: OutboxMessageDto[]; count: number }> {
  return readListOutbox(q, f);
}
