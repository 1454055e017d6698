import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { API_ERROR_TYPES, API_ERRORS, linkTo } from '@floorhire/rules';
import { SocialCallbackQuerySchema, SocialProviderParamsSchema, SocialStartQuerySchema } from '@floorhire/schemas';
import type { SocialAdapter, LocalSocialAdapter } from '../../auth/social';
import { HttpError } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { socialSignIn } from './auth.service';
import { escapeHtml, safeRedirect } from './links';
import { setRefreshCookie } from './session';
import { linkFromCallback } from './sign-in-settings.service';
import { adapterFor, callbackUrl, STATE_AUDIENCE } from './social-adapters';

const DEFAULT_RETURN = linkTo('socialCallback');
const withError = (returnTo: string, message: string) => `${returnTo}${returnTo.includes('?') ? '&' : '?'}error=${encodeURIComponent(message)}`;

const start = route({
  method: 'GET',
  url: '/auth/social/:provider/start',
  summary: 'Redirect the browser to the social login provider (google or facebook)',
  access: 'public',
  tenancy: { kind: 'none', why: 'starts an anonymous flow' },
  params: SocialProviderParamsSchema,
  query: SocialStartQuerySchema,
  errors: [400],
  async handler(ctx) {
    const returnTo = safeRedirect(ctx.query.redirectUri, DEFAULT_RETURN);
    let adapter: SocialAdapter;
    try {
      adapter = adapterFor(ctx.deps.social, ctx.params.provider);
    } catch (error) {
      // A known provider without credentials: the browser came from a login button, so it goes
      // back to a page of the product that says so, not to a JSON error (ADR 151).
      if (!(error instanceof HttpError) || error.statusCode !== 503) throw error;
      return ctx.reply.redirect(withError(returnTo, error.message), 302);
    }
    const state = await new SignJWT({ provider: adapter.provider, returnTo })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(STATE_AUDIENCE)
      .setExpirationTime('10m')
      .sign(ctx.deps.config.jwtSecret);
    return ctx.reply.redirect(adapter.authorizeUrl({ state, callbackUrl: callbackUrl(ctx.deps.config.publicUrl, adapter.provider) }), 302);
  },
});

const callback = route({
  method: 'GET',
  url: '/auth/social/:provider/callback',
  summary: 'Provider return point: signs in (cookie set) and redirects to the app',
  access: 'public',
  tenancy: { kind: 'none', why: 'the provider names the user' },
  params: SocialProviderParamsSchema,
  query: SocialCallbackQuerySchema,
  errors: [503],
  async handler(ctx) {
    const adapter = adapterFor(ctx.deps.social, ctx.params.provider);
    let returnTo = DEFAULT_RETURN;
    try {
      const { payload } = await jwtVerify(ctx.query.state ?? '', ctx.deps.config.jwtSecret, { audience: STATE_AUDIENCE, algorithms: ['HS256'] });
      if (payload.provider !== adapter.provider) throw new Error('state of another provider');
      returnTo = safeRedirect(typeof payload.returnTo === 'string' ? payload.returnTo : undefined, DEFAULT_RETURN);
      if (ctx.query.error || !ctx.query.code) throw new Error(ctx.query.error ?? 'no code');
      const profile = await adapter.exchange({ code: ctx.query.code, callbackUrl: callbackUrl(ctx.deps.config.publicUrl, adapter.provider) });
      // Linking from the sign-in settings: the signed state names the account (ADR 296).
      if (typeof payload.linkUserId === 'number') return ctx.reply.redirect(await linkFromCallback(ctx.db, payload.linkUserId, adapter.provider, profile, returnTo), 302);
      const tokens = await socialSignIn(ctx.db, ctx.deps.tokens, adapter.provider, profile);
      if (!tokens) throw new Error('account not active');
      setRefreshCookie(ctx.reply, ctx.deps.config, tokens.refreshToken);
      return ctx.reply.redirect(returnTo, 302);
    } catch (error) {
      ctx.req.log.warn({ err: error instanceof Error ? error.message : error, provider: adapter.provider }, 'social login failed');
      return ctx.reply.redirect(withError(returnTo, API_ERRORS.socialLoginFailed), 302);
    }
  },
});

const LocalAuthorizeQuery = v.object({
  provider: v.pipe(v.string(), v.maxLength(40)),
  state: v.pipe(v.string(), v.maxLength(4000)),
});

function localAdapterFor(adapters: Map<string, SocialAdapter>, provider: string): LocalSocialAdapter {
  const adapter = adapterFor(adapters, provider) as Partial<LocalSocialAdapter>;
  if (typeof adapter.approve !== 'function') throw new HttpError(404, API_ERRORS.notFound, API_ERROR_TYPES.notFound);
  return adapter as LocalSocialAdapter;
}

const localAuthorize = route({
  method: 'GET',
  url: '/auth/social/local/authorize',
  summary: 'Development stand-in for a provider consent page',
  access: 'public',
  tenancy: { kind: 'none', why: 'development page' },
  query: LocalAuthorizeQuery,
  errors: [404, 503],
  async handler(ctx) {
    const adapter = localAdapterFor(ctx.deps.social, ctx.query.provider);
    const name = adapter.provider === 'google' ? 'Google' : 'Facebook';
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local ${name} sign-in</title><style>body{font-family:system-ui;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem}button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem}</style></head>
<body><h1>Continue with ${name} (local)</h1><p>Development stand-in for ${name}. Type the account the provider would return.</p>
<form method="get" action="/v4/auth/social/local/approve">
<input type="hidden" name="provider" value="${escapeHtml(adapter.provider)}"><input type="hidden" name="state" value="${escapeHtml(ctx.query.state)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="nameFirst">First name</label><input id="nameFirst" name="nameFirst" required>
<label for="nameLast">Last name</label><input id="nameLast" name="nameLast" required>
<button type="submit">Continue</button></form></body></html>`;
    return ctx.reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  },
});

const LocalApproveQuery = v.object({
  provider: v.pipe(v.string(), v.maxLength(40)),
  state: v.pipe(v.string(), v.maxLength(4000)),
  email: v.pipe(v.string(), v.trim(), v.email('Invalid e-mail')),
  nameFirst: v.pipe(v.string(), v.trim(), v.nonEmpty('Required.'), v.maxLength(100)),
  nameLast: v.pipe(v.string(), v.trim(), v.nonEmpty('Required.'), v.maxLength(100)),
});

const localApprove = route({
  method: 'GET',
  url: '/auth/social/local/approve',
  summary: 'Development stand-in: the provider approves and returns to the callback',
  access: 'public',
  tenancy: { kind: 'none', why: 'development page' },
  query: LocalApproveQuery,
  errors: [404, 503],
  async handler(ctx) {
    const adapter = localAdapterFor(ctx.deps.social, ctx.query.provider);
    const code = adapter.approve({ subject: `local-${ctx.query.email.toLowerCase()}`, email: ctx.query.email, nameFirst: ctx.query.nameFirst, nameLast: ctx.query.nameLast });
    const query = new URLSearchParams({ code, state: ctx.query.state }).toString();
    return ctx.reply.redirect(`/v4/auth/social/${adapter.provider}/callback?${query}`, 302);
  },
});

export const socialRoutes: readonly RouteDef[] = [localAuthorize, localApprove, start, callback];
