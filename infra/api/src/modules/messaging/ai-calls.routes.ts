import { ROLES } from '@floorhire/rules';
import { DraftMessageAnswerSchema, DraftMessageBodySchema, DraftMessageParamsSchema, TopMatchesQuerySchema, TopMatchesSchema } from '@floorhire/domain-messaging';
import { route, type RouteDef } from '../../http/route';
import { CONVERSATION_TENANCY } from './messaging.routes';
import { draftMessage, topMatchesOf } from './messaging.service';

// The AI calls of spec 002 §7 that read a conversation (served by the 'ai' base service): the
// top matches of the pro panel and a drafted candidate message. GET /score is the scoring
// module's. docs/decisions/224-ai-drafts-and-top-matches.md.

const topMatches = route({
  method: 'GET',
  url: '/top-matches',
  summary: "The top 3 of the employer's live jobs for the conversation's pro (the pro's job titles first, newest) with the pro's preferred job title",
  access: [ROLES.userEmployer],
  tenancy: CONVERSATION_TENANCY,
  query: TopMatchesQuerySchema,
  response: TopMatchesSchema,
  errors: [404],
  handler: (ctx) => topMatchesOf(ctx.db, ctx.requireAuth(), ctx.query.conversationId),
});

const draft = route({
  method: 'POST',
  url: '/top-matches/conversation/:id/pro/:proId/message',
  summary: "Draft a message to the conversation's pro (proId = the pro's user profile id) from resume, previousMessages, jobCity, jobState; nothing is sent",
  access: [ROLES.userEmployer],
  tenancy: CONVERSATION_TENANCY,
  params: DraftMessageParamsSchema,
  body: DraftMessageBodySchema,
  response: DraftMessageAnswerSchema,
  // Nothing is created: the draft is only answered.
  status: 200,
  errors: [404],
  // A model call costs money: a burst of clicks should not become a burst of generations.
  rateLimit: { max: 30, windowMs: 60_000, key: () => 'draft-message' },
  handler: (ctx) => draftMessage(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.proId, ctx.body, ctx.req.log),
});

export const aiCallRoutes: readonly RouteDef[] = [topMatches, draft];
