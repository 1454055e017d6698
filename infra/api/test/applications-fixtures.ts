import { createEmployer, createUser, RUN, type TestContext, type TestUser } from './helpers';

// Builds an employer with a live job that states every scoring requirement, its users, and
// pros who applied. Shared by the applications, interviews, dashboard and inbox tests.

let n = 0;

export interface HiringFixture {
  employerId: number;
  jobId: number;
  jobTitleId: number;
  admin: TestUser;
  manager: TestUser;
  staff: TestUser;
  otherEmployerUser: TestUser;
  pros: TestUser[];
  applicantIds: number[];
}

export async function q<T = { id: number }>(ctx: TestContext, sql: string, params: unknown[] = []): Promise<T> {
  return (await ctx.db.one<T>(sql, params as never[]))!;
}

export async function subscribe(ctx: TestContext, employerId: number, status = 'active'): Promise<void> {
  await ctx.db.query(`insert into subscriptions (employer_id, status, plan, start_date) values ($1, $2, 'test', current_date - 1)`, [employerId, status]);
}

export async function createHiringFixture(ctx: TestContext, options: { pros?: number; subscribed?: boolean } = {}): Promise<HiringFixture> {
  n += 1;
  const employerId = await createEmployer(ctx);
  if (options.subscribed !== false) await subscribe(ctx, employerId);
  const otherEmployer = await createEmployer(ctx);
  await subscribe(ctx, otherEmployer);
  const admin = await createUser(ctx, { group: 'Company Admin', employerIds: [employerId], extraRoles: ['employer.calendar.edit'] });
  const manager = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerId] });
  const staff = await createUser(ctx, { group: 'Super Admin' });
  const otherEmployerUser = await createUser(ctx, { group: 'Company Admin', employerIds: [otherEmployer] });
  const jobTitleId = (await q(ctx, `insert into job_titles (title) values ($1) returning id`, [`CNC Machinist ${RUN}-${n}`])).id;
  const skill = (await q(ctx, `insert into job_skills (name, category) values ($1, 1) returning id`, [`Blueprint reading ${RUN}-${n}`])).id;
  const jobId = (
    await q(
      ctx,
      `insert into jobs (employer_id, job_title_id, status, city, state, lat, lng, pay_rate_min, pay_rate_max, shift, experience, employer_assignee_id)
       values ($1, $2, 'live', 'Chicago', 'IL', 41.8781, -87.6298, 22, 28, 1, 'mid', $3) returning id`,
      [employerId, jobTitleId, admin.id],
    )
  ).id;
  await ctx.db.query('insert into job_skill_maps (job_id, job_skill_id) values ($1, $2)', [jobId, skill]);
  const pros: TestUser[] = [];
  const applicantIds: number[] = [];
  const names = ['Avery', 'Blake', 'Casey', 'Drew', 'Emery', 'Finley', "O'Neil"];
  for (let i = 0; i < (options.pros ?? 4); i += 1) {
    const pro = await createUser(ctx, { group: 'Expert', phone: `31255501${String(n % 10)}${i}` });
    await ctx.db.query('update user_profiles set name_first = $2, name_last = $3 where id = $1', [pro.id, 'Pro', `${names[i % names.length]}${RUN}`]);
    const proRow = await q(ctx, 'update pros set lat = 41.9, lng = -87.65, pay_rate_min = $2, shift_first = $3 where user_profile_id = $1 returning id', [pro.id, 20 + i * 5, i % 2 === 0]);
    if (i === 0) {
      await ctx.db.query('insert into pro_job_titles (pro_id, job_title_id, years_experience) values ($1, $2, 4)', [proRow.id, jobTitleId]);
      await ctx.db.query('insert into pro_skills (pro_id, job_skill_id) values ($1, $2)', [proRow.id, skill]);
      await ctx.db.query(`insert into pro_work_history (pro_id, employer_name, job_title, start_yyyymm, end_yyyymm) values ($1, 'Midwest Tool', 'CNC Operator', 201901, null)`, [proRow.id]);
      await ctx.db.query(`insert into pro_education (pro_id, school, degree) values ($1, 'Harper College', 'Machine Tool Certificate')`, [proRow.id]);
    }
    pros.push(pro);
    const applicant = await q(ctx, `insert into job_applicants (job_id, user_profile_id, status, apply_ts) values ($1, $2, 'New', now() - interval '2 days') returning id`, [jobId, pro.id]);
    await ctx.db.query(`insert into job_applicant_status_history (job_applicant_id, status, creator_id, create_ts) values ($1, 'New', $2, now() - interval '2 days')`, [applicant.id, pro.id]);
    applicantIds.push(applicant.id);
  }
  return { employerId, jobId, jobTitleId, admin, manager, staff, otherEmployerUser, pros, applicantIds };
}
