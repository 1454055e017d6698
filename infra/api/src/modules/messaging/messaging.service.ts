import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatPhone, linkTo } from '@floorhire/rules';
import {
  MESSAGE_PAGE_SIZE,
  MESSAGING_API_TEXTS,
  MESSAGING_TEXTS,
  TOP_MATCHES_SHOWN,
  messagePageOffset,
  parseMessageUserSearch,
  smsKeyword,
  tenDigitPhone,
  type ConversationBucket,
  type ConversationListItem,
  type Message,
  type MessagePage,
  type ProPanel,
  type TopMatches,
  type DraftMessageAnswer,
  type DraftMessageBodySchema,
  MESSAGE_MAX_LENGTH,
} from '@floorhire/domain-messaging';
import type { ConversationHeader } from '@floorhire/schemas';
import type * as v from 'valibot';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../auth/tokens';
import type { ApiConfig } from '../../config';
import type { Db, Queryable, Tx } from '../../db';
import { queueSms } from '../../delivery/outbox';
import { publish } from '../../events';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { employerNameOf } from '../employer';
import { employerOfJob } from '../jobs';
import { assertSubscribed } from '../subscription';
import { employerMaySeePro, prosVisibleToEmployers } from '../users';
import { draftCandidateMessage } from '../ai';
import { quietHoursRelease } from './quiet-hours';
import { addMessageItem } from '../inbox';
import * as repo from './messaging.repository';

// The conversation service (spec 002 §4, §6, §7 Messaging). Every write is one transaction that
// also queues the SMS in the outbox and publishes the platform event, so a message is stored,
// sent and announced together or not at all. docs/decisions/220-conversation-service.md.

export const CONVERSATION_MESSAGE_EVENT = 'conversation.message';
export const CONVERSATION_READ_EVENT = 'conversation.read';
export const CONVERSATION_STATUS_EVENT = 'conversation.status';
const STOP_FOOTER = 'Reply STOP to opt out.';
/** The error type of a conversation refused for a pro the employer may not see (ADR 037). */
export const PRO_LOCKED_ERROR = 'ProLocked';

const iso = (d: Date) => new Date(d).toISOString();

function toMessage(r: repo.MessageRow): Message {
  return {
    id: r.id,
    conversationId: r.conversation_id,
    senderId: r.sender_id,
    message: r.content,
    createTs: iso(r.create_ts),
    status: r.status,
    direction: r.direction,
    sender: r.sender_id !== null ? { id: r.sender_id, nameFirst: r.sender_first ?? '' } : null,
    sendAt: r.send_at ? iso(r.send_at) : null,
  };
}

function toListItem(r: repo.ListRow): ConversationListItem {
  return {
    conversationId: r.id,
    employerId: r.employer_id,
    employerName: r.employer_name,
    userProfileId: r.user_profile_id,
    latestMessageText: r.latest_message_text,
    activeTs: iso(r.active_ts),
    read: r.read,
    jobId: r.job_id,
    jobTitle: r.job_title,
    jobApplicantId: r.job_applicant_id,
    jobApplicantStatus: r.job_applicant_status,
    status: r.status,
    proUserFirstName: r.name_first,
    proUserLastName: r.name_last,
    proUserProfileId: r.user_profile_id,
  };
}

/** A conversation the caller may see: staff any, employer users their employers' (404 otherwise, so ids do not leak). */
export async function conversationFor(q: Queryable, auth: AuthContext, id: number, lock = false): Promise<repo.ConversationRow> {
  const row = await repo.conversationById(q, id, lock);
  if (!row || (!auth.isStaff && !auth.employerIds.includes(row.employer_id))) throw notFound(MESSAGING_API_TEXTS.conversationNotFound);
  return row;
}

/** The Employer-Id header, when sent, must name the conversation's employer (spec 002 §7). */
function checkEmployerHeader(header: string | string[] | undefined, row: repo.ConversationRow): void {
  if (header === undefined) return;
  const value = Number(Array.isArray(header) ? header[0] : header);
  if (value !== row.employer_id) throw badRequest(MESSAGING_API_TEXTS.employerHeaderMismatch, 'Employer-Id');
}

export async function listConversations(
  db: Db,
  employerId: number,
  filter: { bucket: ConversationBucket; limit: number; skip: number; conversationId?: number | undefined; jobApplicantId?: number | undefined },
) {
  const { rows, count } = await repo.listConversations(db, employerId, filter);
  const visible = await prosVisibleToEmployers(db, [employerId], rows.map((r) => r.user_profile_id));
  return { conversations: rows.map((r) => toListItem(visible.has(r.user_profile_id) ? r : { ...r, name_last: maskLastName(r.name_last) })), count };
}

export async function staffConversations(db: Db, limit: number, skip: number) {
  const { rows, count } = await repo.listAllConversations(db, limit, skip);
  return { conversations: rows.map(toListItem), count };
}

export async function staffSearch(db: Db, text: string) {
  const search = parseMessageUserSearch(text);
  if (!search) return { conversations: [], count: 0 };
  const rows = await repo.searchConversations(
    db,
    search.kind === 'conversation' ? { conversationId: search.conversationId } : search.kind === 'full-name' ? { first: search.first, last: search.last } : { either: search.name },
    25,
  );
  return { conversations: rows.map(toListItem), count: rows.length };
}

export async function messagesOf(db: Db, auth: AuthContext, id: number, query: { page: number; afterId?: number | undefined }): Promise<MessagePage> {
  await conversationFor(db, auth, id);
  if (query.afterId !== undefined) {
    const rows = await repo.messagesAfter(db, id, query.afterId, 200);
    return { messages: rows.map(toMessage), page: query.page, pageSize: MESSAGE_PAGE_SIZE, count: await repo.countMessages(db, id) };
  }
  const { rows, count } = await repo.messagesPage(db, id, messagePageOffset(query.page), MESSAGE_PAGE_SIZE);
  return { messages: rows.map(toMessage), page: query.page, pageSize: MESSAGE_PAGE_SIZE, count };
}

function maskLastName(name: string | null): string {
  const initial = name?.trim().charAt(0);
  return initial ? `${initial.toUpperCase()}.` : '';
}

/** A user who is not a pro is a failed lookup (404): the compose page drops them from the selection. */
export async function conversationIdFor(db: Db, auth: AuthContext, employerId: number, userProfileId: number) {
  const pro = await repo.proBasics(db, userProfileId);
  if (!pro || pro.pro_id === null) throw notFound(MESSAGING_API_TEXTS.proNotFound);
  // A pro the employer may not see yet (ADR 037) keeps their last name to an initial, as a
  // locked pro in talent search does; applying or an unlock is what makes them known.
  const unlocked = auth.isStaff || (await employerMaySeePro(db, [employerId], userProfileId));
  return {
    conversationId: await repo.conversationIdOf(db, employerId, userProfileId),
    employerName: (await employerNameOf(db, employerId)) ?? '',
    pro: { userProfileId: pro.id, nameFirst: pro.name_first, nameLast: unlocked ? pro.name_last : maskLastName(pro.name_last), unlocked },
  };
}

interface SendInput {
  senderId: number;
  message: string;
  clientKey?: string | undefined;
  /** One of a send to several pros: held during the pro's quiet hours (ADR 226). */
  bulk?: boolean | undefined;
}

async function queueConversationSms(tx: Tx, conv: repo.ConversationRow, phone: string, messageId: number, text: string, first: boolean): Promise<void> {
  const company = (await employerNameOf(tx, conv.employer_id)) ?? 'FloorHire';
  await queueSms(tx, {
    to: phone,
    text: `${company}: ${text}${first ? `\n${STOP_FOOTER}` : ''}`,
    template: 'conversation.message',
    userProfileId: conv.user_profile_id,
    idempotencyKey: `message:${messageId}`,
  });
}

/**
 * Stores an outbound message, queues its SMS and announces it; the caller holds the
 * conversation's row lock. A client key already used answers the stored message (a retry).
 */
async function sendInTx(tx: Tx, conv: repo.ConversationRow, input: SendInput, optedOutText: string): Promise<Message> {
  if (input.clientKey) {
    const existing = await repo.messageByClientKey(tx, conv.id, input.clientKey);
    if (existing) return toMessage(existing);
  }
  if (conv.status !== 'active') throw forbidden(MESSAGING_API_TEXTS.conversationDisabled);
  const phone = conv.phone ? tenDigitPhone(conv.phone) : null;
  if (phone && (await repo.isOptedOut(tx, phone))) throw forbidden(optedOutText);
  const first = (await repo.countMessages(tx, conv.id)) === 0;
  const sendAt = phone && input.bulk ? quietHoursRelease(new Date(), conv.timezone) : null;
  const id = await repo.insertMessage(tx, {
    conversationId: conv.id,
    senderId: input.senderId,
    content: input.message,
    // No number on file: stored in the conversation, not delivered (spec 002 §3 status unknown).
    status: !phone ? 'unknown' : sendAt ? 'scheduled' : 'sent',
    direction: 'outbound',
    clientKey: input.clientKey ?? null,
    sendAt,
  });
  if (id === null) {
    const raced = input.clientKey ? await repo.messageByClientKey(tx, conv.id, input.clientKey) : undefined;
    if (raced) return toMessage(raced);
    throw new Error('message insert conflicted');
  }
  if (phone && !sendAt) await queueConversationSms(tx, conv, phone, id, input.message, first);
  await repo.touchConversation(tx, conv.id, input.message, true);
  await publish(tx, { topic: `employer:${conv.employer_id}`, type: CONVERSATION_MESSAGE_EVENT, payload: { conversationId: conv.id, messageId: id, direction: 'outbound' } });
  const stored = await repo.messageById(tx, id);
  return toMessage(stored!);
}

function assertSender(auth: AuthContext, senderId: number | undefined): number {
  if (senderId !== undefined && senderId !== auth.userId) throw badRequest(MESSAGING_API_TEXTS.senderMismatch, 'senderId');
  return auth.userId;
}

/** POST conversation/{id}/message (and the staff sends). */
export async function sendMessage(db: Db, auth: AuthContext, conversationId: number, body: { senderId?: number | undefined; message: string; clientKey?: string | undefined; bulk?: boolean | undefined }) {
  const senderId = assertSender(auth, body.senderId);
  return db.transaction(async (tx) => {
    const conv = await conversationFor(tx, auth, conversationId, true);
    const message = await sendInTx(tx, conv, { senderId, message: body.message, clientKey: body.clientKey, bulk: body.bulk }, MESSAGING_TEXTS.sendOptedOut);
    return { conversationId: conv.id, message };
  });
}

/** POST /employer/{id}/conversation: the pair's conversation (made if new) and its first message. */
export async function createConversation(
  db: Db,
  auth: AuthContext,
  employerId: number,
  body: { userProfileId: number; message: string; source?: 'ppp' | 'ppc' | undefined; jobId?: number | undefined; clientKey?: string | undefined; bulk?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    const pro = await repo.proBasics(tx, body.userProfileId);
    if (!pro || pro.pro_id === null) throw notFound(MESSAGING_API_TEXTS.proNotFound);
    // Starting a conversation needs what reading the pro needs (ADR 037): the plan, an
    // application to one of this employer's jobs or an unlock, and a job of its own.
    await assertSubscribed(tx, auth, employerId);
    if (body.jobId !== undefined && (await employerOfJob(tx, body.jobId)) !== employerId) throw notFound(MESSAGING_API_TEXTS.jobNotFound);
    if (!auth.isStaff && !(await employerMaySeePro(tx, [employerId], body.userProfileId))) throw new HttpError(403, MESSAGING_API_TEXTS.proLocked, PRO_LOCKED_ERROR);
    const phone = pro.phone ? tenDigitPhone(pro.phone) : null;
    // Refused before anything is written: no conversation is left behind for an opted-out pro.
    if (phone && (await repo.isOptedOut(tx, phone))) throw forbidden(MESSAGING_TEXTS.createOptedOut);
    const application = await repo.applicationFor(tx, employerId, body.userProfileId, body.jobId ?? null);
    const { id } = await repo.upsertConversation(tx, {
      employerId,
      userProfileId: body.userProfileId,
      jobId: application?.job_id ?? body.jobId ?? null,
      jobApplicantId: application?.id ?? null,
      source: body.source ?? null,
    });
    const conv = await conversationFor(tx, auth, id, true);
    const message = await sendInTx(tx, conv, { senderId: auth.userId, message: body.message, clientKey: body.clientKey, bulk: body.bulk }, MESSAGING_TEXTS.createOptedOut);
    return { conversationId: id, message };
  });
}

export async function markRead(db: Db, auth: AuthContext, id: number, read: boolean, employerHeader: string | string[] | undefined) {
  return db.transaction(async (tx) => {
    const conv = await conversationFor(tx, auth, id, true);
    checkEmployerHeader(employerHeader, conv);
    await repo.setConversationRead(tx, id, read);
    await publish(tx, { topic: `employer:${conv.employer_id}`, type: CONVERSATION_READ_EVENT, payload: { conversationId: id, read } });
    return { conversationId: id, read };
  });
}

export async function jobSummaries(db: Db, auth: AuthContext, conversationIds: readonly number[], employerHeader: string | string[] | undefined) {
  const only = employerHeader === undefined ? null : Number(Array.isArray(employerHeader) ? employerHeader[0] : employerHeader);
  if (only !== null && !(auth.isStaff || auth.employerIds.includes(only))) throw forbidden();
  const rows = (await repo.jobSummaries(db, conversationIds)).filter((r) => (only === null ? auth.isStaff || auth.employerIds.includes(r.employer_id) : r.employer_id === only));
  const visible = auth.isStaff ? null : await visibleByEmployer(db, rows);
  return rows.map((r) => ({
    conversationId: r.id,
    jobId: r.job_id,
    jobTitle: r.job_title,
    jobApplicantStatus: r.job_applicant_status,
    proUserFirstName: r.name_first,
    proUserLastName: !visible || visible.get(r.employer_id)?.has(r.user_profile_id) ? r.name_last : maskLastName(r.name_last),
    proUserProfileId: r.user_profile_id,
  }));
}

/** For each employer among the rows, the pros of its rows it may see (ADR 037). */
async function visibleByEmployer(db: Queryable, rows: readonly { employer_id: number; user_profile_id: number }[]): Promise<Map<number, Set<number>>> {
  const visible = new Map<number, Set<number>>();
  for (const employerId of new Set(rows.map((r) => r.employer_id))) {
    visible.set(employerId, await prosVisibleToEmployers(db, [employerId], rows.filter((r) => r.employer_id === employerId).map((r) => r.user_profile_id)));
  }
  return visible;
}

/** The pro info panel of a conversation (spec 002 §2): its employer's view of the pro. */
export async function proPanel(db: Db, auth: AuthContext, conversationId: number): Promise<ProPanel> {
  const conv = await conversationFor(db, auth, conversationId);
  // What the caller may read of the pro and no more (ADR 037): the plan gates it as it gates
  // the applicants, and a pro the employer may not see keeps to a first name and an initial.
  await assertSubscribed(db, auth, conv.employer_id);
  const pro = await repo.proBasics(db, conv.user_profile_id);
  if (!pro) throw notFound(MESSAGING_API_TEXTS.proNotFound);
  const locked = !auth.isStaff && !(await employerMaySeePro(db, [conv.employer_id], conv.user_profile_id));
  const phone = pro.phone ? tenDigitPhone(pro.phone) : null;
  const [optedOut, applications, work, education] = locked
    ? [phone ? await repo.isOptedOut(db, phone) : false, [], [], []]
    : await Promise.all([
        phone ? repo.isOptedOut(db, phone) : Promise.resolve(false),
        repo.applicationsOf(db, conv.employer_id, conv.user_profile_id),
        pro.pro_id !== null ? repo.workOf(db, pro.pro_id) : Promise.resolve([]),
        pro.pro_id !== null ? repo.educationOf(db, pro.pro_id) : Promise.resolve([]),
      ]);
  return {
    userProfileId: pro.id,
    proId: pro.pro_id,
    nameFirst: pro.name_first,
    nameLast: locked ? maskLastName(pro.name_last) : pro.name_last,
    phone: locked ? '' : formatPhone(pro.phone),
    city: locked ? null : pro.city,
    state: locked ? null : pro.state,
    optedOut,
    locked,
    applications: applications.map((a) => ({
      id: a.id,
      jobId: a.job_id,
      jobTitle: a.job_title,
      status: a.status,
      createTs: iso(a.create_ts),
      url: auth.isStaff
        ? linkTo('adminApplicant', { jobId: a.job_id, proId: conv.user_profile_id, applicationId: a.id })
        : linkTo('employerApplicant', { jobId: a.job_id, proId: conv.user_profile_id, applicationId: a.id }),
    })),
    work: work.map((w) => ({ id: w.id, employerName: w.employer_name, jobTitle: w.job_title, startYYYYMM: w.start_yyyymm, endYYYYMM: w.end_yyyymm })),
    education: education.map((e) => ({ id: e.id, kind: e.kind, school: e.school, degree: e.degree, endYYYYMM: e.end_yyyymm })),
  };
}

/** Staff disable or re-enable a conversation (spec 002 §3 statuses); sends to a disabled one are refused. */
export async function setConversationStatus(db: Db, auth: AuthContext, id: number, status: 'active' | 'disabled') {
  return db.transaction(async (tx) => {
    const conv = await conversationFor(tx, auth, id, true);
    await repo.setConversationStatus(tx, conv.id, status);
    await publish(tx, { topic: `employer:${conv.employer_id}`, type: CONVERSATION_STATUS_EVENT, payload: { conversationId: conv.id, status } });
    return { conversationId: conv.id, status };
  });
}

// ── Quiet hours (docs/decisions/226-quiet-hours.md) ──

export const RELEASE_SCHEDULED_JOB = 'messages.release-scheduled';
export const RELEASE_EVERY_MS = 60_000;

/**
 * Sends the held bulk messages now due: each in its own transaction, checking consent again
 * (a STOP during the night wins: the message is marked failed and nothing is sent).
 */
export async function releaseScheduled(db: Db, batch = 100): Promise<{ sent: number; refused: number }> {
  let sent = 0;
  let refused = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await repo.dueScheduledMessages(tx, 1);
      if (!due) return false;
      const conv = (await repo.conversationById(tx, due.conversation_id))!;
      const phone = conv.phone ? tenDigitPhone(conv.phone) : null;
      if (!phone || conv.status !== 'active' || (await repo.isOptedOut(tx, phone))) {
        await repo.setMessageStatus(tx, due.id, 'failed');
        refused += 1;
      } else {
        await queueConversationSms(tx, conv, phone, due.id, due.content, !(await repo.sentBefore(tx, conv.id, due.id)));
        await repo.setMessageStatus(tx, due.id, 'sent');
        sent += 1;
      }
      await publish(tx, { topic: `employer:${conv.employer_id}`, type: CONVERSATION_MESSAGE_EVENT, payload: { conversationId: conv.id, messageId: due.id, direction: 'outbound' } });
      return true;
    });
    if (!done || sent + refused >= batch) return { sent, refused };
  }
}

// ── AI calls (spec 002 §7 AI; docs/decisions/224-ai-drafts-and-top-matches.md) ──

/** GET /top-matches: the employer's live jobs that fit the conversation's pro best, with the pro's preferred job title. */
export async function topMatchesOf(db: Db, auth: AuthContext, conversationId: number): Promise<TopMatches> {
  const conv = await conversationFor(db, auth, conversationId);
  const pro = await repo.proBasics(db, conv.user_profile_id);
  if (!pro) throw notFound(MESSAGING_API_TEXTS.proNotFound);
  const [preferred, matches] = await Promise.all([
    pro.pro_id !== null ? repo.preferredJobTitle(db, pro.pro_id) : Promise.resolve(undefined),
    repo.topMatches(db, conv.employer_id, pro.job_title_ids ?? [], TOP_MATCHES_SHOWN),
  ]);
  return { conversationId, preferredJobTitle: preferred?.title ?? null, matches: matches.map((m) => ({ id: m.id, jobTitle: m.job_title, city: m.city, state: m.state })) };
}

/**
 * POST /top-matches/conversation/{id}/pro/{proId}/message: a draft for the employer to edit and
 * send; nothing is sent or stored. It is about the conversation's job, else the best match.
 */
export async function draftMessage(db: Db, auth: AuthContext, conversationId: number, proId: number, body: v.InferOutput<typeof DraftMessageBodySchema>, log?: FastifyBaseLogger): Promise<DraftMessageAnswer> {
  const conv = await conversationFor(db, auth, conversationId);
  if (conv.user_profile_id !== proId) throw notFound(MESSAGING_API_TEXTS.proNotFound);
  const [job, employerName, senderFirstName] = await Promise.all([
    conv.job_id !== null ? repo.jobBrief(db, conv.job_id) : topMatchesOf(db, auth, conversationId).then((t) => t.matches[0] && { id: t.matches[0].id, job_title: t.matches[0].jobTitle, city: t.matches[0].city, state: t.matches[0].state }),
    employerNameOf(db, conv.employer_id),
    repo.firstNameOf(db, auth.userId),
  ]);
  const draft = await draftCandidateMessage(
    {
      proFirstName: conv.name_first,
      senderFirstName: senderFirstName ?? '',
      employerName: employerName ?? '',
      jobTitle: job?.job_title ?? null,
      jobCity: body.jobCity || job?.city || null,
      jobState: body.jobState || job?.state || null,
      resume: body.resume ?? null,
      previousMessages: body.previousMessages,
    },
    log ? { log } : {},
  );
  return { message: draft.message.slice(0, MESSAGE_MAX_LENGTH), jobId: job?.id ?? null, generator: draft.generator };
}

// ── Staff message reads (spec 002 §7) ──

function toStaffMessage(r: repo.StaffMessageRow) {
  return { ...toMessage(r), employerName: r.employer_name, proName: `${r.pro_first} ${r.pro_last}`.trim() };
}

export async function staffMessages(db: Db, conversationId: number | null, f: { createTsLte?: string | undefined; limit: number; skip: number; offset?: number | undefined }) {
  const createTsLte = f.createTsLte && !Number.isNaN(Date.parse(f.createTsLte)) ? new Date(f.createTsLte).toISOString() : null;
  const rows = await repo.staffMessages(db, { conversationId, createTsLte, limit: f.limit, skip: f.offset ?? f.skip });
  return rows.map(toStaffMessage);
}

// ── Inbound SMS (docs/decisions/221-two-way-sms.md) ──

/** Twilio's request signature: HMAC-SHA1 of the URL plus every POST field (sorted), base64. */
export function twilioSignature(key: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', key).update(data, 'utf8').digest('base64');
}

/** The key inbound requests are signed with: Twilio's auth token, or one derived from the API secret for the local adapter. */
export function webhookKey(config: ApiConfig): string {
  if (config.sms.transport === 'twilio') return config.sms.authToken;
  return createHmac('sha256', config.jwtSecret).update('floorhire-local-sms-webhook').digest('base64url');
}

export const inboundUrl = (config: ApiConfig) => `${config.publicUrl.replace(/\/$/u, '')}/v4/sms/inbound`;

export function verifySignature(config: ApiConfig, params: Record<string, string>, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(webhookKey(config), inboundUrl(config), params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type InboundOutcome = { kind: 'opt-out' | 'opt-in' } | { kind: 'message'; conversationId: number; messageId: number | null } | { kind: 'ignored'; why: string };

/**
 * A reply from a phone: a keyword changes consent at once (the outbox checks the ledger on
 * every queued SMS); any other text lands in the conversation that last wrote to that pro.
 * A provider id seen before is the same reply delivered again and is stored once.
 */
export async function receiveSms(db: Db, sms: { from: string; body: string; providerMessageId: string }): Promise<InboundOutcome> {
  const phone = tenDigitPhone(sms.from);
  if (!phone) return { kind: 'ignored', why: MESSAGING_API_TEXTS.unknownNumber };
  const keyword = smsKeyword(sms.body);
  return db.transaction(async (tx) => {
    if (keyword) {
      await repo.recordConsent(tx, phone, keyword, 'keyword', sms.body);
      return { kind: keyword };
    }
    const pro = await repo.proByPhone(tx, phone);
    if (!pro) return { kind: 'ignored', why: MESSAGING_API_TEXTS.unknownNumber };
    const conversationId = await repo.replyTarget(tx, pro.id);
    if (conversationId === null) return { kind: 'ignored', why: MESSAGING_API_TEXTS.noConversation };
    const conv = (await repo.conversationById(tx, conversationId, true))!;
    const id = await repo.insertMessage(tx, {
      conversationId,
      senderId: pro.id,
      content: sms.body,
      status: 'sent',
      direction: 'inbound',
      providerMessageId: sms.providerMessageId,
    });
    if (id === null) return { kind: 'message', conversationId, messageId: null };
    await repo.touchConversation(tx, conversationId, sms.body, false);
    // The employer's inbox (spec 001 §3 'new message'): one item while the conversation has an unread one.
    await addMessageItem(tx, { employerId: conv.employer_id, conversationId, proId: pro.id, jobId: conv.job_id, jobApplicantId: conv.job_applicant_id });
    await publish(tx, { topic: `employer:${conv.employer_id}`, type: CONVERSATION_MESSAGE_EVENT, payload: { conversationId, messageId: id, direction: 'inbound' } });
    return { kind: 'message', conversationId, messageId: id };
  });
}

// ── The phone simulator (local adapter) ──

let simulatorCounter = 0;

/** Replies as the phone would: a signed webhook call through the same verification as the provider's. */
export async function simulateReply(db: Db, config: ApiConfig, phoneText: string, message: string): Promise<InboundOutcome> {
  if (config.sms.transport !== 'local') throw forbidden(MESSAGING_API_TEXTS.simulatorLocalOnly);
  const phone = tenDigitPhone(phoneText);
  if (!phone) throw badRequest(MESSAGING_API_TEXTS.unknownNumber, 'phone');
  simulatorCounter += 1;
  const params = { From: `+1${phone}`, To: 'local', Body: message, MessageSid: `SIM${Date.now().toString(36)}${process.pid}${simulatorCounter}` };
  const signature = twilioSignature(webhookKey(config), inboundUrl(config), params);
  if (!verifySignature(config, params, signature)) throw forbidden(MESSAGING_API_TEXTS.invalidSignature);
  return receiveSms(db, { from: params.From, body: params.Body, providerMessageId: params.MessageSid });
}

export async function simulatorThread(db: Db, config: ApiConfig, phoneText: string) {
  if (config.sms.transport !== 'local') throw forbidden(MESSAGING_API_TEXTS.simulatorLocalOnly);
  const phone = tenDigitPhone(phoneText);
  if (!phone) throw badRequest(MESSAGING_API_TEXTS.unknownNumber, 'phone');
  const pro = await repo.proByPhone(db, phone);
  const [sent, replies, keywords, optedOut] = await Promise.all([
    repo.smsToPhone(db, phone, 50),
    pro ? repo.smsFromPhone(db, pro.id, 50) : Promise.resolve([]),
    repo.consentKeywordReplies(db, phone, 20),
    repo.isOptedOut(db, phone),
  ]);
  const messages = [
    ...sent.map((s) => ({ id: `out-${s.id}`, direction: 'to-phone' as const, text: s.body_text, createTs: iso(s.create_ts), status: s.status })),
    ...replies.map((r) => ({ id: `in-${r.id}`, direction: 'from-phone' as const, text: r.content, createTs: iso(r.create_ts), status: 'sent' })),
    ...keywords.map((k) => ({ id: `kw-${k.id}`, direction: 'from-phone' as const, text: k.text, createTs: iso(k.create_ts), status: 'sent' })),
  ].sort((a, b) => a.createTs.localeCompare(b.createTs));
  return { phone, optedOut, messages };
}

export async function simulatorPhones(db: Db, config: ApiConfig) {
  if (config.sms.transport !== 'local') throw forbidden(MESSAGING_API_TEXTS.simulatorLocalOnly);
  const rows = await repo.recentSmsPhones(db, 30);
  return rows.map((r) => ({ phone: r.phone, name: r.name, lastTs: iso(r.last_ts) }));
}

/** Headers of the employer's conversations among these ids, newest activity first. */
export function headersOf(q: Queryable, employerId: number, conversationIds: readonly number[]): Promise<ConversationHeader[]> {
  return repo.headersOf(q, employerId, conversationIds);
}
