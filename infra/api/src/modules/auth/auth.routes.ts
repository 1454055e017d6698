import { API_ERRORS, API_MESSAGES } from '@floorhire/rules';
import {
  AuthTokensSchema,
  LinkChannelQuerySchema,
  LinkCodeParamsSchema,
  LinkStatusAnswerSchema,
  LoginBodySchema,
  LoginLinkRequestBodySchema,
  MessageAnswerSchema,
  RedirectUrlAnswerSchema,
  ResetPasswordBodySchema,
  ResetPasswordCompleteBodySchema,
} from '@floorhire/schemas';
import { unauthorized } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { completePasswordReset, followLink, linkPurpose, passwordLogin, resendLink, sendLoginLink, sendPasswordReset } from './auth.service';
import { answerWithSession, clearRefreshCookie, readRefreshCookie } from './session';

const FIFTEEN_MINUTES = 15 * 60_000;

const login = route({
  method: 'POST',
  url: '/auth/login',
  summary: 'Sign in with e-mail and password; sets the fh_refresh cookie',
  access: 'public',
  tenancy: { kind: 'none', why: 'credentials name the user' },
  body: LoginBodySchema,
  response: AuthTokensSchema,
  errors: [401, 403, 429],
  rateLimit: { max: 10, windowMs: FIFTEEN_MINUTES, failuresOnly: true, key: ({ body }) => String((body as { email: string }).email).toLowerCase() },
  async handler(ctx) {
    return answerWithSession(ctx, await passwordLogin(ctx.db, ctx.deps.tokens, ctx.body.email, ctx.body.password));
  },
});

const refresh = route({
  method: 'GET',
  url: '/auth/refresh',
  summary: 'Rotate the refresh cookie and get new tokens; a replayed token revokes its family',
  access: 'public',
  tenancy: { kind: 'none', why: 'the cookie names the session' },
  response: AuthTokensSchema,
  errors: [401],
  async handler(ctx) {
    const cookie = readRefreshCookie(ctx.req);
    const tokens = cookie ? await ctx.deps.tokens.rotate(cookie) : null;
    if (!tokens) {
      clearRefreshCookie(ctx.reply, ctx.deps.config);
      throw unauthorized(API_ERRORS.refreshFailed);
    }
    ctx.reply.header('cache-control', 'no-store');
    return answerWithSession(ctx, tokens);
  },
});

const logout = route({
  method: 'POST',
  url: '/auth/logout',
  summary: 'End the session: revoke the refresh-token family and clear the cookie',
  access: 'public',
  tenancy: { kind: 'none', why: 'the cookie names the session' },
  response: MessageAnswerSchema,
  async handler(ctx) {
    const cookie = readRefreshCookie(ctx.req);
    if (cookie) await ctx.deps.tokens.revokeByToken(cookie, 'logout');
    clearRefreshCookie(ctx.reply, ctx.deps.config);
    return { message: API_MESSAGES.loggedOut };
  },
});

const resetPassword = route({
  method: 'POST',
  url: '/auth/reset-password',
  summary: 'Send a password reset e-mail (same answer whether or not the account exists)',
  access: 'public',
  tenancy: { kind: 'none', why: 'answers the same for every e-mail' },
  body: ResetPasswordBodySchema,
  response: MessageAnswerSchema,
  errors: [429],
  rateLimit: { max: 5, windowMs: FIFTEEN_MINUTES, key: ({ body }) => String((body as { email: string }).email).toLowerCase() },
  async handler(ctx) {
    await sendPasswordReset(ctx.db, ctx.deps.config, ctx.body.email);
    return { message: API_MESSAGES.resetPasswordSent };
  },
});

const resetPasswordComplete = route({
  method: 'POST',
  url: '/auth/reset-password/complete',
  summary: 'Choose a new password with the code from the reset e-mail; signs in and ends other sessions',
  access: 'public',
  tenancy: { kind: 'none', why: 'the code names the user' },
  body: ResetPasswordCompleteBodySchema,
  response: AuthTokensSchema,
  errors: [401, 404, 429],
  rateLimit: { max: 10, windowMs: FIFTEEN_MINUTES, key: () => 'reset-complete' },
  async handler(ctx) {
    return answerWithSession(ctx, await completePasswordReset(ctx.db, ctx.deps.tokens, ctx.body.code, ctx.body.password));
  },
});

const linkStatus = route({
  method: 'GET',
  url: '/auth/link/code/:code',
  summary: 'What a link is for, without using it: the reset-password and invitee forms check their code before asking anything',
  access: 'public',
  tenancy: { kind: 'none', why: 'the code names the user' },
  params: LinkCodeParamsSchema,
  response: LinkStatusAnswerSchema,
  errors: [401, 404, 429],
  rateLimit: { max: 30, windowMs: FIFTEEN_MINUTES, key: () => 'link' },
  async handler(ctx) {
    const purpose = await linkPurpose(ctx.db, ctx.params.code);
    ctx.reply.header('cache-control', 'no-store');
    return { purpose };
  },
});

const redirectUrl = route({
  method: 'GET',
  url: '/auth/link/code/:code/redirect-url',
  summary: 'Follow a magic link: login and verify links sign in (cookie set) and name where to go',
  access: 'public',
  tenancy: { kind: 'none', why: 'the code names the user' },
  params: LinkCodeParamsSchema,
  response: RedirectUrlAnswerSchema,
  errors: [401, 404, 429],
  rateLimit: { max: 30, windowMs: FIFTEEN_MINUTES, key: () => 'link' },
  async handler(ctx) {
    const outcome = await followLink(ctx.db, ctx.deps.tokens, ctx.params.code);
    if (outcome.tokens) return { redirectUrl: outcome.redirectUrl, ...(await answerWithSession(ctx, outcome.tokens)) };
    return { redirectUrl: outcome.redirectUrl };
  },
});

function resendRoute(url: string, summary: string): RouteDef {
  return route({
    method: 'POST',
    url,
    summary,
    access: 'public',
    tenancy: { kind: 'none', why: 'the link goes only to the registered address of its user' },
    params: LinkCodeParamsSchema,
    query: LinkChannelQuerySchema,
    response: MessageAnswerSchema,
    errors: [404, 422, 429],
    rateLimit: { max: 5, windowMs: FIFTEEN_MINUTES, key: ({ params }) => (params as { code: string }).code },
    async handler(ctx) {
      await resendLink(ctx.db, ctx.deps.config, ctx.params.code, ctx.query.channel);
      return { message: API_MESSAGES.newLinkSent };
    },
  });
}

const requestLoginLink = route({
  method: 'POST',
  url: '/auth/link',
  summary: 'Send a login link to the registered e-mail or phone (same answer whether or not it exists)',
  access: 'public',
  tenancy: { kind: 'none', why: 'the link goes only to the registered address' },
  body: LoginLinkRequestBodySchema,
  response: MessageAnswerSchema,
  errors: [429],
  rateLimit: { max: 5, windowMs: FIFTEEN_MINUTES, key: ({ body }) => JSON.stringify([(body as { email?: string }).email?.toLowerCase(), (body as { phone?: string }).phone]) },
  async handler(ctx) {
    await sendLoginLink(ctx.db, ctx.deps.config, ctx.body);
    return { message: API_MESSAGES.loginLinkSent };
  },
});

export const authRoutes: readonly RouteDef[] = [
  login,
  refresh,
  logout,
  resetPassword,
  resetPasswordComplete,
  linkStatus,
  redirectUrl,
  resendRoute('/auth/link/code/:code/resend', 'Send a new link (EMAIL or SMS) in place of an expired one'),
  resendRoute('/auth/link/code/:code/send', 'Send a fresh link for this code by EMAIL or SMS (the "Log in to your account" screen)'),
  requestLoginLink,
];

