import { SignJWT } from 'jose';
import {
  AuthTokensSchema,
  ChangePasswordBodySchema,
  MessageAnswerSchema,
  SIGN_IN_TEXTS,
  SOCIAL_PROVIDER_NAMES,
  SignInMethodsSchema,
  SocialLinkAnswerSchema,
  SocialLinkBodySchema,
  SocialProviderSchema,
} from '@floorhire/schemas';
import { linkTo } from '@floorhire/rules';
import { route, type RouteDef } from '../../http/route';
import { safeRedirect } from './links';
import { answerWithSession } from './session';
import { changePassword, signInMethodsOf, unlinkIdentity } from './sign-in-settings.service';
import { adapterFor, callbackUrl, STATE_AUDIENCE } from './social-adapters';

// Sign-in settings of the signed-in user, employer user or pro (docs/decisions/296-sign-in-settings.md).

const SELF = { kind: 'none', why: 'acts only on the caller' } as const;
const FIFTEEN_MINUTES = 15 * 60_000;

const methods = route({
  method: 'GET',
  url: '/auth/sign-in-methods',
  summary: "The caller's ways in: e-mail and phone for login links, whether a password is set, linked Google or Facebook accounts, and which providers can be linked",
  access: 'authenticated',
  tenancy: SELF,
  response: SignInMethodsSchema,
  handler: (ctx) => signInMethodsOf(ctx.db, ctx.requireAuth().userId, [...ctx.deps.social.keys()]),
});

const password = route({
  method: 'PUT',
  url: '/auth/password',
  summary: 'Set or change the password (currentPassword when one is set, newPassword by the spec\'s rules); ends every other session and answers a fresh one',
  // The account's ways in are the user's own: staff acting as them may not change them (ADR 301).
  actAs: 'refuse',
  access: 'authenticated',
  tenancy: SELF,
  body: ChangePasswordBodySchema,
  response: AuthTokensSchema,
  errors: [400, 422, 429],
  rateLimit: { max: 10, windowMs: FIFTEEN_MINUTES, failuresOnly: true, key: () => 'password-change' },
  async handler(ctx) {
    return answerWithSession(ctx, await changePassword(ctx.db, ctx.deps.tokens, ctx.requireAuth().userId, ctx.body));
  },
});

const linkStart = route({
  method: 'POST',
  url: '/auth/social/:provider/link',
  summary: 'Start linking Google or Facebook to the caller\'s account: answers the provider address to open; the provider returns to returnTo with ?linked= or ?error=',
  // The account's ways in are the user's own: staff acting as them may not change them (ADR 301).
  actAs: 'refuse',
  access: 'authenticated',
  tenancy: SELF,
  params: SocialProviderSchema,
  body: SocialLinkBodySchema,
  response: SocialLinkAnswerSchema,
  errors: [400, 503],
  async handler(ctx) {
    const adapter = adapterFor(ctx.deps.social, ctx.params.provider);
    const returnTo = safeRedirect(ctx.body.returnTo, linkTo('home'));
    const state = await new SignJWT({ provider: adapter.provider, returnTo, linkUserId: ctx.requireAuth().userId })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(STATE_AUDIENCE)
      .setExpirationTime('10m')
      .sign(ctx.deps.config.jwtSecret);
    return { url: adapter.authorizeUrl({ state, callbackUrl: callbackUrl(ctx.deps.config.publicUrl, adapter.provider) }) };
  },
});

const unlink = route({
  method: 'DELETE',
  url: '/auth/social/:provider',
  summary: 'Unlink Google or Facebook from the caller\'s account; refused (409) when it is the last way in',
  // The account's ways in are the user's own: staff acting as them may not change them (ADR 301).
  actAs: 'refuse',
  access: 'authenticated',
  tenancy: SELF,
  params: SocialProviderSchema,
  response: MessageAnswerSchema,
  errors: [400, 404, 409],
  async handler(ctx) {
    await unlinkIdentity(ctx.db, ctx.requireAuth().userId, ctx.params.provider);
    return { message: SIGN_IN_TEXTS.unlinked(SOCIAL_PROVIDER_NAMES[ctx.params.provider]) };
  },
});

export const signInSettingsRoutes: readonly RouteDef[] = [methods, password, linkStart, unlink];
