import type { ApplicantStatus } from '@floorhire/rules';

// Rules the messaging remote and the conversation service share (spec 002 §2, §4, §5, §9;
// spec 001 §3-§5 for templates). docs/decisions/220-conversation-service.md.

/** Spec 002 §9: messages page size 20, the page counter starts at 1 and goes forward. */
export const MESSAGE_PAGE_SIZE = 20;
export const FIRST_MESSAGE_PAGE = 1;
/** Spec 002 §4/§9: sending waits while a selected pro is pending, polling every 300 ms. */
export const MESSAGE_WAIT_POLL_MS = 300;
/** Spec 002 §2/§9: the conversation view shows the top 3 matches. */
export const TOP_MATCHES_SHOWN = 3;
/** Spec 002 §3 message statuses, plus scheduled: a bulk send held for quiet hours (ADR 226). */
export const MESSAGE_STATUSES = ['sent', 'unknown', 'failed', 'scheduled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/**
 * Quiet hours in the pro's local time (ADR 226): a bulk send between 21:00 and 08:00 waits until
 * 08:00. One-to-one messages are a conversation the employer is having and are not held.
 */
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;
/** Spec 002 §9 default timezone, for a pro without one. */
export const DEFAULT_TIMEZONE = 'America/Chicago';

/** AI drafts (ADR 224): previousMessages roles (the employer's side and the pro's), how much of a thread and resume is sent. */
export const DRAFT_ROLES = ['employer', 'pro'] as const;
export const DRAFT_PREVIOUS_MAX = 20;
export const DRAFT_RESUME_MAX = 8000;
/** Spec silent: conversation list page (ADR 220). */
export const CONVERSATION_PAGE_SIZE = 25;
/** Spec silent: ten concatenated SMS segments (ADR 220). */
export const MESSAGE_MAX_LENGTH = 1600;
/** Spec 001 §7/§9: templates 5 per page, undo window 20 s. */
export const TEMPLATE_PAGE_SIZE = 5;
export const TEMPLATE_UNDO_MS = 20_000;
/** Spec 002 §3 messaging sources. */
export const MESSAGING_SOURCES = ['ppp', 'ppc'] as const;
export type MessagingSource = (typeof MESSAGING_SOURCES)[number];

/** Spec 002 §2 conversation filter buckets, in the spec's order. */
export const CONVERSATION_BUCKETS = ['New Applicants', 'Engaged', 'Review', 'Interview', 'Other', 'All Open', 'Offer', 'Hired', 'Rejected'] as const;
export type ConversationBucket = (typeof CONVERSATION_BUCKETS)[number];
export const DEFAULT_BUCKET: ConversationBucket = 'All Open';

const CLOSED: readonly ApplicantStatus[] = ['Hired', 'Rejected', 'Not interested'];

/**
 * Which applicant statuses each bucket holds (ADR 220); null stands for "no application"
 * (a pro messaged from talent search). 'All Open' is everything not closed.
 */
export const BUCKET_STATUSES: Record<Exclude<ConversationBucket, 'All Open'>, readonly (ApplicantStatus | null)[]> = {
  'New Applicants': ['New'],
  Engaged: ['Contact', 'Client'],
  Review: ['Review'],
  Interview: ['Interview'],
  Other: [null, 'Notified'],
  Offer: ['Offer'],
  Hired: ['Hired'],
  Rejected: ['Rejected', 'Not interested'],
};

export function inBucket(bucket: ConversationBucket, status: ApplicantStatus | null): boolean {
  if (bucket === 'All Open') return status === null || !CLOSED.includes(status);
  return BUCKET_STATUSES[bucket].includes(status);
}

/** The statuses of a bucket for SQL (nulls apart), and whether "no application" belongs. */
export function bucketFilter(bucket: ConversationBucket): { statuses: ApplicantStatus[] | null; negate: boolean; withNull: boolean } {
  if (bucket === 'All Open') return { statuses: [...CLOSED], negate: true, withNull: true };
  const list = BUCKET_STATUSES[bucket];
  return { statuses: list.filter((s): s is ApplicantStatus => s !== null), negate: false, withNull: list.includes(null) };
}

// ── SMS keywords (CTIA / carrier rules; spec 002 names the opt-out text only) ──

export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'QUIT', 'END', 'REVOKE', 'OPT OUT', 'OPTOUT', 'CANCEL', 'UNSUBSCRIBE'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;

/** A reply that is only a keyword (any case, spaces and trailing punctuation aside) changes consent. */
export function smsKeyword(body: string): 'opt-out' | 'opt-in' | null {
  const word = body.trim().replace(/[.!\s]+$/u, '').replace(/\s+/gu, ' ').toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'opt-out';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'opt-in';
  return null;
}

/** US numbers as the 10 digits user_profiles.phone keeps; +1 and punctuation dropped. */
export function tenDigitPhone(value: string): string | null {
  const digits = value.replace(/\D/gu, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^\d{10}$/u.test(ten) ? ten : null;
}

// ── Staff message search (spec 002 §5) ──

export type MessageUserSearch = { kind: 'conversation'; conversationId: number } | { kind: 'full-name'; first: string; last: string } | { kind: 'either'; name: string };

/** A conversation id, a "first last" name (split on the first space), or one word for either name. */
export function parseMessageUserSearch(text: string): MessageUserSearch | null {
  const clean = text.trim().replace(/\s+/gu, ' ');
  if (!clean) return null;
  if (/^\d+$/u.test(clean)) return { kind: 'conversation', conversationId: Number(clean) };
  const space = clean.indexOf(' ');
  if (space > 0) return { kind: 'full-name', first: clean.slice(0, space), last: clean.slice(space + 1) };
  return { kind: 'either', name: clean };
}

// ── Selection of pros to message (spec 002 §3, §4) ──

export const PENDING = 'pending' as const;

export interface SelectedPro {
  id: number;
  /** 'pending' while its conversation is looked up, then the id or null (none yet). */
  conversationId: number | null | typeof PENDING;
  fullName: string;
  unlocked: boolean;
  source: MessagingSource;
}

export function selectPro(list: readonly SelectedPro[], pro: Omit<SelectedPro, 'conversationId'>): SelectedPro[] {
  if (list.some((p) => p.id === pro.id)) return [...list];
  return [...list, { ...pro, conversationId: PENDING }];
}

export function resolveSelection(list: readonly SelectedPro[], id: number, conversationId: number | null): SelectedPro[] {
  return list.map((p) => (p.id === id ? { ...p, conversationId } : p));
}

/** Lookup failed: the pro leaves the selection. */
export function dropSelection(list: readonly SelectedPro[], id: number): SelectedPro[] {
  return list.filter((p) => p.id !== id);
}

export function markUnlocked(list: readonly SelectedPro[], id: number): SelectedPro[] {
  return list.map((p) => (p.id === id ? { ...p, unlocked: true } : p));
}

export function isSelectionPending(list: readonly SelectedPro[]): boolean {
  return list.some((p) => p.conversationId === PENDING);
}

/** Resolves once nothing in the selection is pending, checking every 300 ms. */
export async function waitForSelection(read: () => readonly SelectedPro[], pollMs = MESSAGE_WAIT_POLL_MS, signal?: AbortSignal): Promise<readonly SelectedPro[]> {
  while (isSelectionPending(read())) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return read();
}

/** Spec 000 §2.2 / 002: ?proIds=1,2 of the compose link. */
export function parseProIds(value: string | null): number[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0))];
}

// ── Messages in a conversation (spec 002 §4) ──

export interface ThreadMessage {
  /** null: a local message that failed to send (spec 002 §4), kept until resent. */
  id: number | null;
  createTs: string;
  /** A client key: ties a local unsent message to its resend. */
  localKey?: string;
}

/** Merges pages and live messages: each id once, oldest first, unsent local messages last. */
export function mergeMessages<M extends ThreadMessage>(current: readonly M[], incoming: readonly M[]): M[] {
  const byId = new Map<number, M>();
  const unsent: M[] = [];
  for (const m of [...current, ...incoming]) {
    if (m.id === null) unsent.push(m);
    else byId.set(m.id, m);
  }
  const sent = [...byId.values()].sort((a, b) => a.createTs.localeCompare(b.createTs) || (a.id ?? 0) - (b.id ?? 0));
  const sentKeys = new Set(sent.map((m) => m.localKey).filter(Boolean));
  return [...sent, ...unsent.filter((m) => !m.localKey || !sentKeys.has(m.localKey))];
}

/** Page n holds messages (n-1)*20 .. n*20-1 counted from the newest. */
export function messagePageOffset(page: number): number {
  return (Math.max(FIRST_MESSAGE_PAGE, Math.floor(page)) - 1) * MESSAGE_PAGE_SIZE;
}

interface ListedConversation {
  conversationId: number;
  activeTs: string;
}

/**
 * A sent message moves its conversation to the top (spec 002 §4); null when the conversation
 * is not in the list, which the caller answers by reloading it.
 */
export function moveToTop<H extends ListedConversation>(list: readonly H[], conversationId: number, patch: Partial<H>): H[] | null {
  const found = list.find((h) => h.conversationId === conversationId);
  if (!found) return null;
  return [{ ...found, ...patch }, ...list.filter((h) => h !== found)];
}

// ── Message templates (spec 001 §3, §5) ──

export const TEMPLATE_PLACEHOLDERS = ['My Name', 'Company Name', 'Pro FullName', 'Pro FirstName'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** Replaces [My Name]-style placeholders (case-insensitive); unknown or missing values stay. */
export function fillTemplate(message: string, values: Partial<Record<TemplatePlaceholder, string>>): string {
  return message.replace(/\[([^\]]+)\]/gu, (whole, name: string) => {
    const key = TEMPLATE_PLACEHOLDERS.find((p) => p.toLowerCase() === name.trim().toLowerCase());
    const value = key ? values[key] : undefined;
    return value ? value : whole;
  });
}
