import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../src/plugins/openapi';
import { arbitraryFor } from './json-schema-arbitrary';
import { call, closeContext, createEmployer, createUser, RUN, testContext, type TestContext, type TestUser } from './helpers';

// Property: a caller from employer A never reads or changes employer B's data through any route
// with an id in its path. Routes are discovered from the app's own catalogue, so every route a
// feature adds later is covered without touching this file. B's rows carry a marker string; a
// leak is an answer that contains it, or any change to B's rows.

const TOTAL_CASES = 10_000;
const MARK = `zzB${RUN}`;

let ctx: TestContext;
let callersA: TestUser[];
let idsB: number[];
const B_TABLES: Record<string, string> = {};

async function snapshotB(): Promise<string> {
  const parts: string[] = [];
  for (const [table, where] of Object.entries(B_TABLES)) {
    const row = await ctx.db.one<{ h: string }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t where ${where}`);
    parts.push(`${table}:${row?.h}`);
  }
  return parts.join(',');
}

beforeAll(async () => {
  ctx = await testContext();
  const employerA = await createEmployer(ctx, `Employer A ${RUN}`);
  const employerB = await createEmployer(ctx, `Employer ${MARK}`);
  callersA = [
    await createUser(ctx, { group: 'Company Admin', employerIds: [employerA], extraRoles: ['employer.calendar.edit'] }),
    await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] }),
    await createUser(ctx, { group: 'Expert' }),
  ];
  const adminB = await createUser(ctx, { group: 'Company Admin', employerIds: [employerB], phone: '3125550999' });
  const managerB = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerB] });
  const proB = await createUser(ctx, { group: 'Expert' });
  for (const u of [adminB, managerB, proB]) await ctx.db.query('update user_profiles set name_last = $2 where id = $1', [u.id, MARK]);
  const proRow = (await ctx.db.one<{ id: number }>('update pros set summary = $2 where user_profile_id = $1 returning id', [proB.id, MARK]))!;
  const q = async (sql: string, params: unknown[]) => (await ctx.db.one<{ id: number }>(sql, params as never[]))!.id;
  const job = await q(`insert into jobs (employer_id, display_title, status) values ($1, $2, 'live') returning id`, [employerB, MARK]);
  const applicant = await q(`insert into job_applicants (job_id, user_profile_id, status, rejection_reason) values ($1, $2, 'Review', $3) returning id`, [job, proB.id, MARK]);
  const interview = await q(`insert into interviews (job_applicant_id, type, location) values ($1, 'Onsite', $2) returning id`, [applicant, MARK]);
  const slot = await q(`insert into interview_slots (interview_id, ts_interview, status) values ($1, now() + interval '1 day', 'Proposed') returning id`, [interview]);
  const note = await q(`insert into pro_notes (pro_user_profile_id, employer_id, author_id, job_applicant_id, description) values ($1, $2, $3, $4, $5) returning id`, [proB.id, employerB, adminB.id, applicant, MARK]);
  const conversation = await q(`insert into conversations (employer_id, user_profile_id, job_id, latest_message_text) values ($1, $2, $3, $4) returning id`, [employerB, proB.id, job, MARK]);
  const message = await q(`insert into messages (conversation_id, sender_id, content) values ($1, $2, $3) returning id`, [conversation, adminB.id, MARK]);
  const template = await q(`insert into message_templates (employer_id, user_profile_id, title, message) values ($1, $2, 'B template', $3) returning id`, [employerB, adminB.id, MARK]);
  const inbox = await q(`insert into inbox_items (type, user_profile_id, employer_id, job_id, pro_id, conversation_id) values ('new message', $1, $2, $3, $4, $5) returning id`, [adminB.id, employerB, job, proB.id, conversation]);
  const shortlist = await q(`insert into shortlists (employer_id, owner_id, title) values ($1, $2, $3) returning id`, [employerB, adminB.id, MARK]);
  const saved = await q(`insert into saved_searches (user_profile_id, employer_id, query) values ($1, $2, $3) returning id`, [adminB.id, employerB, JSON.stringify({ query: MARK })]);
  const subscription = await q(`insert into subscriptions (employer_id, status, plan, start_date) values ($1, 'active', $2, current_date) returning id`, [employerB, MARK]);
  const invoice = await q(`insert into invoices (employer_id, subscription_id, number, status, amount_cents, description, invoice_date) values ($1, $2, $3, 'paid', 100, $3, current_date) returning id`, [employerB, subscription, `INV-${MARK}`]);
  const question = await q(`insert into screener_questions (job_id, question, display_order) values ($1, $2, 1) returning id`, [job, MARK]);
  const reference = await q(`insert into pro_references (uuid, pro_id, name_first, name_last) values (gen_random_uuid(), $1, 'Ref', $2) returning id`, [proRow.id, MARK]);
  const history = await q(`insert into pro_work_history (pro_id, employer_name, job_title, start_yyyymm) values ($1, $2, 'Welder', 202001) returning id`, [proRow.id, MARK]);
  idsB = [employerB, adminB.id, managerB.id, proB.id, proRow.id, job, applicant, interview, slot, note, conversation, message, template, inbox, shortlist, saved, subscription, invoice, question, reference, history];
  const users = [adminB.id, managerB.id, proB.id].join(',');
  Object.assign(B_TABLES, {
    user_profiles: `id in (${users})`,
    user_auth_groups: `user_profile_id in (${users})`,
    user_roles: `user_profile_id in (${users})`,
    employer_users: `user_profile_id in (${users})`,
    employers: `id = ${employerB}`,
    pros: `id = ${proRow.id}`,
    jobs: `id = ${job}`,
    job_applicants: `id = ${applicant}`,
    interviews: `id = ${interview}`,
    interview_slots: `id = ${slot}`,
    pro_notes: `id = ${note}`,
    conversations: `id = ${conversation}`,
    messages: `conversation_id = ${conversation}`,
    message_templates: `id = ${template}`,
    inbox_items: `id = ${inbox}`,
    shortlists: `id = ${shortlist}`,
    saved_searches: `id = ${saved}`,
    subscriptions: `id = ${subscription}`,
    invoices: `id = ${invoice}`,
    screener_questions: `job_id = ${job}`,
    pro_references: `pro_id = ${proRow.id}`,
    pro_work_history: `pro_id = ${proRow.id}`,
  });
});
afterAll(closeContext);

const PUBLIC_TO_PROS = new Set(['GET /pro/job/:id', 'POST /pro/job/:id/not-interested']);

async function publicJobShows(id: number): Promise<boolean> {
  const res = await call(ctx, 'GET', `/v4/public/job/${id}`);
  return res.statusCode === 200 && res.body.includes(MARK);
}

describe('tenancy over every route with an id in its path', () => {
  it(`employer A never reads or changes employer B's data (${TOTAL_CASES} cases)`, async () => {
    const catalog = ctx.app.deps.catalog.filter((r) => r.access !== 'public' && /:[A-Za-z]/u.test(r.url));
    expect(catalog.length).toBeGreaterThan(0);
    const doc = buildOpenApi(catalog) as { paths: Record<string, Record<string, { requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } } }>> };
    const before = await snapshotB();
    const perRoute = Math.ceil(TOTAL_CASES / catalog.length);
    const leaks: string[] = [];
    let cases = 0;
    for (const route of catalog) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/gu, '{$1}');
      const bodySchema = doc.paths[path]?.[route.method.toLowerCase()]?.requestBody?.content['application/json'].schema;
      const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/gu)].map((m) => m[1]!);
      const idArb = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...idsB) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 5000 }) });
      const bodyArb = bodySchema
        ? fc.oneof(arbitraryFor(bodySchema), fc.constantFrom(...idsB).map((id) => ({ employerId: id, userProfileId: id, employerIds: [id], id })))
        : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...callersA), fc.tuple(...paramNames.map(() => idArb)), bodyArb, fc.constantFrom(undefined, '["pro","education","history","references","jobApplicants"]'), async (caller, ids, body, include) => {
          cases += 1;
          let url = route.url;
          paramNames.forEach((name, i) => (url = url.replace(`:${name}`, String(ids[i]))));
          if (include) url += `?include=${encodeURIComponent(include)}`;
          const res = await call(ctx, route.method, `/v4${url}`, { token: caller.token, ...(body !== undefined && route.method !== 'GET' ? { body } : {}) });
          // A live job is public (GET /public/job/{id} serves it to anyone); the job board's pro
          // routes may show a pro what a visitor sees, and nothing more.
          if (res.body.includes(MARK) && PUBLIC_TO_PROS.has(`${route.method} ${route.url}`) && (await publicJobShows(ids[0]!))) return true;
          if (res.body.includes(MARK)) leaks.push(`${route.method} ${url} as ${caller.email}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          return true;
        }),
        { numRuns: perRoute, seed: 20_261_121 },
      );
    }
    const after = await snapshotB();
    expect(cases).toBeGreaterThanOrEqual(TOTAL_CASES);
    expect(leaks).toEqual([]);
    expect(after).toBe(before);
  });
});

// Property: "may this employer see this pro?" has one answer (ADR 037), and every route that
// shows a pro to an employer follows it (the network list and read of ADR 207 too): the pro
// applied to one of its jobs (not an outreach left Notified) or the employer unlocked them.
// Another employer's application or unlock, and a conversation stored without either, grant
// nothing.
describe('one answer to "may this employer see this pro?"', () => {
  const APPLICATION = [null, 'Notified', 'New', 'Review', 'Interview', 'Not interested', 'Rejected', 'Hired'] as const;

  it('the profile, notes, network, conversation start, name lookup and pro panel all agree with the rule', async () => {
    const employerA = await createEmployer(ctx, `Visibility A ${RUN}`);
    const employerC = await createEmployer(ctx, `Visibility C ${RUN}`);
    for (const e of [employerA, employerC]) await ctx.db.query(`insert into subscriptions (employer_id, status, plan, start_date) values ($1, 'active', 'test', current_date - 1)`, [e]);
    const manager = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] });
    const q = async (sql: string, params: unknown[]) => (await ctx.db.one<{ id: number }>(sql, params as never[]))!.id;
    const jobA = await q(`insert into jobs (employer_id, display_title, status) values ($1, 'Visibility A job', 'live') returning id`, [employerA]);
    const jobC = await q(`insert into jobs (employer_id, display_title, status) values ($1, 'Visibility C job', 'live') returning id`, [employerC]);
    let phone = 4_000_000;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          application: fc.constantFrom(...APPLICATION),
          unlocked: fc.boolean(),
          elsewhereApplied: fc.boolean(),
          elsewhereUnlocked: fc.boolean(),
          storedConversation: fc.boolean(),
        }),
        async (r) => {
          phone += 1;
          const pro = await createUser(ctx, { group: 'Expert', phone: `312${phone}` });
          if (r.application) await ctx.db.query('insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, $3)', [jobA, pro.id, r.application]);
          if (r.elsewhereApplied) await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'New')`, [jobC, pro.id]);
          if (r.unlocked) await ctx.db.query(`insert into pro_unlocks (employer_id, pro_user_profile_id, source) values ($1, $2, 'ppp')`, [employerA, pro.id]);
          if (r.elsewhereUnlocked) await ctx.db.query(`insert into pro_unlocks (employer_id, pro_user_profile_id, source) values ($1, $2, 'ppp')`, [employerC, pro.id]);
          const stored = r.storedConversation ? await q('insert into conversations (employer_id, user_profile_id) values ($1, $2) returning id', [employerA, pro.id]) : null;
          const sees = (r.application !== null && r.application !== 'Notified') || r.unlocked;

          const profile = await call(ctx, 'GET', `/v4/user-profile/${pro.id}`, { token: manager.token });
          const notes = await call(ctx, 'GET', `/v4/employer/${employerA}/pro/${pro.id}/note`, { token: manager.token });
          const network = await call(ctx, 'GET', `/v4/employer/${employerA}/pro/${pro.id}`, { token: manager.token });
          const listed = (await call(ctx, 'GET', `/v4/employer/${employerA}/pro?filter=${encodeURIComponent(JSON.stringify({ q: `312${phone}` }))}`, { token: manager.token })).json<unknown[]>().length;
          const lookup = await call(ctx, 'GET', `/v4/employer/${employerA}/user-profile/${pro.id}/conversation`, { token: manager.token });
          const start = await call(ctx, 'POST', `/v4/employer/${employerA}/conversation`, { token: manager.token, body: { userProfileId: pro.id, message: 'Hello' } });
          const conversationId = stored ?? (start.statusCode === 201 ? start.json<{ conversationId: number }>().conversationId : null);
          const panel = conversationId === null ? null : await call(ctx, 'GET', `/v4/conversation/${conversationId}/pro`, { token: manager.token });
          const masked = /^[A-Z]\.$/u.test(lookup.json<{ pro: { nameLast: string } }>().pro.nameLast);

          expect({ profile: profile.statusCode, notes: notes.statusCode, network: network.statusCode, listed, start: start.statusCode, masked, locked: panel?.json<{ locked: boolean }>().locked ?? !sees }, JSON.stringify(r)).toEqual({
            profile: sees ? 200 : 404,
            notes: sees ? 200 : 404,
            network: sees ? 200 : 404,
            listed: sees ? 1 : 0,
            start: sees ? 201 : 403,
            masked: !sees,
            locked: !sees,
          });
          return true;
        },
      ),
      { numRuns: 48, seed: 20_261_129 },
    );
  });
});
