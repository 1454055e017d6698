import type { OutboxMessageDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { outboxMessage } from './help-desk.repository';

// Staff tools of the help desk: what the product sent, e.g. to click a magic link for a user.

export { listOutbox } from './help-desk.repository';

export async function sentMessage(q: Queryable, id: number): Promise<OutboxMessageDto> {
  const message = await outboxMessage(q, id);
  if (!message) throw notFound();
  return message;
}
