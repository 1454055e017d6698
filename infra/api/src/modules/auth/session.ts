import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../config';
import type { IssuedTokens } from '../../auth/tokens';
import { conflict } from '../../http/errors';
import { API_ERROR_TYPES, API_ERRORS, SESSION_HINT_COOKIE } from '@floorhire/rules';
import type { RouteContext } from '../../http/route';

export const REFRESH_COOKIE = 'fh_refresh';
export const REFRESH_COOKIE_PATH = '/v4/auth';

/** Sets the rotating refresh token cookie (httpOnly, Secure, SameSite=Strict, Path=/v4/auth). */
export function setRefreshCookie(reply: FastifyReply, config: ApiConfig, refreshToken: string): void {
  void reply.setCookie(REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: config.refreshTokenTtlSeconds,
  });
  // Readable by the shell, holds nothing secret: lets a visitor's page skip the refresh probe.
  void reply.setCookie(SESSION_HINT_COOKIE, '1', { httpOnly: false, secure: config.cookieSecure, sameSite: 'lax', path: '/', maxAge: config.refreshTokenTtlSeconds });
}

export function clearRefreshCookie(reply: FastifyReply, config: ApiConfig): void {
  void reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure: config.cookieSecure, sameSite: 'strict', path: REFRESH_COOKIE_PATH });
  void reply.clearCookie(SESSION_HINT_COOKIE, { secure: config.cookieSecure, sameSite: 'lax', path: '/' });
}

export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const value = req.cookies[REFRESH_COOKIE];
  return value && value.length < 200 ? value : undefined;
}

/** Sets the cookie, records where the session started, and returns the token answer every sign-in call gives. */
export async function answerWithSession(ctx: RouteContext<unknown, unknown, unknown>, tokens: IssuedTokens) {
  await ctx.deps.tokens.noteSessionAddress(tokens.refreshToken, ctx.req.ip);
  setRefreshCookie(ctx.reply, ctx.deps.config, tokens.refreshToken);
  return { accessToken: tokens.accessToken, idToken: tokens.idToken, expiresAt: tokens.expiresAt };
}

/** Creating an account while signed in is refused (spec 000 §4). */
export function refuseIfAuthenticated(ctx: RouteContext<unknown, unknown, unknown>): void {
  if (ctx.auth) throw conflict(API_ERRORS.alreadyAuthenticated, API_ERROR_TYPES.alreadyAuthenticated);
}
