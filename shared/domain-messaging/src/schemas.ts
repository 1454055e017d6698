import * as v from 'valibot';
import { APPLICANT_STATUSES, MESSAGE_TITLE_MAX, TEMPLATE_STATUSES } from '@floorhire/rules';
import { IdSchema, LimitSchema, SkipSchema, TimestampSchema } from '@floorhire/schemas';
import { CONVERSATION_BUCKETS, MESSAGE_STATUSES, DRAFT_PREVIOUS_MAX, DRAFT_RESUME_MAX, DRAFT_ROLES, MESSAGE_MAX_LENGTH, MESSAGING_SOURCES } from './rules';
import { MESSAGING_API_TEXTS } from './texts';

// The conversation service's API (spec 002 §3, §7 Messaging; spec 001 §7 message templates).

const StatusSchema = v.nullable(v.picklist(APPLICANT_STATUSES));

export const MessageTextSchema = v.pipe(
  v.string(MESSAGING_API_TEXTS.messageRequired),
  v.trim(),
  v.minLength(1, MESSAGING_API_TEXTS.messageRequired),
  v.maxLength(MESSAGE_MAX_LENGTH, MESSAGING_API_TEXTS.messageTooLong(MESSAGE_MAX_LENGTH)),
);

/** Conversation header (spec 002 §3) with the job summary's pro names, for the list. */
export const ConversationListItemSchema = v.object({
  conversationId: v.number(),
  employerId: v.number(),
  employerName: v.string(),
  userProfileId: v.number(),
  latestMessageText: v.nullable(v.string()),
  activeTs: TimestampSchema,
  read: v.boolean(),
  jobId: v.nullable(v.number()),
  jobTitle: v.nullable(v.string()),
  jobApplicantId: v.nullable(v.number()),
  jobApplicantStatus: StatusSchema,
  status: v.picklist(['active', 'disabled']),
  proUserFirstName: v.string(),
  proUserLastName: v.string(),
  proUserProfileId: v.number(),
});
export type ConversationListItem = v.InferOutput<typeof ConversationListItemSchema>;

export const ConversationPageSchema = v.object({ conversations: v.array(ConversationListItemSchema), count: v.number() });
export type ConversationPage = v.InferOutput<typeof ConversationPageSchema>;

/** GET /conversation?employerId=&filter={"type":"employer-conversations","bucket":…,"limit":…,"skip":…}. */
export const ConversationFilterSchema = v.object({
  type: v.optional(v.literal('employer-conversations'), 'employer-conversations'),
  bucket: v.optional(v.picklist(CONVERSATION_BUCKETS, 'Unknown conversation filter'), 'All Open'),
  conversationId: v.optional(IdSchema),
  jobApplicantId: v.optional(IdSchema),
  limit: v.optional(LimitSchema, 25),
  skip: v.optional(SkipSchema, 0),
});
export const ConversationListQuerySchema = v.object({
  employerId: IdSchema,
  filter: v.optional(ConversationFilterSchema, {}),
});

export const StaffHeadersQuerySchema = v.object({
  filter: v.optional(v.object({ limit: v.optional(LimitSchema, 25), skip: v.optional(SkipSchema, 0) }), {}),
});

export const MessageSchema = v.object({
  id: v.number(),
  conversationId: v.number(),
  senderId: v.nullable(v.number()),
  message: v.string(),
  createTs: TimestampSchema,
  status: v.picklist(MESSAGE_STATUSES),
  direction: v.picklist(['outbound', 'inbound']),
  sender: v.nullable(v.object({ id: v.number(), nameFirst: v.string() })),
  /** A bulk send held for quiet hours goes out then (status scheduled, ADR 226). */
  sendAt: v.optional(v.nullable(TimestampSchema), null),
});
export type Message = v.InferOutput<typeof MessageSchema>;

export const MessagePageSchema = v.object({
  messages: v.array(MessageSchema),
  page: v.number(),
  pageSize: v.number(),
  count: v.number(),
});
export type MessagePage = v.InferOutput<typeof MessagePageSchema>;

export const MessagesQuerySchema = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /** Live catch-up: only messages after this id (ignores page). */
  afterId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export const ConversationParamsSchema = v.object({ id: IdSchema });
export const EmployerProParamsSchema = v.object({ employerId: IdSchema, userProfileId: IdSchema });

export const SendMessageBodySchema = v.object({
  senderId: v.optional(IdSchema),
  message: MessageTextSchema,
  /** The client's key for this message: a retried send is stored once. */
  clientKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/u, 'Invalid clientKey'))),
  /** Part of one send to several pros: held during the pro's quiet hours (ADR 226). */
  bulk: v.optional(v.boolean()),
});

export const CreateConversationBodySchema = v.object({
  userProfileId: IdSchema,
  message: MessageTextSchema,
  source: v.optional(v.picklist(MESSAGING_SOURCES)),
  jobId: v.optional(IdSchema),
  clientKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/u, 'Invalid clientKey'))),
  bulk: v.optional(v.boolean()),
});

export const SentMessageSchema = v.object({ conversationId: v.number(), message: MessageSchema });
/** The selection lookup of spec 002 §4: the pair's conversation (null: none yet) and who the pro is. */
export const ConversationIdAnswerSchema = v.object({
  conversationId: v.nullable(v.number()),
  employerName: v.string(),
  /** unlocked: the employer may see the pro (applied or unlocked, ADR 037); the last name is an initial until then. */
  pro: v.object({ userProfileId: v.number(), nameFirst: v.string(), nameLast: v.string(), unlocked: v.boolean() }),
});

export const JobSummarySchema = v.object({
  conversationId: v.number(),
  jobId: v.nullable(v.number()),
  jobTitle: v.nullable(v.string()),
  jobApplicantStatus: StatusSchema,
  proUserFirstName: v.string(),
  proUserLastName: v.string(),
  proUserProfileId: v.number(),
});
export const JobSummaryListSchema = v.array(JobSummarySchema);
export const JobSummariesQuerySchema = v.object({
  conversationIds: v.pipe(v.array(IdSchema, 'conversationIds must be a list of conversation ids'), v.minLength(1, 'conversationIds is required'), v.maxLength(100)),
});

export const ReadAnswerSchema = v.object({ conversationId: v.number(), read: v.boolean() });

/** The pro info panel (spec 002 §2): applications, work, education; notes come from the notes API, top matches from GET /top-matches. */
export const ProPanelSchema = v.object({
  userProfileId: v.number(),
  proId: v.nullable(v.number()),
  nameFirst: v.string(),
  nameLast: v.string(),
  phone: v.string(),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  optedOut: v.boolean(),
  /** True when the employer may not see this pro (no application, no unlock): details withheld. */
  locked: v.boolean(),
  applications: v.array(
    v.object({ id: v.number(), jobId: v.number(), jobTitle: v.string(), status: v.picklist(APPLICANT_STATUSES), createTs: TimestampSchema, url: v.string() }),
  ),
  work: v.array(v.object({ id: v.number(), employerName: v.string(), jobTitle: v.string(), startYYYYMM: v.number(), endYYYYMM: v.nullable(v.number()) })),
  education: v.array(v.object({ id: v.number(), kind: v.string(), school: v.string(), degree: v.nullable(v.string()), endYYYYMM: v.nullable(v.number()) })),
});
export type ProPanel = v.InferOutput<typeof ProPanelSchema>;

// ── Staff messaging (spec 002 §7) ──

export const StaffMessageBodySchema = v.object({ senderId: v.optional(IdSchema), conversationId: IdSchema, message: MessageTextSchema });
/** Spec 002 §3 conversation statuses; staff disable a conversation (no sends) and enable it again. */
export const ConversationStatusBodySchema = v.object({ status: v.picklist(['active', 'disabled'], 'status must be active or disabled') });
export const ConversationStatusAnswerSchema = v.object({ conversationId: v.number(), status: v.picklist(['active', 'disabled']) });

export const StaffConversationMessageBodySchema = v.object({ message: MessageTextSchema });

export const StaffMessageFilterQuerySchema = v.object({
  filter: v.optional(
    v.object({
      createTsLte: v.optional(TimestampSchema),
      limit: v.optional(LimitSchema, 20),
      skip: v.optional(SkipSchema, 0),
      offset: v.optional(SkipSchema),
    }),
    {},
  ),
});
export const StaffUserSearchQuerySchema = v.object({ filter: v.object({ search: v.pipe(v.string(), v.maxLength(120)) }) });
export const StaffMessageListSchema = v.array(v.intersect([MessageSchema, v.object({ employerName: v.string(), proName: v.string() })]));

// ── SMS webhook and simulator ──

/** Twilio's inbound fields (form-encoded); the local adapter posts the same. */
export const InboundSmsSchema = v.object({
  From: v.pipe(v.string(), v.minLength(1)),
  To: v.optional(v.string()),
  Body: v.pipe(v.string(), v.maxLength(MESSAGE_MAX_LENGTH)),
  MessageSid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export const SimulatorReplyBodySchema = v.object({ phone: v.pipe(v.string(), v.minLength(10)), message: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGING_API_TEXTS.messageRequired)) });
export const SimulatorQuerySchema = v.object({ phone: v.pipe(v.string(), v.minLength(10)) });
export const SimulatorThreadSchema = v.object({
  phone: v.string(),
  optedOut: v.boolean(),
  messages: v.array(v.object({ id: v.string(), direction: v.picklist(['to-phone', 'from-phone']), text: v.string(), createTs: TimestampSchema, status: v.string() })),
});
export const SimulatorPhonesSchema = v.array(v.object({ phone: v.string(), name: v.string(), lastTs: TimestampSchema }));

// ── Message templates (spec 001 §3, §7) ──

export const TemplateSchema = v.object({
  id: v.number(),
  title: v.string(),
  message: v.string(),
  isFavorite: v.boolean(),
  status: v.picklist(TEMPLATE_STATUSES),
  type: v.picklist(['product', 'custom']),
  userProfileId: v.nullable(v.number()),
  updateTs: TimestampSchema,
});
export type Template = v.InferOutput<typeof TemplateSchema>;
export const TemplatePageSchema = v.object({ messages: v.array(TemplateSchema), count: v.number() });
export const TemplateQuerySchema = v.object({
  employerId: IdSchema,
  filter: v.optional(v.object({ limit: v.optional(LimitSchema, 5), skip: v.optional(SkipSchema, 0) }), {}),
});
export const TemplateBodySchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter a title'), v.maxLength(MESSAGE_TITLE_MAX, `A title has at most ${MESSAGE_TITLE_MAX} characters`)),
  message: MessageTextSchema,
  isFavorite: v.optional(v.boolean(), false),
  shared: v.optional(v.boolean(), false),
});
export const TemplatePatchSchema = v.partial(v.object({ title: TemplateBodySchema.entries.title, message: MessageTextSchema, isFavorite: v.boolean() }));
export const TemplateStatusBodySchema = v.object({ status: v.picklist(TEMPLATE_STATUSES) });

// ── AI calls (spec 002 §7 AI; docs/decisions/224-ai-drafts-and-top-matches.md) ──

export const TopMatchesQuerySchema = v.object({ conversationId: IdSchema });

/** The employer's live jobs that fit the pro best (spec 002 §2: the top 3 with the preferred job title). */
export const TopMatchesSchema = v.object({
  conversationId: v.number(),
  preferredJobTitle: v.nullable(v.string()),
  matches: v.array(v.object({ id: v.number(), jobTitle: v.string(), city: v.nullable(v.string()), state: v.nullable(v.string()) })),
});
export type TopMatches = v.InferOutput<typeof TopMatchesSchema>;

export const DraftMessageParamsSchema = v.object({ id: IdSchema, proId: IdSchema });

/** Spec 002 §7: resume, previousMessages (role and content), jobCity, jobState. */
export const DraftMessageBodySchema = v.object({
  resume: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(DRAFT_RESUME_MAX, `resume has at most ${DRAFT_RESUME_MAX} characters`)))),
  previousMessages: v.optional(
    v.pipe(
      v.array(v.object({ role: v.picklist(DRAFT_ROLES, `role must be one of ${DRAFT_ROLES.join(', ')}`), content: v.pipe(v.string(), v.maxLength(MESSAGE_MAX_LENGTH)) })),
      v.maxLength(DRAFT_PREVIOUS_MAX, `previousMessages has at most ${DRAFT_PREVIOUS_MAX} messages`),
    ),
    [],
  ),
  jobCity: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100)))),
  jobState: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50)))),
});
export type DraftMessageBody = v.InferInput<typeof DraftMessageBodySchema>;

export const DraftMessageAnswerSchema = v.object({ message: v.string(), jobId: v.nullable(v.number()), generator: v.string() });
export type DraftMessageAnswer = v.InferOutput<typeof DraftMessageAnswerSchema>;
