import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ERRORS, API_MESSAGES, EXPIRED_LINK_TEXTS, SESSION_HINT_COOKIE } from '@floorhire/rules';
import { call, closeContext, createUser, lastMessageTo, linkCode, PASSWORD, refreshCookieOf, testContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(closeContext);
beforeEach(() => ctx.app.deps.limiter.reset());

describe('POST /v4/auth/login', () => {
  it('answers tokens and sets the httpOnly, Secure, SameSite=Strict refresh cookie on /v4/auth', async () => {
    const user = await createUser(ctx, { group: 'Expert' });
    const res = await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email.toUpperCase(), password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ accessToken: string; idToken: string; expiresAt: number }>();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.idToken.split('.')).toHaveLength(3);
    expect(body.expiresAt).toBeGreaterThan(Date.now());
    const cookie = res.cookies.find((c) => c.name === 'fh_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/v4/auth' });
    // The shell's "may have a session" hint: readable, site-wide, holds no token.
    const hint = res.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const me = await call(ctx, 'GET', '/v4/user-profile/me', { token: body.accessToken });
    expect(me.json()).toMatchObject({ id: user.id, groupMembership: 'Expert', userRoles: [{ roleMembership: 'user.pro' }] });
  });

  it('refuses a wrong password with 401 and the same message as an unknown e-mail', async () => {
    const user = await createUser(ctx);
    const wrong = await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: 'Wrong-pass-1' } });
    const unknown = await call(ctx, 'POST', '/v4/auth/login', { body: { email: `nobody-${user.email}`, password: PASSWORD } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: API_ERRORS.invalidCredentials, statusCode: 401, error: 'Unauthorized' });
  });

  it('names the field that fails validation, in the spec words', async () => {
    const res = await call(ctx, 'POST', '/v4/auth/login', { body: { email: 'not-an-email', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid e-mail', field: 'email', statusCode: 400 });
    const noPassword = await call(ctx, 'POST', '/v4/auth/login', { body: { email: 'a@b.test', password: '' } });
    expect(noPassword.json()).toMatchObject({ message: 'Password is required', field: 'password' });
  });

  it('blocks archived and blocked users', async () => {
    const user = await createUser(ctx, { status: 'block' });
    const res = await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } });
    expect(res.statusCode).toBe(403);
  });

  it('rate limits repeated logins for one e-mail with 429', async () => {
    const user = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: 'Wrong-pass-1' } })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const body = (await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } })).json();
    expect(body).toMatchObject({ statusCode: 429, error: 'TooManyRequests' });
  });

  it('counts only refused logins, so signing in correctly many times is never locked out', async () => {
    const user = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } })).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('refresh rotation', () => {
  async function signedIn() {
    const user = await createUser(ctx);
    const login = await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } });
    return { user, cookie: refreshCookieOf(login)! };
  }

  it('rotates the cookie on every refresh and answers new tokens', async () => {
    const { cookie } = await signedIn();
    const first = await call(ctx, 'GET', '/v4/auth/refresh', { cookie });
    expect(first.statusCode).toBe(200);
    const next = refreshCookieOf(first)!;
    expect(next).not.toEqual(cookie);
    const second = await call(ctx, 'GET', '/v4/auth/refresh', { cookie: next });
    expect(second.statusCode).toBe(200);
    expect(second.json<{ accessToken: string }>().accessToken).toBeTruthy();
  });

  it('a replayed refresh token revokes the whole family, including the newest token', async () => {
    const { cookie } = await signedIn();
    const rotated = refreshCookieOf(await call(ctx, 'GET', '/v4/auth/refresh', { cookie }))!;
    const replay = await call(ctx, 'GET', '/v4/auth/refresh', { cookie });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: 'Failed to refresh token' });
    const legit = await call(ctx, 'GET', '/v4/auth/refresh', { cookie: rotated });
    expect(legit.statusCode).toBe(401);
  });

  it('logout revokes the family and clears the cookie', async () => {
    const { cookie } = await signedIn();
    const out = await call(ctx, 'POST', '/v4/auth/logout', { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'fh_refresh')?.value).toBe('');
    expect(out.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');
    expect((await call(ctx, 'GET', '/v4/auth/refresh', { cookie })).statusCode).toBe(401);
  });

  it('a refresh without a cookie is 401 and clears the session hint', async () => {
    const res = await call(ctx, 'GET', '/v4/auth/refresh');
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');
  });

  it('an invalid bearer token on a protected call is 401 Error with token authentication', async () => {
    const res = await call(ctx, 'GET', '/v4/user-profile/me', { token: 'abc.def.ghi' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Error with token authentication' });
  });
});

describe('password reset', () => {
  it('sends a reset e-mail whose link leads to the completion form; completing signs in and ends old sessions', async () => {
    const user = await createUser(ctx);
    const oldCookie = refreshCookieOf(await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } }))!;
    const res = await call(ctx, 'POST', '/v4/auth/reset-password', { body: { email: user.email } });
    expect(res.json()).toEqual({ message: API_MESSAGES.resetPasswordSent });
    const mail = await lastMessageTo(ctx, user.email);
    expect(mail?.template).toBe('link.reset-password');
    const code = linkCode(mail!.body_text);
    const redirect = await call(ctx, 'GET', `/v4/auth/link/code/${code}/redirect-url`);
    expect(redirect.json()).toEqual({ redirectUrl: `/reset-password?code=${code}` });
    const weak = await call(ctx, 'POST', '/v4/auth/reset-password/complete', { body: { code, password: 'short' } });
    expect(weak.json()).toMatchObject({ statusCode: 400, field: 'password' });
    const done = await call(ctx, 'POST', '/v4/auth/reset-password/complete', { body: { code, password: 'New-pass-22' } });
    expect(done.statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: 'New-pass-22' } })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/v4/auth/refresh', { cookie: oldCookie })).statusCode).toBe(401);
    const reuse = await call(ctx, 'POST', '/v4/auth/reset-password/complete', { body: { code, password: 'New-pass-33' } });
    expect(reuse.json()).toMatchObject({ statusCode: 401, message: 'The link has expired', error: 'ExpiredAuthLink' });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await call(ctx, 'POST', '/v4/auth/reset-password', { body: { email: 'nobody-here@example.test' } });
    expect(res.json()).toEqual({ message: API_MESSAGES.resetPasswordSent });
    expect(await lastMessageTo(ctx, 'nobody-here@example.test')).toBeUndefined();
  });

  it('rate limits reset requests with 429', async () => {
    const user = await createUser(ctx);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(ctx, 'POST', '/v4/auth/reset-password', { body: { email: user.email } })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('magic links', () => {
  it('a login link signs in once; opened again it has expired (ExpiredAuthLink)', async () => {
    const user = await createUser(ctx);
    await call(ctx, 'POST', '/v4/auth/link', { body: { channel: 'EMAIL', email: user.email, redirectUrl: '/pro/applications' } });
    const code = linkCode((await lastMessageTo(ctx, user.email))!.body_text);
    const first = await call(ctx, 'GET', `/v4/auth/link/code/${code}/redirect-url`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ redirectUrl: '/pro/applications' });
    expect(refreshCookieOf(first)).toBeTruthy();
    const second = await call(ctx, 'GET', `/v4/auth/link/code/${code}/redirect-url`);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ message: EXPIRED_LINK_TEXTS.title, statusCode: 401, error: 'ExpiredAuthLink' });
  });

  it('a link past its time has expired, and resend sends a new one by EMAIL or SMS', async () => {
    const user = await createUser(ctx, { phone: '3125550199' });
    await call(ctx, 'POST', '/v4/auth/link', { body: { channel: 'EMAIL', email: user.email } });
    const code = linkCode((await lastMessageTo(ctx, user.email))!.body_text);
    await ctx.db.query(`update magic_links set expires_ts = now() - interval '1 minute' where user_profile_id = $1`, [user.id]);
    expect((await call(ctx, 'GET', `/v4/auth/link/code/${code}/redirect-url`)).json()).toMatchObject({ error: 'ExpiredAuthLink' });
    const bySms = await call(ctx, 'POST', `/v4/auth/link/code/${code}/resend?channel=SMS`);
    expect(bySms.json()).toEqual({ message: 'A new link has been sent out to your registered email ID/ phone number' });
    const sms = await lastMessageTo(ctx, '3125550199');
    expect(sms?.channel).toBe('sms');
    const fresh = await call(ctx, 'GET', `/v4/auth/link/code/${linkCode(sms!.body_text)}/redirect-url`);
    expect(fresh.statusCode).toBe(200);
    const byEmail = await call(ctx, 'POST', `/v4/auth/link/code/${code}/resend?channel=EMAIL`);
    expect(byEmail.statusCode).toBe(200);
    const bad = await call(ctx, 'POST', `/v4/auth/link/code/${code}/resend?channel=FAX`);
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'channel' });
  });

  it('resend by SMS without a phone on file is 422 and sends nothing', async () => {
    const user = await createUser(ctx);
    await call(ctx, 'POST', '/v4/auth/link', { body: { channel: 'EMAIL', email: user.email } });
    const before = await lastMessageTo(ctx, user.email);
    const res = await call(ctx, 'POST', `/v4/auth/link/code/${linkCode(before!.body_text)}/resend?channel=SMS`);
    expect(res.statusCode).toBe(422);
    expect((await lastMessageTo(ctx, user.email))?.id).toBe(before?.id);
  });

  it('an unknown code is 404', async () => {
    expect((await call(ctx, 'GET', '/v4/auth/link/code/not-a-real-code/redirect-url')).statusCode).toBe(404);
  });

  it('rate limits resends with 429', async () => {
    const user = await createUser(ctx);
    await call(ctx, 'POST', '/v4/auth/link', { body: { channel: 'EMAIL', email: user.email } });
    const code = linkCode((await lastMessageTo(ctx, user.email))!.body_text);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(ctx, 'POST', `/v4/auth/link/code/${code}/resend?channel=EMAIL`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('social login', () => {
  it('an unknown provider is an error', async () => {
    const res = await call(ctx, 'GET', '/v4/auth/social/myspace/start');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: API_ERRORS.unknownSocialProvider, error: 'UnknownSocialProvider' });
  });

  it('the local provider page flow signs a new pro in and returns to the app', async () => {
    const start = await call(ctx, 'GET', '/v4/auth/social/google/start?redirectUri=/auth/callback');
    expect(start.statusCode).toBe(302);
    const authorize = start.headers.location as string;
    expect(authorize).toMatch(/^\/v4\/auth\/social\/local\/authorize\?/u);
    const page = await call(ctx, 'GET', authorize);
    expect(page.headers['content-type']).toMatch(/text\/html/u);
    const state = new URL(authorize, 'http://x').searchParams.get('state')!;
    const email = `social-${Date.now()}@example.test`;
    const approve = await call(ctx, 'GET', `/v4/auth/social/local/approve?${new URLSearchParams({ provider: 'google', state, email, nameFirst: 'Sam', nameLast: 'Lee' })}`);
    const callback = await call(ctx, 'GET', approve.headers.location as string);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/auth/callback');
    const session = await call(ctx, 'GET', '/v4/auth/refresh', { cookie: refreshCookieOf(callback)! });
    const me = await call(ctx, 'GET', '/v4/user-profile/me', { token: session.json<{ accessToken: string }>().accessToken });
    expect(me.json()).toMatchObject({ email, nameFirst: 'Sam', groupMembership: 'Expert', authStrategy: 'google' });
  });

  it('a provider without credentials sends the browser back to the app with the reason, not to a JSON error', async () => {
    const facebook = ctx.app.deps.social.get('facebook');
    ctx.app.deps.social.delete('facebook');
    try {
      const res = await call(ctx, 'GET', '/v4/auth/social/facebook/start?redirectUri=/auth/callback');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/auth/callback?error=${encodeURIComponent(API_ERRORS.socialProviderNotConfigured)}`);
    } finally {
      if (facebook) ctx.app.deps.social.set('facebook', facebook);
    }
    // Facebook works like Google when it is configured (here the local stand-in).
    const start = await call(ctx, 'GET', '/v4/auth/social/facebook/start?redirectUri=/auth/callback');
    expect(start.headers.location).toMatch(/^\/v4\/auth\/social\/local\/authorize\?provider=facebook&/u);
  });

  it('a callback with a forged state goes back with an error and no session', async () => {
    const res = await call(ctx, 'GET', '/v4/auth/social/google/callback?code=x&state=forged');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/auth\/callback\?error=/u);
    expect(refreshCookieOf(res)).toBeUndefined();
  });
});

describe('outbox', () => {
  it('the worker delivers queued mail through the local adapter; staff read it, others may not', async () => {
    const staff = await createUser(ctx, { group: 'Super Admin' });
    const pro = await createUser(ctx);
    await call(ctx, 'POST', '/v4/auth/reset-password', { body: { email: pro.email } });
    await ctx.app.deps.worker.runDue();
    const list = await call(ctx, 'GET', `/v4/help-desk/outbox?filter=${encodeURIComponent(JSON.stringify({ to: pro.email }))}`, { token: staff.token });
    expect(list.statusCode).toBe(200);
    const { items, count } = list.json<{ items: { id: number; status: string; provider: string; bodyText: string }[]; count: number }>();
    expect(count).toBe(1);
    expect(items[0]).toMatchObject({ status: 'sent', provider: 'local' });
    expect(items[0]!.bodyText).toMatch(/\/link\//u);
    const one = await call(ctx, 'GET', `/v4/help-desk/outbox/${items[0]!.id}`, { token: staff.token });
    expect(one.statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/v4/help-desk/outbox', { token: pro.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/v4/help-desk/outbox')).statusCode).toBe(401);
  });
});
