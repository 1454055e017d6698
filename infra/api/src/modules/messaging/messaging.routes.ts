import * as v from 'valibot';
import { ROLES } from '@floorhire/rules';
import { ConversationHeaderListSchema, ConversationHeadersQuerySchema, EmployerIdParamsSchema } from '@floorhire/schemas';
import {
  ConversationIdAnswerSchema,
  ConversationStatusAnswerSchema,
  ConversationStatusBodySchema,
  ConversationListQuerySchema,
  ConversationPageSchema,
  ConversationParamsSchema,
  CreateConversationBodySchema,
  EmployerProParamsSchema,
  InboundSmsSchema,
  JobSummariesQuerySchema,
  JobSummaryListSchema,
  MessagePageSchema,
  MessagesQuerySchema,
  MESSAGING_API_TEXTS,
  ProPanelSchema,
  ReadAnswerSchema,
  SendMessageBodySchema,
  SentMessageSchema,
  SimulatorPhonesSchema,
  SimulatorQuerySchema,
  SimulatorReplyBodySchema,
  SimulatorThreadSchema,
  StaffConversationMessageBodySchema,
  StaffHeadersQuerySchema,
  StaffMessageBodySchema,
  StaffMessageFilterQuerySchema,
  StaffMessageListSchema,
  StaffUserSearchQuerySchema,
} from '@floorhire/domain-messaging';
import { forbidden } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import {
  conversationIdFor,
  createConversation,
  headersOf,
  jobSummaries,
  listConversations,
  markRead,
  messagesOf,
  proPanel,
  receiveSms,
  sendMessage,
  setConversationStatus,
  simulateReply,
  simulatorPhones,
  simulatorThread,
  staffConversations,
  staffMessages,
  staffSearch,
  verifySignature,
} from './messaging.service';

// The conversation service (spec 002 §7 Messaging) with the roles and tenancy of §6: employer
// users reach their employers' conversations, staff every one. Routes naming a conversation
// load it and answer 404 for another employer's (docs/decisions/220-conversation-service.md).

export const CONVERSATION_TENANCY = { kind: 'custom', why: "the conversation must be one of the caller's employers' (404 otherwise); staff reach all" } as const;

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

const list = route({
  method: 'GET',
  url: '/conversation',
  summary: "The employer's conversations (filter employer-conversations): one bucket of spec 002 §2, newest activity first, paged by limit/skip",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'query', key: 'employerId' },
  query: ConversationListQuerySchema,
  response: ConversationPageSchema,
  errors: [403],
  handler: (ctx) => listConversations(ctx.db, ctx.query.employerId, ctx.query.filter),
});

const conversationOfPro = route({
  method: 'GET',
  url: '/employer/:employerId/user-profile/:userProfileId/conversation',
  summary: "The employer's conversation with a pro (conversationId null when there is none yet) and the pro's name; 404 for a user who is not a pro",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'employerId' },
  params: EmployerProParamsSchema,
  response: ConversationIdAnswerSchema,
  errors: [404],
  handler: (ctx) => conversationIdFor(ctx.db, ctx.requireAuth(), ctx.params.employerId, ctx.params.userProfileId),
});

const create = route({
  method: 'POST',
  url: '/employer/:employerId/conversation',
  summary: "Message a pro: the employer's conversation with them (made when new) gets the message, sent by SMS",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'employerId' },
  params: EmployerIdParamsSchema,
  body: CreateConversationBodySchema,
  response: SentMessageSchema,
  status: 201,
  errors: [403, 404],
  handler: (ctx) => createConversation(ctx.db, ctx.requireAuth(), ctx.params.employerId, ctx.body),
});

const send = route({
  method: 'POST',
  url: '/conversation/:id/message',
  summary: 'Send a message in a conversation (senderId is the caller); it goes to the pro by SMS',
  access: [ROLES.userEmployer],
  tenancy: CONVERSATION_TENANCY,
  params: ConversationParamsSchema,
  body: SendMessageBodySchema,
  response: SentMessageSchema,
  status: 201,
  errors: [403, 404],
  handler: (ctx) => sendMessage(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body),
});

const messages = route({
  method: 'GET',
  url: '/message/conversation/:id/messages',
  summary: 'Messages of a conversation, 20 a page counted from the newest (page 1 first), oldest first within a page; afterId for live catch-up',
  access: [ROLES.userEmployer],
  tenancy: CONVERSATION_TENANCY,
  params: ConversationParamsSchema,
  query: MessagesQuerySchema,
  response: MessagePageSchema,
  errors: [404],
  handler: (ctx) => messagesOf(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.query),
});

const readRoute = (read: boolean) =>
  route({
    method: 'POST',
    url: `/conversation/:id/${read ? 'read' : 'unread'}`,
    summary: `Mark a conversation ${read ? 'read' : 'unread'} (the Employer-Id header, when sent, must be its employer)`,
    access: [ROLES.userEmployer],
    tenancy: CONVERSATION_TENANCY,
    params: ConversationParamsSchema,
    response: ReadAnswerSchema,
    errors: [400, 404],
    handler: (ctx) => markRead(ctx.db, ctx.requireAuth(), ctx.params.id, read, ctx.req.headers['employer-id']),
  });

const summaries = route({
  method: 'GET',
  url: '/job-summaries',
  summary: "Job summaries of conversations (job, applicant status, pro names); the Employer-Id header narrows them to that employer's",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: "only conversations of the caller's employers are answered; others are absent" },
  query: JobSummariesQuerySchema,
  response: JobSummaryListSchema,
  errors: [403],
  handler: (ctx) => jobSummaries(ctx.db, ctx.requireAuth(), ctx.query.conversationIds, ctx.req.headers['employer-id']),
});

const panel = route({
  method: 'GET',
  url: '/conversation/:id/pro',
  summary: 'The pro info panel of a conversation: contact, opt-out, applications to this employer, work, education, top 3 matches with the preferred job title',
  access: [ROLES.userEmployer],
  tenancy: CONVERSATION_TENANCY,
  params: ConversationParamsSchema,
  response: ProPanelSchema,
  errors: [404],
  handler: (ctx) => proPanel(ctx.db, ctx.requireAuth(), ctx.params.id),
});

// ── Staff (spec 002 §7 "Staff messaging") ──

const STAFF = { kind: 'none', why: 'staff only' } as const;

const staffHeaders = route({
  method: 'GET',
  url: '/conversation/admin/headers',
  summary: "Staff: every employer's conversations, newest activity first",
  access: [ROLES.userAdmin],
  tenancy: STAFF,
  query: StaffHeadersQuerySchema,
  response: ConversationPageSchema,
  handler: (ctx) => staffConversations(ctx.db, ctx.query.filter.limit, ctx.query.filter.skip),
});

const staffSendInConversation = route({
  method: 'POST',
  url: '/conversation/admin/:id/message',
  summary: 'Staff: send a message in any conversation',
  access: [ROLES.userAdmin],
  tenancy: STAFF,
  params: ConversationParamsSchema,
  body: StaffConversationMessageBodySchema,
  response: SentMessageSchema,
  status: 201,
  errors: [403, 404],
  handler: (ctx) => sendMessage(ctx.db, ctx.requireAuth(), ctx.params.id, { message: ctx.body.message }),
});

const staffStatus = route({
  method: 'PUT',
  url: '/conversation/admin/:id/status',
  summary: 'Staff: disable a conversation (every send to it is refused) or make it active again',
  access: [ROLES.userAdmin],
  tenancy: STAFF,
  params: ConversationParamsSchema,
  body: ConversationStatusBodySchema,
  response: ConversationStatusAnswerSchema,
  errors: [404],
  handler: (ctx) => setConversationStatus(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body.status),
});

const staffSend = route({
  method: 'POST',
  url: '/message',
  summary: 'Staff: send a message (senderId, conversationId, message)',
  access: [ROLES.userAdmin],
  tenancy: STAFF,
  body: StaffMessageBodySchema,
  response: SentMessageSchema,
  status: 201,
  errors: [403, 404],
  handler: (ctx) => sendMessage(ctx.db, ctx.requireAuth(), ctx.body.conversationId, { senderId: ctx.body.senderId, message: ctx.body.message }),
});

const staffRecent = route({
  method: 'GET',
  url: '/message',
  summary: 'Staff: the newest messages of every conversation (filter createTsLte the first fetch time, limit, skip or offset)',
  access: [ROLES.userAdmin],
  tenancy: STAFF,
  query: StaffMessageFilterQuerySchema,
  response: StaffMessageListSchema,
  handler: (ctx) => staffMessages(ctx.db, null, ctx.query.filter),
});

const staffUserSearch = route({
  method: 'GET',
  url: '/message/user',
  summary: "Staff: conversations by the pro's name (a space splits first and last name) or by conversation id",
  access: [ROLES.userAdmin],
  tenancy: STAFF,
  query: StaffUserSearchQuerySchema,
  response: ConversationPageSchema,
  handler: (ctx) => staffSearch(ctx.db, ctx.query.filter.search),
});

const staffConversationMessages = route({
  method: 'GET',
  url: '/message/conversation/:id',
  summary: 'Staff: messages of one conversation, order id desc (filter createTsLte, limit, skip or offset)',
  access: [ROLES.userAdmin],
  tenancy: STAFF,
  params: ConversationParamsSchema,
  query: StaffMessageFilterQuerySchema,
  response: StaffMessageListSchema,
  handler: (ctx) => staffMessages(ctx.db, ctx.params.id, ctx.query.filter),
});

// ── SMS: the provider's webhook and the local phone simulator (docs/decisions/221-two-way-sms.md) ──

const inbound = route({
  method: 'POST',
  url: '/sms/inbound',
  summary: 'Inbound SMS webhook (Twilio form fields From, To, Body, MessageSid; X-Twilio-Signature checked): keywords change consent, other replies land in the conversation',
  access: 'public',
  tenancy: { kind: 'custom', why: 'the provider signs the request; the sender number decides the conversation' },
  body: InboundSmsSchema,
  errors: [403],
  handler: async (ctx) => {
    const raw = Object.fromEntries(Object.entries((ctx.req.body ?? {}) as Record<string, unknown>).map(([k, val]) => [k, String(val)]));
    const signature = ctx.req.headers['x-twilio-signature'];
    if (!verifySignature(ctx.deps.config, raw, Array.isArray(signature) ? signature[0] : signature)) throw forbidden(MESSAGING_API_TEXTS.invalidSignature);
    const outcome = await receiveSms(ctx.db, { from: ctx.body.From, body: ctx.body.Body, providerMessageId: ctx.body.MessageSid });
    ctx.req.log.info({ outcome: outcome.kind }, 'inbound sms');
    // TwiML: an empty response sends nothing back (carriers answer STOP/START themselves).
    return ctx.reply.header('content-type', 'text/xml; charset=utf-8').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  },
});

const simulatorPhonesRoute = route({
  method: 'GET',
  url: '/sms/simulator/phones',
  summary: 'Phone simulator (local SMS adapter only, staff): numbers the product texted lately',
  access: [ROLES.userAdmin],
  tenancy: STAFF,
  response: SimulatorPhonesSchema,
  errors: [403],
  handler: (ctx) => simulatorPhones(ctx.db, ctx.deps.config),
});

const simulatorThreadRoute = route({
  method: 'GET',
  url: '/sms/simulator/thread',
  summary: 'Phone simulator (local SMS adapter only, staff): what one phone received and sent',
  access: [ROLES.userAdmin],
  tenancy: STAFF,
  query: SimulatorQuerySchema,
  response: SimulatorThreadSchema,
  errors: [400, 403],
  handler: (ctx) => simulatorThread(ctx.db, ctx.deps.config, ctx.query.phone),
});

const simulatorReply = route({
  method: 'POST',
  url: '/sms/simulator/reply',
  summary: 'Phone simulator (local SMS adapter only, staff): reply as the phone, through the signed webhook path',
  access: [ROLES.userAdmin],
  tenancy: STAFF,
  body: SimulatorReplyBodySchema,
  response: v.object({ kind: v.string() }),
  status: 201,
  errors: [400, 403],
  handler: async (ctx) => ({ kind: (await simulateReply(ctx.db, ctx.deps.config, ctx.body.phone, ctx.body.message)).kind }),
});

export const conversationRoutes: readonly RouteDef[] = [
  headers,
  list,
  conversationOfPro,
  create,
  send,
  messages,
  readRoute(true),
  readRoute(false),
  summaries,
  panel,
  staffHeaders,
  staffSendInConversation,
  staffStatus,
  staffSend,
  staffRecent,
  staffUserSearch,
  staffConversationMessages,
  inbound,
  simulatorPhonesRoute,
  simulatorThreadRoute,
  simulatorReply,
];
