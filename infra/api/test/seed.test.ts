import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { APPLICANT_STATUSES, USER_STATUSES, isFreePlanStatus, isSubscribedStatus } from '@floorhire/rules';
import { JOB_STATUSES } from '@floorhire/domain-jobs';
import { INTERVIEW_SLOT_STATUSES } from '@floorhire/domain-applications';
import type { Db } from '../src/db';
import { DEMO_EMPLOYERS, DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/demo';
import { seedScale } from '../src/seed/scale';
import { freshDatabase } from './helpers';

// The demo seed as `npm start` runs it: buildApp on an empty database with seed 'demo'.
// On an empty database of its own on the engine under test (the seed needs one); see ADR 050.

let db: Db;
let app: FastifyInstance;
let seedMs = 0;

beforeAll(async () => {
  db = await freshDatabase();
  const { buildApp } = await import('../src/app');
  const started = performance.now();
  app = await buildApp({ db, worker: false, seed: 'demo' });
  seedMs = performance.now() - started;
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const count = async (sql: string, params: unknown[] = []) => (await db.one<{ n: number }>(sql, params as never))?.n ?? 0;

async function login(email: string) {
  const res = await app.inject({ method: 'POST', url: '/v4/auth/login', payload: { email, password: DEMO_PASSWORD } });
  expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
  const { accessToken } = res.json<{ accessToken: string }>();
  const me = await app.inject({ method: 'GET', url: '/v4/user-profile/me', headers: { authorization: `Bearer ${accessToken}` } });
  expect(me.statusCode).toBe(200);
  return me.json<{ groupMembership: string | null; employerUserMaps: { employer: { name: string } }[] }>();
}

describe('demo seed', () => {
  it('loads in seconds on PGlite', () => {
    expect(seedMs).toBeLessThan(30_000);
  });

  it('lets every demo login sign in with Demo-pass-1 in the right group and employers', async () => {
    expect((await login(DEMO_LOGINS.admin)).groupMembership).toBe('Super Admin');
    const owner = await login(DEMO_LOGINS.owner);
    expect(owner.groupMembership).toBe('Company Admin');
    expect(owner.employerUserMaps.map((m) => m.employer.name).sort()).toEqual([DEMO_EMPLOYERS.acme, DEMO_EMPLOYERS.acmePrecision].sort());
    const manager = await login(DEMO_LOGINS.manager);
    expect(manager.groupMembership).toBe('Hiring Manager');
    expect(manager.employerUserMaps.map((m) => m.employer.name)).toEqual([DEMO_EMPLOYERS.acme]);
    const trial = await login(DEMO_LOGINS.trial);
    expect([trial.groupMembership, trial.employerUserMaps.map((m) => m.employer.name)]).toEqual(['Company Admin', [DEMO_EMPLOYERS.lakeside]]);
    const expired = await login(DEMO_LOGINS.expired);
    expect([expired.groupMembership, expired.employerUserMaps.map((m) => m.employer.name)]).toEqual(['Company Admin', [DEMO_EMPLOYERS.northfield]]);
    expect((await login(DEMO_LOGINS.pro)).groupMembership).toBe('Expert');
  });

  it('refuses a wrong password for a demo login', async () => {
    const res = await app.inject({ method: 'POST', url: '/v4/auth/login', payload: { email: DEMO_LOGINS.owner, password: 'Wrong-pass-1' } });
    expect(res.statusCode).toBe(401);
  });

  it('has users in every group membership and every user status', async () => {
    const groups = (await db.query<{ g: string }>('select distinct group_membership g from user_auth_groups')).rows.map((r) => r.g);
    expect(groups.sort()).toEqual(['Company Admin', 'Expert', 'Hiring Manager', 'Super Admin']);
    expect(await count('select count(*)::int n from user_profiles u where not exists (select 1 from user_auth_groups g where g.user_profile_id = u.id)')).toBeGreaterThan(0);
    const statuses = (await db.query<{ s: string }>('select distinct status s from user_profiles')).rows.map((r) => r.s);
    expect(statuses.sort()).toEqual([...USER_STATUSES].sort());
  });

  it('has at least 2,000 pros with locations, work history and education', async () => {
    expect(await count('select count(*)::int n from pros')).toBeGreaterThanOrEqual(2000);
    expect(await count('select count(*)::int n from pros where lat is null or postal_code is null')).toBe(0);
    expect(await count('select count(distinct state)::int n from pros')).toBeGreaterThanOrEqual(45);
    expect(await count('select count(distinct pro_id)::int n from pro_work_history')).toBeGreaterThan(1500);
    expect(await count('select count(*)::int n from pro_work_history where end_yyyymm < start_yyyymm')).toBe(0);
    expect(await count("select count(*)::int n from pro_education where kind = 'certification'")).toBeGreaterThan(500);
  });

  it('puts the trial, subscribed and expired employers in the right subscription states', async () => {
    const current = async (name: string) =>
      (
        await db.query<{ status: string; plan: string; end_date: string }>(
          `select s.status, s.plan, s.end_date from subscriptions s join employers e on e.id = s.employer_id
            where e.name = $1 order by s.start_date desc limit 1`,
          [name],
        )
      ).rows[0];
    const today = new Date().toISOString().slice(0, 10);
    const lakeside = await current(DEMO_EMPLOYERS.lakeside);
    expect(isFreePlanStatus(lakeside?.status)).toBe(true);
    expect(lakeside!.end_date > today).toBe(true);
    for (const name of [DEMO_EMPLOYERS.acme, DEMO_EMPLOYERS.acmePrecision]) {
      const sub = await current(name);
      expect(sub?.status).toBe('active');
      expect(sub!.end_date > today).toBe(true);
    }
    const northfield = await current(DEMO_EMPLOYERS.northfield);
    expect(isSubscribedStatus(northfield?.status)).toBe(false);
    expect(northfield!.end_date < today).toBe(true);
    expect(await count("select count(*)::int n from invoices i join employers e on e.id = i.employer_id where e.name = $1 and i.status = 'paid'", [DEMO_EMPLOYERS.acme])).toBeGreaterThan(0);
    expect(await count("select count(*)::int n from employer_features f join employers e on e.id = f.employer_id where e.name = $1 and f.feature_name = 'Talent Search' and f.feature_status = 'Enabled'", [DEMO_EMPLOYERS.acme])).toBe(1);
  });

  it('has jobs in every job status, with histories, screener questions, watchers and taxonomy maps', async () => {
    const statuses = (await db.query<{ s: string }>('select distinct status s from jobs')).rows.map((r) => r.s);
    expect(statuses.sort()).toEqual([...JOB_STATUSES].sort());
    expect(await count('select count(*)::int n from jobs j where not exists (select 1 from job_status_history h where h.job_id = j.id)')).toBe(0);
    expect(await count('select count(*)::int n from (select job_id from screener_questions group by job_id having count(*) < 3 or count(*) > 7) x')).toBe(0);
    expect(await count("select count(*)::int n from jobs j where j.status = 'live' and not exists (select 1 from job_watchers w where w.job_id = j.id)")).toBe(0);
    expect(await count('select count(*)::int n from jobs j where not exists (select 1 from job_machine_maps m where m.job_id = j.id)')).toBe(0);
  });

  it('has applicants in every applicant status with status histories, and interview slots in every state', async () => {
    const statuses = (await db.query<{ s: string }>("select distinct a.status s from job_applicants a join jobs j on j.id = a.job_id join employers e on e.id = j.employer_id where e.name = $1", [DEMO_EMPLOYERS.acme])).rows.map((r) => r.s);
    expect(statuses.sort()).toEqual([...APPLICANT_STATUSES].sort());
    expect(await count('select count(*)::int n from job_applicants a where not exists (select 1 from job_applicant_status_history h where h.job_applicant_id = a.id)')).toBe(0);
    expect(await count("select count(*)::int n from job_applicants where status = 'Rejected' and rejection_reason is null")).toBe(0);
    const slots = (await db.query<{ s: string }>('select distinct status s from interview_slots')).rows.map((r) => r.s);
    expect(slots.sort()).toEqual([...INTERVIEW_SLOT_STATUSES].sort());
  });

  it('gives the dashboard 30 days of activity and upcoming interviews', async () => {
    expect(await count("select count(*)::int n from job_applicants where apply_ts > now() - interval '30 days'")).toBeGreaterThan(50);
    expect(await count("select count(*)::int n from interview_slots where status in ('Accepted', 'Confirmed') and ts_interview > now()")).toBeGreaterThan(0);
    expect(await count('select count(*)::int n from inbox_items where read = false')).toBeGreaterThan(0);
  });

  it('gives the demo pro a full profile and applications in several statuses', async () => {
    const pro = await db.one<{ id: number; user_id: number }>('select p.id, u.id user_id from pros p join user_profiles u on u.id = p.user_profile_id where u.email = $1', [DEMO_LOGINS.pro]);
    expect(pro).toBeDefined();
    expect(await count('select count(*)::int n from pro_work_history where pro_id = $1', [pro!.id])).toBeGreaterThanOrEqual(3);
    expect(await count('select count(*)::int n from pro_education where pro_id = $1', [pro!.id])).toBeGreaterThanOrEqual(2);
    expect(await count('select count(*)::int n from pro_references where pro_id = $1', [pro!.id])).toBeGreaterThanOrEqual(2);
    expect(await count('select count(*)::int n from pro_skills where pro_id = $1', [pro!.id])).toBeGreaterThan(3);
    expect(await count('select count(*)::int n from pro_preferences where pro_id = $1', [pro!.id])).toBe(1);
    expect(await count('select count(*)::int n from pros where id = $1 and resume_text is not null and resume_url like $2', [pro!.id, 'data:application/pdf;base64,%'])).toBe(1);
    expect(await count('select count(distinct status)::int n from job_applicants where user_profile_id = $1', [pro!.user_id])).toBeGreaterThanOrEqual(5);
  });

  it('fills messaging and talent search for the subscribed employer', async () => {
    const acme = await db.one<{ id: number }>('select id from employers where name = $1', [DEMO_EMPLOYERS.acme]);
    for (const table of ['conversations', 'message_templates', 'shortlists', 'saved_searches', 'viewed_candidates', 'pro_unlocks', 'pro_notes', 'inbox_items']) {
      expect(await count(`select count(*)::int n from ${table} where employer_id = $1`, [acme!.id]), table).toBeGreaterThan(0);
    }
    expect(await count('select count(*)::int n from messages m join conversations c on c.id = m.conversation_id where c.employer_id = $1', [acme!.id])).toBeGreaterThan(20);
  });

  it('leaves identity sequences past the seeded ids so new rows insert', async () => {
    const row = await db.one<{ id: number }>("insert into industries (name) values ('Demo Test Industry') returning id");
    expect(row!.id).toBeGreaterThan(await count("select count(*)::int n from industries where name <> 'Demo Test Industry'"));
  });
});

describe('scale seed', () => {
  it('adds pros generated inside the database, searchable and with valid contact data', async () => {
    const before = await count('select count(*)::int n from pros');
    const progress: number[] = [];
    // Two connections where the engine has them (PostgreSQL), as `npm run seed:scale` runs.
    const result = await seedScale(db, { count: 3000, batchSize: 1000, parallel: 2, onProgress: (p) => progress.push(p.done) });
    expect(progress).toEqual([1000, 2000, 3000]);
    expect(result.rowsPerSecond).toBeGreaterThan(0);
    expect(await count('select count(*)::int n from pros')).toBe(before + 3000);
    const range = [result.firstUserId, result.lastUserId];
    expect(await count('select count(*)::int n from user_profiles where id between $1 and $2 and phone ~ $3', [...range, '^[2-9][0-9]{9}$'])).toBe(3000);
    expect(await count("select count(*)::int n from user_auth_groups where user_profile_id between $1 and $2 and group_membership = 'Expert'", range)).toBe(3000);
    expect(await count('select count(*)::int n from pros where user_profile_id between $1 and $2 and pay_rate_min between 16 and 55 and lat between 18 and 72', range)).toBe(3000);
    expect(await count("select count(*)::int n from pros where user_profile_id between $1 and $2 and search_document @@ plainto_tsquery('english', 'machinist')", range)).toBeGreaterThan(0);
    expect(await count('select count(*)::int n from pro_work_history where pro_id between $1 and $2 and end_yyyymm < start_yyyymm', range)).toBe(0);
    // Every new pro has its search document, whichever connection built its slice of cells.
    expect(await count('select count(*)::int n from pro_search_documents where pro_id between $1 and $2', range)).toBe(3000);
    // the same ids always give the same people
    const sample = await db.one<{ email: string }>('select email from user_profiles where id = $1', [result.firstUserId]);
    expect(sample?.email).toMatch(new RegExp(`\\.${result.firstUserId}@example\\.org$`));
    const next = await db.one<{ id: number }>("insert into user_profiles (email) values ('after-scale@example.test') returning id");
    expect(next!.id).toBeGreaterThan(result.lastUserId);
  });
});
