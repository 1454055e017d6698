import { ROLES } from '@floorhire/rules';
import { ConversationHeaderListSchema, ConversationHeadersQuerySchema, EmployerIdParamsSchema } from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import { headersOf } from './conversations.service';

// Conversation headers of one employer (spec 002 §7 Messaging: GET
// /conversation/employer/{employerId}/headers with conversationIds). Ids that are not the
// employer's are simply absent, so asking each of one's employers finds a conversation's owner.
// docs/decisions/133-conversation-headers.md.

const headers = route({
  method: 'GET',
  url: '/conversation/employer/:employerId/headers',
  summary: "Headers of the employer's conversations among conversationIds (JSON-encoded), newest activity first",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'employerId' },
  params: EmployerIdParamsSchema,
  query: ConversationHeadersQuerySchema,
  response: ConversationHeaderListSchema,
  handler: (ctx) => headersOf(ctx.db, ctx.params.employerId, ctx.query.conversationIds),
});

export const conversationRoutes: readonly RouteDef[] = [headers];
