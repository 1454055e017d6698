import { API_ERROR_TYPES, API_ERRORS, GROUP_ROLES, ROLES, type GroupMembership } from '@floorhire/rules';
import {
  ActiveEmployerAnswerSchema,
  ActiveEmployerBodySchema,
  CreatedAnswerSchema,
  IdParamsSchema,
  PatchUserProfileBodySchema,
  PersonSummaryListSchema,
  ReferralBodySchema,
  UserAuthGroupBodySchema,
  UserEmployersBodySchema,
  UserProfileQuerySchema,
  UserProfileSchema,
} from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { employerCanSee, isColleague, listStaffUsers, readProfile } from './users.repository';

const userNotFound = () => notFound(API_ERRORS.userNotFound, API_ERROR_TYPES.userNotFound);

const me = route({
  method: 'GET',
  url: '/user-profile/me',
  summary: 'The signed-in user: group membership, roles and employers',
  access: 'authenticated',
  tenancy: { kind: 'none', why: 'always the caller' },
  query: UserProfileQuerySchema,
  response: UserProfileSchema,
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const profile = await readProfile(ctx.db, auth.userId, ctx.query.include ?? []);
    if (!profile) throw userNotFound();
    return profile;
  },
});

const staffUsers = route({
  method: 'GET',
  url: '/user-profile/super-admin',
  summary: 'Staff: staff users that are not archived, by first name (assignee and admin-watcher pickers)',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only: staff reach every user' },
  response: PersonSummaryListSchema,
  handler: (ctx) => listStaffUsers(ctx.db),
});

const byId = route({
  method: 'GET',
  url: '/user-profile/:id',
  summary: 'A user profile with includes (pro, education, history, references, jobApplicants)',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'self, staff, or an employer user who shares an employer or has the pro in its pipeline' },
  params: IdParamsSchema,
  query: UserProfileQuerySchema,
  response: UserProfileSchema,
  errors: [404],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const id = ctx.params.id;
    let applicantsOf: readonly number[] | null = null;
    if (!auth.isStaff && id !== auth.userId) {
      if (!(await employerCanSee(ctx.db, auth.employerIds, id))) throw userNotFound();
      // An employer sees only the applications made to its own jobs.
      applicantsOf = auth.employerIds;
    }
    const profile = await readProfile(ctx.db, id, ctx.query.include ?? [], applicantsOf);
    if (!profile) throw userNotFound();
    if (applicantsOf) {
      // Another employer's name must not leak through the colleague's employer list.
      profile.employerUserMaps = profile.employerUserMaps.filter((m) => applicantsOf!.includes(m.employerId));
    }
    return profile;
  },
});

const patch = route({
  method: 'PATCH',
  url: '/user-profile/:id',
  summary: 'Update name, phone, or notification channels (notificationEmail, notificationSms)',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'self, staff, or a colleague with employer.user.edit' },
  params: IdParamsSchema,
  body: PatchUserProfileBodySchema,
  response: UserProfileSchema,
  errors: [404],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const id = ctx.params.id;
    if (!auth.isStaff && id !== auth.userId) {
      const allowed = auth.roles.includes(ROLES.userEdit) && (await isColleague(ctx.db, auth.employerIds, id));
      if (!allowed) throw userNotFound();
    }
    const b = ctx.body;
    const updated = await ctx.db.query(
      `update user_profiles set
         name_first = coalesce($2, name_first), name_last = coalesce($3, name_last),
         phone = case when $4 then $5 else phone end,
         notification_email = coalesce($6, notification_email), notification_sms = coalesce($7, notification_sms),
         update_ts = now()
       where id = $1 returning id`,
      [id, b.nameFirst ?? null, b.nameLast ?? null, b.phone !== undefined, b.phone ?? null, b.notificationEmail ?? null, b.notificationSms ?? null],
    );
    if (updated.rowCount === 0) throw userNotFound();
    return (await readProfile(ctx.db, id))!;
  },
});

async function setGroup(tx: Queryable, userId: number, group: GroupMembership): Promise<void> {
  await tx.query(
    `insert into user_auth_groups (user_profile_id, group_membership) values ($1, $2)
     on conflict (user_profile_id) do update set group_membership = excluded.group_membership`,
    [userId, group],
  );
  // Group roles are replaced; roles outside every group (taxonomy, payouts, calendar) are kept.
  const groupRoles = [...new Set(Object.values(GROUP_ROLES).flat())];
  await tx.query('delete from user_roles where user_profile_id = $1 and role_membership = any($2::text[])', [userId, groupRoles]);
  for (const role of GROUP_ROLES[group]) {
    await tx.query('insert into user_roles (user_profile_id, role_membership) values ($1, $2) on conflict do nothing', [userId, role]);
  }
  await tx.query(`update user_profiles set type = $2, update_ts = now() where id = $1`, [userId, group === 'Super Admin' ? 'Super Admin' : 'Normal']);
  if (group === 'Expert') await tx.query('insert into pros (user_profile_id) values ($1) on conflict (user_profile_id) do nothing', [userId]);
}

const userAuthGroup = route({
  method: 'POST',
  url: '/user-profile/user-auth-group',
  summary: 'Set a group membership: a user without one may become Expert; staff set any group of anyone',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'own group once, or staff' },
  body: UserAuthGroupBodySchema,
  response: UserProfileSchema,
  errors: [404],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const target = ctx.body.userProfileId ?? auth.userId;
    const group = ctx.body.groupMembership;
    if (!auth.isStaff) {
      if (target !== auth.userId) throw userNotFound();
      // Employer groups come with an employer (sign-up or invitation); Super Admin only from staff.
      if (auth.group !== null || group !== 'Expert') throw forbidden(API_ERRORS.groupChangeForbidden);
    }
    await ctx.db.transaction(async (tx) => {
      const exists = await tx.one('select 1 from user_profiles where id = $1 for update', [target]);
      if (!exists) throw userNotFound();
      await setGroup(tx, target, group);
    });
    return (await readProfile(ctx.db, target))!;
  },
});

const activeEmployer = route({
  method: 'PUT',
  url: '/user-profile/:id/active-employer',
  summary: 'Validate switching the active employer (spec 000 §5): the user must belong to it',
  access: 'authenticated',
  tenancy: { kind: 'self', param: 'id' },
  params: IdParamsSchema,
  body: ActiveEmployerBodySchema,
  response: ActiveEmployerAnswerSchema,
  errors: [404],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const row = await ctx.db.one<{ id: number; name: string; photo_url: string | null }>(
      `select e.id, e.name, e.photo_url from employers e
       where e.id = $2 and ($3 or exists (select 1 from employer_users eu where eu.employer_id = e.id and eu.user_profile_id = $1))`,
      [ctx.params.id, ctx.body.employerId, auth.isStaff],
    );
    if (!row) throw new HttpError(403, API_ERRORS.notMemberOfEmployer, API_ERROR_TYPES.forbidden, 'employerId');
    return { employerId: row.id, employer: { name: row.name, photoUrl: row.photo_url } };
  },
});

const setEmployers = route({
  method: 'PUT',
  url: '/user-profile/:id/employers',
  summary: 'Staff: tie a user to employers (at least one)',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only' },
  params: IdParamsSchema,
  body: UserEmployersBodySchema,
  response: UserProfileSchema,
  errors: [404, 409],
  async handler(ctx) {
    const id = ctx.params.id;
    const ids = [...new Set(ctx.body.employerIds)];
    await ctx.db.transaction(async (tx) => {
      const exists = await tx.one('select 1 from user_profiles where id = $1 for update', [id]);
      if (!exists) throw userNotFound();
      const found = await tx.one<{ n: number }>('select count(*)::int as n from employers where id = any($1::int[])', [ids]);
      if ((found?.n ?? 0) !== ids.length) throw new HttpError(422, 'Unknown employer', API_ERROR_TYPES.validation, 'employerIds');
      await tx.query('delete from employer_users where user_profile_id = $1 and not (employer_id = any($2::int[]))', [id, ids]);
      for (const employerId of ids) {
        await tx.query('insert into employer_users (employer_id, user_profile_id) values ($1, $2) on conflict do nothing', [employerId, id]);
      }
    });
    return (await readProfile(ctx.db, id))!;
  },
});

const referral = route({
  method: 'POST',
  url: '/referral',
  summary: 'Record where the signed-in user came from (campaign parameters)',
  access: 'authenticated',
  tenancy: { kind: 'none', why: 'always recorded for the caller' },
  body: ReferralBodySchema,
  response: CreatedAnswerSchema,
  status: 201,
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const b = ctx.body;
    const row = await ctx.db.one<{ id: number }>(
      'insert into referrals (user_profile_id, channel, name, subreferral, term, content) values ($1, $2, $3, $4, $5, $6) returning id',
      [auth.userId, b.channel ?? null, b.name ?? null, b.subreferral ?? null, b.term ?? null, b.content ?? null],
    );
    return { id: row!.id };
  },
});

export const userRoutes: readonly RouteDef[] = [me, userAuthGroup, staffUsers, byId, patch, activeEmployer, setEmployers, referral];
export { setGroup };
