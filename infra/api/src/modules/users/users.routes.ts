import { ROLES } from '@floorhire/rules';
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
import { route, type RouteDef } from '../../http/route';
import { activeEmployerFor, assignEmployers, chooseGroup, listStaffUsers, patchProfile, readOwnProfile, readProfileFor, recordReferral } from './users.service';

const me = route({
  method: 'GET',
  url: '/user-profile/me',
  summary: 'The signed-in user: group membership, roles and employers',
  access: 'authenticated',
  tenancy: { kind: 'none', why: 'always the caller' },
  query: UserProfileQuerySchema,
  response: UserProfileSchema,
  handler: (ctx) => readOwnProfile(ctx.db, ctx.requireAuth(), ctx.query.include ?? []),
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
  handler: (ctx) => readProfileFor(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.query.include ?? []),
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
  handler: (ctx) => patchProfile(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body),
});

const userAuthGroup = route({
  method: 'POST',
  url: '/user-profile/user-auth-group',
  summary: 'Set a group membership: a user without one may become Expert; staff set any group of anyone',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'own group once, or staff' },
  body: UserAuthGroupBodySchema,
  response: UserProfileSchema,
  errors: [404],
  handler(ctx) {
    const auth = ctx.requireAuth();
    return chooseGroup(ctx.db, auth, ctx.body.userProfileId ?? auth.userId, ctx.body.groupMembership);
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
  handler: (ctx) => activeEmployerFor(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body.employerId),
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
  handler: (ctx) => assignEmployers(ctx.db, ctx.params.id, ctx.body.employerIds),
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
  handler: (ctx) => recordReferral(ctx.db, ctx.requireAuth(), ctx.body),
});

export const userRoutes: readonly RouteDef[] = [me, userAuthGroup, staffUsers, byId, patch, activeEmployer, setEmployers, referral];
