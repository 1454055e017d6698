import { ROLES } from '@floorhire/rules';
import {
  ActAsHistoryQuerySchema,
  ActAsHistorySchema,
  ActAsSessionSchema,
  ActAsTokensSchema,
  CreateUserBodySchema,
  CurrentActAsAnswerSchema,
  StaffInboxQuerySchema,
  StaffInboxSchema,
  StaffOverviewSchema,
  StaffUserListSchema,
  StartActAsBodySchema,
  UserCountQuerySchema,
  UserListQuerySchema,
  EndActAsQuerySchema,
  StaffRolesAnswerSchema,
  StaffRolesBodySchema,
  UserStatusAnswerSchema,
  UserStatusBodySchema,
} from '@floorhire/domain-staff';
import { CountAnswerSchema, CreatedAnswerSchema, IdParamsSchema } from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import { actAsHistory, actingTokens, currentActAs, endActAs, startActAs } from './act-as.service';
import { staffInbox } from './staff-inbox.service';
import { changeUserStatus, createUserAccount, setStaffRoles, staffOverview, staffUserCount, staffUserList } from './staff-users.service';

// The staff console's calls (spec 002 §2 staff routes, §7; ADRs 300-306). Every route but the
// act-as history is staff only; an acting session is never staff, so it reaches none of them.

const STAFF = [ROLES.userAdmin] as const;
const STAFF_ONLY = { kind: 'none', why: 'staff only: staff reach every user and employer' } as const;

const users = route({
  method: 'GET',
  url: '/user-profile/all',
  summary: 'Staff: users by filter { where: { name, phone, email, groupMembership, status, employerId }, limit (25), skip, order (createTs DESC) }',
  access: STAFF,
  tenancy: STAFF_ONLY,
  query: UserListQuerySchema,
  response: StaffUserListSchema,
  handler: (ctx) => staffUserList(ctx.db, ctx.query.filter),
});

const usersCount = route({
  method: 'GET',
  url: '/user-profile/all/count',
  summary: 'Staff: how many users the where of the users list matches',
  access: STAFF,
  tenancy: STAFF_ONLY,
  query: UserCountQuerySchema,
  response: CountAnswerSchema,
  handler: async (ctx) => ({ count: await staffUserCount(ctx.db, ctx.query.where) }),
});

const createUser = route({
  method: 'POST',
  url: '/user-profile',
  summary: 'Staff: open an account (Super Admin, Company Admin, Hiring Manager or Expert) and e-mail a link to choose a password',
  access: STAFF,
  tenancy: STAFF_ONLY,
  body: CreateUserBodySchema,
  response: CreatedAnswerSchema,
  status: 201,
  errors: [400, 409, 422],
  handler: async (ctx) => ({ id: await createUserAccount(ctx.db, ctx.deps.config, ctx.body) }),
});

const status = route({
  method: 'PUT',
  url: '/user-profile/:id/status',
  summary: "Staff: archive, block or suspend a user (their sessions end), or bring them back to normal",
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: IdParamsSchema,
  body: UserStatusBodySchema,
  response: UserStatusAnswerSchema,
  errors: [403, 404],
  handler: (ctx) => changeUserStatus(ctx.db, ctx.deps.tokens, ctx.requireAuth(), ctx.params.id, ctx.body.status),
});

const roles = route({
  method: 'PUT',
  url: '/user-profile/:id/roles',
  summary: "Staff: the staff roles of a staff user, as a whole (the taxonomy editors' role)",
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: IdParamsSchema,
  body: StaffRolesBodySchema,
  response: StaffRolesAnswerSchema,
  errors: [403, 404, 422],
  handler: (ctx) => setStaffRoles(ctx.db, ctx.params.id, ctx.body.roles),
});

const overview = route({
  method: 'GET',
  url: '/help-desk/overview',
  summary: "Staff: the staff home's counts (users, staff, employer users, pros, employers, live jobs, Talent Search requests, open inbox items, running act-as sessions)",
  access: STAFF,
  tenancy: STAFF_ONLY,
  response: StaffOverviewSchema,
  handler: (ctx) => staffOverview(ctx.db),
});

const inbox = route({
  method: 'GET',
  url: '/help-desk/inbox',
  summary: 'Staff: the staff inbox, open items first (filter { open, limit, skip })',
  access: STAFF,
  tenancy: STAFF_ONLY,
  query: StaffInboxQuerySchema,
  response: StaffInboxSchema,
  handler: (ctx) => staffInbox(ctx.db, ctx.query.filter ?? {}),
});

const startActing = route({
  method: 'POST',
  url: '/help-desk/act-as',
  summary: 'Staff: start acting as an employer user or a pro (30 minutes; ends a session already running)',
  access: STAFF,
  tenancy: STAFF_ONLY,
  body: StartActAsBodySchema,
  response: ActAsSessionSchema,
  status: 201,
  errors: [403, 404, 409, 422],
  handler: (ctx) =>
    startActAs(ctx.db, ctx.requireAuth(), {
      userProfileId: ctx.body.userProfileId,
      returnPath: ctx.body.returnPath,
      clientAddress: ctx.req.ip,
      userAgent: typeof ctx.req.headers['user-agent'] === 'string' ? ctx.req.headers['user-agent'] : null,
    }),
});

const current = route({
  method: 'GET',
  url: '/help-desk/act-as/current',
  summary: "Staff: the caller's running act-as session, or null",
  access: STAFF,
  tenancy: { kind: 'none', why: "always the caller's own session" },
  response: CurrentActAsAnswerSchema,
  handler: (ctx) => currentActAs(ctx.db, ctx.requireAuth()),
});

const token = route({
  method: 'POST',
  url: '/help-desk/act-as/current/token',
  summary: "Staff: tokens of the caller's running act-as session (the user's own rights, until the session ends)",
  access: STAFF,
  tenancy: { kind: 'none', why: "always the caller's own session" },
  response: ActAsTokensSchema,
  errors: [404, 409],
  handler: async (ctx) => {
    ctx.reply.header('cache-control', 'no-store');
    return actingTokens(ctx.db, ctx.deps.tokens, ctx.requireAuth());
  },
});

const end = route({
  method: 'POST',
  url: '/help-desk/act-as/current/end',
  summary: "Staff: back to my session: ends the caller's running act-as session (null when none ran)",
  access: STAFF,
  tenancy: { kind: 'none', why: "always the caller's own session" },
  query: EndActAsQuerySchema,
  response: CurrentActAsAnswerSchema,
  handler: (ctx) => endActAs(ctx.db, ctx.requireAuth(), ctx.query.reason),
});

const history = route({
  method: 'GET',
  url: '/user-profile/:id/act-as-history',
  summary: 'The act-as sessions of a user and every write made in them, newest first: the user themselves, or staff',
  access: 'authenticated',
  tenancy: { kind: 'self', param: 'id' },
  params: IdParamsSchema,
  query: ActAsHistoryQuerySchema,
  response: ActAsHistorySchema,
  errors: [404],
  handler: (ctx) => actAsHistory(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.query),
});

export const staffRoutes: readonly RouteDef[] = [users, usersCount, createUser, status, roles, overview, inbox, startActing, current, token, end, history];
