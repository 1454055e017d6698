import { API_ERROR_TYPES, API_ERRORS, absoluteLink, linkTo } from '@floorhire/rules';
import type { ApiConfig } from '../../config';
import type { Queryable } from '../../db';
import { randomToken, sha256 } from '../../auth/tokens';
import { HttpError, notFound } from '../../http/errors';
import { queueEmail, queueSms } from '../../delivery/outbox';
import { insertLink, linkByHash, markLinkUsed as markUsed, type LinkPurpose, type LinkRow } from './auth.repository';

export type { LinkPurpose, LinkRow } from './auth.repository';

function ttlFor(config: ApiConfig, purpose: LinkPurpose): number {
  if (purpose === 'invite') return config.inviteTtlSeconds;
  if (purpose === 'reset-password') return config.resetTtlSeconds;
  if (purpose === 'verify-email') return config.inviteTtlSeconds;
  return config.magicLinkTtlSeconds;
}

/** Creates a single-use link; only its hash is stored. Returns the code to put in the URL. */
export async function createLink(
  tx: Queryable,
  config: ApiConfig,
  input: { userId: number; purpose: LinkPurpose; redirectUrl?: string; employerId?: number | null; channel?: 'EMAIL' | 'SMS' },
): Promise<string> {
  const code = randomToken(24);
  await insertLink(tx, {
    codeHash: sha256(code),
    userId: input.userId,
    purpose: input.purpose,
    employerId: input.employerId ?? null,
    redirectUrl: input.redirectUrl ?? linkTo('home'),
    channel: input.channel ?? null,
    ttlSeconds: ttlFor(config, input.purpose),
  });
  return code;
}

export async function findLink(tx: Queryable, code: string, lock = false): Promise<LinkRow | undefined> {
  return linkByHash(tx, sha256(code), lock);
}

/** A link that is unknown is 404; one that is used or past its time is 'The link has expired'. */
export function assertUsable(link: LinkRow | undefined, purposes: readonly LinkPurpose[]): asserts link is LinkRow {
  if (!link || !purposes.includes(link.purpose)) throw notFound(API_ERRORS.linkNotFound);
  if (link.used_ts || link.expired) throw new HttpError(401, API_ERRORS.linkExpired, API_ERROR_TYPES.expiredAuthLink);
}

export const linkUrl = (config: ApiConfig, code: string) => absoluteLink(config.publicUrl, 'emailedLink', { code });

interface Recipient {
  id: number;
  email: string;
  phone: string | null;
  name_first: string;
}

const SUBJECTS: Record<LinkPurpose, string> = {
  login: 'Your FloorHire login link',
  invite: 'You have been invited to FloorHire',
  'reset-password': 'Reset your FloorHire password',
  'verify-email': 'Verify your e-mail to start your FloorHire free trial',
};

const LEADS: Record<LinkPurpose, string> = {
  login: 'Use this link to log in to FloorHire. It expires soon and works once.',
  invite: 'Your team invited you to FloorHire. Use this link to join.',
  'reset-password': 'Use this link to choose a new password. If you did not ask for it, ignore this e-mail.',
  'verify-email': 'Welcome to FloorHire! Use this link to verify your e-mail and start your free trial.',
};

/** Queues the link by e-mail or SMS in the caller's transaction. */
export async function sendLink(tx: Queryable, config: ApiConfig, user: Recipient, code: string, purpose: LinkPurpose, channel: 'EMAIL' | 'SMS', extra = ''): Promise<void> {
  const url = linkUrl(config, code);
  const greeting = user.name_first ? `Hi ${user.name_first},` : 'Hi,';
  if (channel === 'SMS') {
    if (!user.phone) throw new HttpError(422, API_ERRORS.noPhoneOnFile, API_ERROR_TYPES.validation, 'channel');
    await queueSms(tx, { to: user.phone, text: `FloorHire: ${LEADS[purpose]} ${url}`, template: `link.${purpose}`, userProfileId: user.id });
    return;
  }
  const text = `${greeting}\n\n${LEADS[purpose]}${extra ? `\n\n${extra}` : ''}\n\n${url}\n`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(LEADS[purpose])}</p>${extra ? `<p>${escapeHtml(extra)}</p>` : ''}<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
  await queueEmail(tx, { to: user.email, subject: SUBJECTS[purpose], text, html, template: `link.${purpose}`, userProfileId: user.id });
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Only same-site paths: a link or social login never sends a user to another origin. */
export function safeRedirect(value: string | undefined | null, fallback = linkTo('home')): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/** A link works once: sign-in, reset and invitations mark it used in their transaction. */
export function markLinkUsed(q: Queryable, id: number): Promise<void> {
  return markUsed(q, id);
}
