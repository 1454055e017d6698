
import { API_ERROR_TYPES, API_ERRORS, API_MESSAGES, linkTo } from '@floorhire/rules';
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
import { hashPassword, verifyPassword } from '../../auth/password';
import { ACTIVE_STATUSES } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { HttpError, unauthorized } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { assertUsable, createLink, findLink, safeRedirect, sendLink } from './links';
import { answerWithSession, clearRefreshCookie, readRefreshCookie } from './session';

const FIFTEEN_MINUTES = 15 * 60_000;
// A real hash of a random password: verifying against it costs the same as a real account, so
// response time does not reveal which e-mails exist.
const DUMMY_HASH = hashPassword(`dummy-${Math.random()}`);

interface LoginRow {
  id: number;
  email: string;
  phone: string | null;
  name_first: string;
  password_hash: string | null;
  status: string;
}

const findByEmail = (db: Queryable, email: string) =>
  db.one<LoginRow>('select id, email, phone, name_first, password_hash, status from user_profiles where lower(email) = lower($1)', [email]);

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
    const user = await findByEmail(ctx.db, ctx.body.email);
    const valid = await verifyPassword(ctx.body.password, user?.password_hash ?? (await DUMMY_HASH));
    if (!user || !user.password_hash || !valid) throw unauthorized(API_ERRORS.invalidCredentials);
    if (!ACTIVE_STATUSES.has(user.status)) throw new HttpError(403, API_ERRORS.accountBlocked, API_ERROR_TYPES.forbidden);
    const tokens = await ctx.db.transaction((tx) => ctx.deps.tokens.signIn(user.id, tx));
    if (!tokens) throw new HttpError(403, API_ERRORS.accountBlocked, API_ERROR_TYPES.forbidden);
    return answerWithSession(ctx, tokens);
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
    const user = await findByEmail(ctx.db, ctx.body.email);
    if (user && ACTIVE_STATUSES.has(user.status)) {
      await ctx.db.transaction(async (tx) => {
        const code = await createLink(tx, ctx.deps.config, { userId: user.id, purpose: 'reset-password', redirectUrl: linkTo('login') });
        await sendLink(tx, ctx.deps.config, user, code, 'reset-password', 'EMAIL');
      });
    }
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
    const passwordHash = await hashPassword(ctx.body.password);
    const tokens = await ctx.db.transaction(async (tx) => {
      const link = await findLink(tx, ctx.body.code, true);
      assertUsable(link, ['reset-password']);
      await tx.query('update magic_links set used_ts = now() where id = $1', [link.id]);
      await tx.query(
        `update user_profiles set password_hash = $2, update_ts = now(),
           status = case when status in ('unverified', 'unconfirmed') then 'normal' else status end where id = $1`,
        [link.user_profile_id, passwordHash],
      );
      await ctx.deps.tokens.revokeAllForUser(tx, link.user_profile_id, 'password-reset');
      return ctx.deps.tokens.signIn(link.user_profile_id, tx);
    });
    if (!tokens) throw new HttpError(403, API_ERRORS.accountBlocked, API_ERROR_TYPES.forbidden);
    return answerWithSession(ctx, tokens);
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
    const link = await findLink(ctx.db, ctx.params.code);
    assertUsable(link, ['login', 'verify-email', 'invite', 'reset-password']);
    ctx.reply.header('cache-control', 'no-store');
    return { purpose: link.purpose };
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
    const code = ctx.params.code;
    const outcome = await ctx.db.transaction(async (tx) => {
      const link = await findLink(tx, code, true);
      assertUsable(link, ['login', 'verify-email', 'invite', 'reset-password']);
      // Reset and invite links are consumed by the form they lead to, not by opening them.
      if (link.purpose === 'reset-password') return { redirectUrl: linkTo('resetPassword', {}, { code }) };
      if (link.purpose === 'invite') return { redirectUrl: linkTo('inviteeSignup', {}, { inviteCode: code }) };
      await tx.query('update magic_links set used_ts = now() where id = $1', [link.id]);
      if (link.purpose === 'verify-email') {
        await tx.query(`update user_profiles set status = 'normal', update_ts = now() where id = $1 and status in ('unverified', 'unconfirmed')`, [link.user_profile_id]);
      }
      const tokens = await ctx.deps.tokens.signIn(link.user_profile_id, tx);
      if (!tokens) throw new HttpError(403, API_ERRORS.accountBlocked, API_ERROR_TYPES.forbidden);
      return { redirectUrl: safeRedirect(link.redirect_url), tokens };
    });
    if ('tokens' in outcome && outcome.tokens) return { redirectUrl: outcome.redirectUrl, ...answerWithSession(ctx, outcome.tokens) };
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
      await ctx.db.transaction(async (tx) => {
        const link = await findLink(tx, ctx.params.code, true);
        if (!link) throw new HttpError(404, API_ERRORS.linkNotFound, API_ERROR_TYPES.notFound);
        const user = await tx.one<LoginRow>('select id, email, phone, name_first, password_hash, status from user_profiles where id = $1', [link.user_profile_id]);
        if (!user || !ACTIVE_STATUSES.has(user.status)) throw new HttpError(404, API_ERRORS.linkNotFound, API_ERROR_TYPES.notFound);
        await tx.query('update magic_links set used_ts = coalesce(used_ts, now()) where id = $1', [link.id]);
        const code = await createLink(tx, ctx.deps.config, {
          userId: user.id,
          purpose: link.purpose,
          redirectUrl: link.redirect_url,
          employerId: link.employer_id,
          channel: ctx.query.channel,
        });
        await sendLink(tx, ctx.deps.config, user, code, link.purpose, ctx.query.channel);
      });
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
    const { channel, email, phone } = ctx.body;
    if (channel === 'EMAIL' && !email) throw new HttpError(400, 'Invalid e-mail', API_ERROR_TYPES.validation, 'email');
    if (channel === 'SMS' && !phone) throw new HttpError(400, 'Phone number must be valid', API_ERROR_TYPES.validation, 'phone');
    const user =
      channel === 'EMAIL'
        ? await findByEmail(ctx.db, email!)
        : await ctx.db.one<LoginRow>('select id, email, phone, name_first, password_hash, status from user_profiles where phone = $1 order by id limit 1', [phone!]);
    if (user && ACTIVE_STATUSES.has(user.status)) {
      await ctx.db.transaction(async (tx) => {
        const code = await createLink(tx, ctx.deps.config, { userId: user.id, purpose: 'login', redirectUrl: safeRedirect(ctx.body.redirectUrl), channel });
        await sendLink(tx, ctx.deps.config, user, code, 'login', channel);
      });
    }
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

