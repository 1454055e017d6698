import { ROLES } from '@floorhire/rules';
import { IdParamsSchema, OutboxListAnswerSchema, OutboxListQuerySchema, OutboxMessageSchema } from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import { listOutbox, sentMessage } from './help-desk.service';

const list = route({
  method: 'GET',
  url: '/help-desk/outbox',
  summary: 'Staff: e-mails and text messages the product sent (newest first), e.g. to click a magic link',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only' },
  query: OutboxListQuerySchema,
  response: OutboxListAnswerSchema,
  handler: (ctx) => listOutbox(ctx.db, ctx.query.filter ?? {}),
});

const one = route({
  method: 'GET',
  url: '/help-desk/outbox/:id',
  summary: 'Staff: one sent message',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only' },
  params: IdParamsSchema,
  response: OutboxMessageSchema,
  errors: [404],
  handler: (ctx) => sentMessage(ctx.db, ctx.params.id),
});

export const outboxRoutes: readonly RouteDef[] = [list, one];
