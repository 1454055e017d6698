import { SIGN_IN_TEXTS, SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type SignInMethods, type SocialProvider } from '@floorhire/schemas';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { SocialProfile } from '../../auth/social';
import type { IssuedTokens, TokenService } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import { findLoginById, lockUser, replacePasswordHash, userNotFound } from '../users';
import { insertSocialIdentity, userOfSocialIdentity } from './auth.repository';
import { deleteIdentities, identitiesOf } from './identities.repository';

// Sign-in settings (issue 25 §5), the same for employer users and pros: the ways into the
// account, a password set or changed, Google or Facebook linked to the same account by verified
// e-mail and unlinked, never the last way in; a login link can always be asked for, so it is
// not counted as one (docs/decisions/296-sign-in-settings.md).

const providerName = (provider: SocialProvider) => SOCIAL_PROVIDER_NAMES[provider];

export async function signInMethodsOf(q: Queryable, userId: number, available: readonly string[]): Promise<SignInMethods> {
  const user = await findLoginById(q, userId);
  if (!user) throw userNotFound();
  const identities = await identitiesOf(q, userId);
  return {
    email: user.email,
    phone: user.phone,
    password: user.password_hash !== null,
    identities: identities.map((i) => ({ provider: i.provider, email: i.email, linkedTs: i.create_ts.toISOString() })),
    providers: SOCIAL_PROVIDERS.filter((p) => available.includes(p)),
  };
}

/**
 * Sets or changes the password: the current one is needed when there is one. Every other
 * session ends; the caller gets a fresh one in the same transaction.
 */
export async function changePassword(db: Db, tokens: TokenService, userId: number, body: { currentPassword?: string | undefined; newPassword: string }): Promise<IssuedTokens> {
  const user = await findLoginById(db, userId);
  if (!user) throw userNotFound();
  if (user.password_hash) {
    if (!body.currentPassword) throw unprocessable(SIGN_IN_TEXTS.currentPasswordRequired, 'currentPassword');
    if (!(await verifyPassword(body.currentPassword, user.password_hash))) throw unprocessable(SIGN_IN_TEXTS.wrongPassword, 'currentPassword');
    if (await verifyPassword(body.newPassword, user.password_hash)) throw unprocessable(SIGN_IN_TEXTS.samePassword, 'newPassword');
  }
  const passwordHash = await hashPassword(body.newPassword);
  const issued = await db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw userNotFound();
    await replacePasswordHash(tx, userId, passwordHash);
    await tokens.revokeAllForUser(tx, userId, 'password-change');
    return tokens.signIn(userId, tx);
  });
  if (!issued) throw forbidden();
  return issued;
}

/** Links the provider's account to the signed-in user when it vouches for the same e-mail. */
export async function linkIdentity(db: Db, userId: number, provider: SocialProvider, profile: SocialProfile): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw userNotFound();
    const user = (await findLoginById(tx, userId))!;
    if (!profile.email || !profile.emailVerified) throw unprocessable(SIGN_IN_TEXTS.unverifiedEmail);
    if (profile.email.toLowerCase() !== user.email.toLowerCase()) throw unprocessable(SIGN_IN_TEXTS.emailMismatch(providerName(provider), user.email));
    const owner = await userOfSocialIdentity(tx, provider, profile.subject);
    if (owner === userId) return;
    if (owner !== undefined) throw conflict(SIGN_IN_TEXTS.linkedElsewhere(providerName(provider)));
    await insertSocialIdentity(tx, userId, provider, profile.subject, profile.email);
  });
}

/** Unlinks a provider unless it is the last way in (no password, no other linked account). */
export async function unlinkIdentity(db: Db, userId: number, provider: SocialProvider): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw userNotFound();
    const user = (await findLoginById(tx, userId))!;
    const identities = await identitiesOf(tx, userId);
    if (!identities.some((i) => i.provider === provider)) throw notFound(SIGN_IN_TEXTS.notLinked);
    const others = identities.filter((i) => i.provider !== provider).length;
    if (user.password_hash === null && others === 0) throw conflict(SIGN_IN_TEXTS.lastWayIn);
    await deleteIdentities(tx, userId, provider);
  });
}

const withQuery = (to: string, key: string, value: string) => `${to}${to.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

/** The provider came back for a link: where the browser goes next, with what happened. */
export async function linkFromCallback(db: Db, userId: number, provider: string, profile: SocialProfile, returnTo: string): Promise<string> {
  try {
    await linkIdentity(db, userId, provider as SocialProvider, profile);
    return withQuery(returnTo, 'linked', provider);
  } catch (error) {
    if (error instanceof HttpError) return withQuery(returnTo, 'error', error.message);
    throw error;
  }
}

