// Every link the API sends a person (e-mail and SMS bodies, where /link/{code} leads, the url of
// inbox items and applicants) is one of the declared link targets of @floorhire/rules, which the
// shell's dead-link test resolves against the routes it serves (ADR 151).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_TARGETS, findLinkTarget, type LinkName } from '@floorhire/rules';
import { createHiringFixture, q } from './applications-fixtures';
import { call, closeContext, createUser, uniqueEmail, testContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(closeContext);
beforeEach(() => ctx.app.deps.limiter.reset());

const PUBLIC_URL = process.env.PUBLIC_URL!;

/** Absolute links in a message body, as a mail client would find them. */
function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"<>]+/gu)].map((m) => m[0].replace(/[.,)]+$/u, ''));
}

function expectTarget(address: string, where: string): LinkName {
  const name = findLinkTarget(address);
  expect(name, `${where}: ${address} is not a declared link target`).not.toBeNull();
  return name!;
}

describe('links the API sends', () => {
  it('e-mail and SMS bodies link only to declared targets on the public address, and /link/{code} leads to one', async () => {
    const start = (await q<{ id: number }>(ctx, 'select coalesce(max(id), 0) as id from outbox_messages')).id;
    const fx = await createHiringFixture(ctx, { pros: 1 });
    const pro = await createUser(ctx, { phone: '3125550142' });
    const teammate = await createUser(ctx, { group: 'Hiring Manager' });

    const sent = [
      await call(ctx, 'POST', '/v4/auth/reset-password', { body: { email: pro.email } }),
      await call(ctx, 'POST', '/v4/auth/link', { body: { channel: 'EMAIL', email: pro.email } }),
      await call(ctx, 'POST', '/v4/auth/link', { body: { channel: 'SMS', phone: '3125550142' } }),
      await call(ctx, 'POST', '/v4/public/signup/employer', {
        body: { position: 'Welder', location: 'Austin, TX', fullName: 'Jo Link', email: uniqueEmail('links'), recruitingPriority: 'quality', foundVia: 'social' },
      }),
      await call(ctx, 'POST', '/v4/employer/invite-new-member', { token: fx.admin.token, body: { employerId: fx.employerId, inviteeEmail: uniqueEmail('invitee') } }),
      await call(ctx, 'POST', '/v4/employer/invite-new-member', { token: fx.admin.token, body: { employerId: fx.employerId, inviteeEmail: teammate.email } }),
      await call(ctx, 'POST', `/v4/job-applicant/${fx.applicantIds[0]}/send-screening`, { token: fx.admin.token }),
    ];
    expect(sent.map((r) => r.statusCode).every((s) => s >= 200 && s < 300), sent.map((r) => r.body).join('\n')).toBe(true);

    const { rows } = await ctx.db.query<{ template: string; body_text: string; body_html: string | null }>(
      'select template, body_text, body_html from outbox_messages where id > $1 order by id',
      [start],
    );
    const templates = new Set(rows.map((r) => r.template));
    for (const t of ['link.reset-password', 'link.login', 'link.verify-email', 'link.invite', 'send-screening']) expect(templates, t).toContain(t);

    const codes: string[] = [];
    for (const row of rows) {
      const links = [...linksIn(row.body_text), ...linksIn(row.body_html ?? '')];
      for (const link of links) {
        expect(link.startsWith(`${PUBLIC_URL}/`), `${row.template}: ${link} is on the public address`).toBe(true);
        if (expectTarget(link, row.template) === 'emailedLink') codes.push(new URL(link).pathname.split('/').pop()!);
      }
    }
    expect(rows.filter((r) => linksIn(r.body_text).length > 0).length).toBeGreaterThanOrEqual(7);

    // Where each e-mailed link leads is a declared target too (the shell walks those).
    const landed = new Set<LinkName>();
    for (const code of new Set(codes)) {
      const status = await call(ctx, 'GET', `/v4/auth/link/code/${code}`);
      expect(status.statusCode).toBe(200);
      const answer = await call(ctx, 'GET', `/v4/auth/link/code/${code}/redirect-url`);
      landed.add(expectTarget(answer.json<{ redirectUrl: string }>().redirectUrl, `/link/${code} (${status.json<{ purpose: string }>().purpose})`));
    }
    expect([...landed].sort()).toEqual(['employerHome', 'home', 'inviteeSignup', 'resetPassword'].sort());
  });

  it('inbox items and pre-screened applicants link to declared targets, in the area of who reads them', async () => {
    const fx = await createHiringFixture(ctx, { pros: 2 });
    await call(ctx, 'PATCH', `/v4/job-applicant/${fx.applicantIds[0]}`, { token: fx.manager.token, body: { status: 'Client' } });
    const conversation = await q(ctx, 'insert into conversations (employer_id, user_profile_id, job_id) values ($1, $2, $3) returning id', [fx.employerId, fx.pros[1]!.id, fx.jobId]);
    await ctx.db.query(`insert into inbox_items (type, employer_id, pro_id, conversation_id) values ('new message', $1, $2, $3)`, [fx.employerId, fx.pros[1]!.id, conversation.id]);
    await ctx.db.query(`insert into inbox_items (type, employer_id, pro_id) values ('new message', $1, $2)`, [fx.employerId, fx.pros[1]!.id]);

    type Item = { type: string; url: string; conversationId: number | null };
    const employerItems = (await call(ctx, 'GET', `/v4/notification?employerId=${fx.employerId}`, { token: fx.manager.token })).json<{ items: Item[] }>().items;
    const names = employerItems.map((i) => expectTarget(i.url, `inbox item ${i.type}`));
    expect(names.sort()).toEqual(['employerApplicant', 'employerConversation', 'employerHome'].sort());
    const message = employerItems.find((i) => i.conversationId === conversation.id)!;
    expect(message.url).toBe(`${LINK_TARGETS.employerConversation.path}?conversationId=${conversation.id}&employerId=${fx.employerId}`);

    const staffItems = (await call(ctx, 'GET', `/v4/notification?employerId=${fx.employerId}`, { token: fx.staff.token })).json<{ items: Item[] }>().items;
    expect(staffItems.filter((i) => i.type === 'prescreened candidate').map((i) => expectTarget(i.url, 'staff inbox item'))).toEqual(['adminApplicant']);

    const prescreened = (await call(ctx, 'GET', `/v4/employer/${fx.employerId}/job-applicant`, { token: fx.manager.token })).json<{ url: string }[]>();
    expect(prescreened.map((p) => expectTarget(p.url, 'pre-screened applicant'))).toEqual(['employerApplicant']);
  });
});

describe('GET /v4/auth/link/code/{code}', () => {
  it('names what a usable link is for without using it; a used one has expired, an unknown one is 404', async () => {
    const user = await createUser(ctx);
    await call(ctx, 'POST', '/v4/auth/reset-password', { body: { email: user.email } });
    const mail = await q<{ body_text: string }>(ctx, `select body_text from outbox_messages where lower(to_address) = lower($1) order by id desc limit 1`, [user.email]);
    const code = new URL(linksIn(mail.body_text)[0]!).pathname.split('/').pop()!;
    const first = await call(ctx, 'GET', `/v4/auth/link/code/${code}`);
    expect(first.json()).toEqual({ purpose: 'reset-password' });
    expect(first.headers['cache-control']).toBe('no-store');
    // Asking again changes nothing: the form can still use the code.
    expect((await call(ctx, 'GET', `/v4/auth/link/code/${code}`)).json()).toEqual({ purpose: 'reset-password' });
    const done = await call(ctx, 'POST', '/v4/auth/reset-password/complete', { body: { code, password: 'Fresh-pass-9' } });
    expect(done.statusCode).toBe(200);
    const used = await call(ctx, 'GET', `/v4/auth/link/code/${code}`);
    expect(used.statusCode).toBe(401);
    expect(used.json()).toMatchObject({ error: 'ExpiredAuthLink', message: 'The link has expired' });
    expect((await call(ctx, 'GET', '/v4/auth/link/code/no-such-code-here')).statusCode).toBe(404);
  });
});
