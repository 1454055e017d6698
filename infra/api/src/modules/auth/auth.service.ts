import { API_ERROR_TYPES, API_ERRORS, linkTo } from '@floorhire/rules';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { SocialProfile } from '../../auth/social';
import { ACTIVE_STATUSES, type IssuedTokens, type TokenService } from '../../auth/tokens';
import type { ApiConfig } from '../../config';
import type { Db, Tx } from '../../db';
import { HttpError, unauthorized } from '../../http/errors';
import { findLoginByEmail, findLoginById, findLoginByPhone, insertUser, markEmailVerified, setGroup, setPasswordHash, userIdByEmail } from '../users';
import { insertSocialIdentity, markLinkUsed, retireLink, userOfSocialIdentity, type LinkPurpose } from './auth.repository';
import { assertUsable, createLink, findLink, safeRedirect, sendLink } from './links';

// Sign-in (spec 000 §4): password, magic links by e-mail or SMS, password reset, social login.

// A real hash of a random password: verifying against it costs the same as a real account, so
// response time does not reveal which e-mails exist.
const DUMMY_HASH = hashPassword(`dummy-${Math.random()}`);

const blocked = () => new HttpError(403, API_ERRORS.accountBlocked, API_ERROR_TYPES.forbidden);

export async function passwordLogin(db: Db, tokens: TokenService, email: string, password: string): Promise<IssuedTokens> {
  const user = await findLoginByEmail(db, email);
  const valid = await verifyPassword(password, user?.password_hash ?? (await DUMMY_HASH));
  if (!user || !user.password_hash || !valid) throw unauthorized(API_ERRORS.invalidCredentials);
  if (!ACTIVE_STATUSES.has(user.status)) throw blocked();
  const issued = await db.transaction((tx) => tokens.signIn(user.id, tx));
  if (!issued) throw blocked();
  return issued;
}

/** E-mails a reset link to an active account; says nothing about whether the account exists. */
export async function sendPasswordReset(db: Db, config: ApiConfig, email: string): Promise<void> {
  const user = await findLoginByEmail(db, email);
  if (!user || !ACTIVE_STATUSES.has(user.status)) return;
  await db.transaction(async (tx) => {
    const code = await createLink(tx, config, { userId: user.id, purpose: 'reset-password', redirectUrl: linkTo('login') });
    await sendLink(tx, config, user, code, 'reset-password', 'EMAIL');
  });
}

/** A new password from a reset link: signs in and ends every other session. */
export async function completePasswordReset(db: Db, tokens: TokenService, code: string, password: string): Promise<IssuedTokens> {
  const passwordHash = await hashPassword(password);
  const issued = await db.transaction(async (tx) => {
    const link = await findLink(tx, code, true);
    assertUsable(link, ['reset-password']);
    await markLinkUsed(tx, link.id);
    await setPasswordHash(tx, link.user_profile_id, passwordHash);
    await tokens.revokeAllForUser(tx, link.user_profile_id, 'password-reset');
    return tokens.signIn(link.user_profile_id, tx);
  });
  if (!issued) throw blocked();
  return issued;
}

/** Opening a link: login and verify links sign in; reset and invite links lead to their form. */
/** What a link is for, without using it up (the reset and invitee forms check their code first). */
export async function linkPurpose(db: Db, code: string): Promise<LinkPurpose> {
  const link = await findLink(db, code);
  assertUsable(link, ['login', 'verify-email', 'invite', 'reset-password']);
  return link.purpose;
}

export async function followLink(db: Db, tokens: TokenService, code: string): Promise<{ redirectUrl: string; tokens?: IssuedTokens }> {
  return db.transaction(async (tx) => {
    const link = await findLink(tx, code, true);
    assertUsable(link, ['login', 'verify-email', 'invite', 'reset-password']);
    // Reset and invite links are consumed by the form they lead to, not by opening them.
    if (link.purpose === 'reset-password') return { redirectUrl: linkTo('resetPassword', {}, { code }) };
    if (link.purpose === 'invite') return { redirectUrl: linkTo('inviteeSignup', {}, { inviteCode: code }) };
    await markLinkUsed(tx, link.id);
    if (link.purpose === 'verify-email') await markEmailVerified(tx, link.user_profile_id);
    const issued = await tokens.signIn(link.user_profile_id, tx);
    if (!issued) throw blocked();
    return { redirectUrl: safeRedirect(link.redirect_url), tokens: issued };
  });
}

/** A fresh link for the same purpose in place of a known one, to the user's registered address. */
export async function resendLink(db: Db, config: ApiConfig, code: string, channel: 'EMAIL' | 'SMS'): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await findLink(tx, code, true);
    if (!link) throw new HttpError(404, API_ERRORS.linkNotFound, API_ERROR_TYPES.notFound);
    const user = await findLoginById(tx, link.user_profile_id);
    if (!user || !ACTIVE_STATUSES.has(user.status)) throw new HttpError(404, API_ERRORS.linkNotFound, API_ERROR_TYPES.notFound);
    await retireLink(tx, link.id);
    const fresh = await createLink(tx, config, { userId: user.id, purpose: link.purpose, redirectUrl: link.redirect_url, employerId: link.employer_id, channel });
    await sendLink(tx, config, user, fresh, link.purpose, channel);
  });
}

/** A login link to the registered e-mail or phone; says nothing about whether it exists. */
export async function sendLoginLink(db: Db, config: ApiConfig, request: { channel: 'EMAIL' | 'SMS'; email?: string | undefined; phone?: string | undefined; redirectUrl?: string | undefined }): Promise<void> {
  const { channel, email, phone } = request;
  if (channel === 'EMAIL' && !email) throw new HttpError(400, 'Invalid e-mail', API_ERROR_TYPES.validation, 'email');
  if (channel === 'SMS' && !phone) throw new HttpError(400, 'Phone number must be valid', API_ERROR_TYPES.validation, 'phone');
  const user = channel === 'EMAIL' ? await findLoginByEmail(db, email!) : await findLoginByPhone(db, phone!);
  if (!user || !ACTIVE_STATUSES.has(user.status)) return;
  await db.transaction(async (tx) => {
    const code = await createLink(tx, config, { userId: user.id, purpose: 'login', redirectUrl: safeRedirect(request.redirectUrl), channel });
    await sendLink(tx, config, user, code, 'login', channel);
  });
}

/** Finds the user behind a social identity, links it by verified e-mail, or creates a pro. */
async function userForProfile(tx: Tx, provider: string, profile: SocialProfile): Promise<number> {
  const linked = await userOfSocialIdentity(tx, provider, profile.subject);
  if (linked !== undefined) return linked;
  if (!profile.email || !profile.emailVerified) throw new Error('The provider did not give a verified e-mail');
  let userId = await userIdByEmail(tx, profile.email);
  if (userId === undefined) {
    // Pros sign up with social login (spec 000 §1); employers come in through their own sign-up.
    userId = (await insertUser(tx, { email: profile.email, nameFirst: profile.nameFirst, nameLast: profile.nameLast, status: 'normal', authStrategy: provider })).id;
    await setGroup(tx, userId, 'Expert');
  }
  await insertSocialIdentity(tx, userId, provider, profile.subject, profile.email);
  return userId;
}

/** Signs in the user a provider vouched for; null when the account may not sign in. */
export function socialSignIn(db: Db, tokens: TokenService, provider: string, profile: SocialProfile): Promise<IssuedTokens | null> {
  return db.transaction(async (tx) => tokens.signIn(await userForProfile(tx, provider, profile), tx));
}
