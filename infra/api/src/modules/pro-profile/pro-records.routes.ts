import { ROLES } from '@floorhire/rules';
import { CountAnswerSchema } from '@floorhire/schemas';
import {
  EmployerNetworkParamsSchema,
  EmployerNetworkProParamsSchema,
  NetworkListQuerySchema,
  NetworkProListSchema,
  NetworkProQuerySchema,
  NetworkProSchema,
  ProAchievementListSchema,
  ProAchievementsBodySchema,
  ProListQuerySchema,
  ProParamsSchema,
  ProProfileSchema,
  ProRecordListSchema,
  UserProfileIdParamsSchema,
} from '@floorhire/domain-pro-profile';
import { route, type RouteDef } from '../../http/route';
import * as records from './pro-records.service';

// Staff's pro records (ADR 206) and an employer's network of pros (spec 002 §7 "Employer and
// pro profile": GET employer/{id}/pro, /pro/count, employer/{employerId}/pro/{proId}; ADR 207).

const STAFF = [ROLES.userAdmin] as const;
const STAFF_ONLY = { kind: 'none', why: 'staff only (user.admin): staff reach every pro' } as const;
const NETWORK = { kind: 'employer', from: 'params', key: 'employerId' } as const;

const list = route({
  method: 'GET',
  url: '/pro',
  summary: 'Staff: every pro, 25 a page sorted by createTs desc; filter q finds a name (first and last, or either) or a phone by its digits (spec 002 §5)',
  access: STAFF,
  tenancy: STAFF_ONLY,
  query: ProListQuerySchema,
  response: ProRecordListSchema,
  errors: [400],
  handler: (ctx) => records.listProRecords(ctx.db, ctx.query),
});

const count = route({
  method: 'GET',
  url: '/pro/count',
  summary: 'Staff: how many pros the list filter finds',
  access: STAFF,
  tenancy: STAFF_ONLY,
  query: ProListQuerySchema,
  response: CountAnswerSchema,
  errors: [400],
  handler: (ctx) => records.countProRecords(ctx.db, ctx.query),
});

const ofUser = route({
  method: 'GET',
  url: '/user-profile/:id/pro',
  summary: "The whole pro profile of user {id}, which the pro pages read: staff for any pro (a pro's record), a pro for itself",
  access: [ROLES.userPro],
  tenancy: { kind: 'self', param: 'id' },
  params: UserProfileIdParamsSchema,
  response: ProProfileSchema,
  errors: [404],
  handler: (ctx) => records.readProOfUser(ctx.db, ctx.requireAuth(), ctx.params.id),
});

const achievements = route({
  method: 'GET',
  url: '/pro/:id/achievement',
  summary: 'Staff: the badges pro {id} holds (spec 002 §3: 1 elite, 2 vetted, 3 block)',
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: ProParamsSchema,
  response: ProAchievementListSchema,
  errors: [404],
  handler: (ctx) => records.readAchievements(ctx.db, ctx.params.id),
});

const setAchievements = route({
  method: 'PUT',
  url: '/pro/:id/achievement',
  summary: 'Staff: the badges pro {id} holds from now on (achievementIds); block is never shown to employers',
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: ProParamsSchema,
  body: ProAchievementsBodySchema,
  response: ProAchievementListSchema,
  errors: [400, 404],
  handler: (ctx) => records.setAchievements(ctx.db, ctx.params.id, ctx.body),
});

const network = route({
  method: 'GET',
  url: '/employer/:employerId/pro',
  summary:
    "The employer's network of pros (applied to its jobs, or unlocked in Talent Search; ADR 037): fullNetwork (default true) or the applicants only; filter q (name or phone), network parts, jobId, limit, skip, order",
  access: [ROLES.userEmployer],
  tenancy: NETWORK,
  params: EmployerNetworkParamsSchema,
  query: NetworkListQuerySchema,
  response: NetworkProListSchema,
  errors: [400, 403, 404],
  handler: (ctx) => records.listNetwork(ctx.db, ctx.requireAuth(), ctx.params.employerId, ctx.query),
});

const networkCount = route({
  method: 'GET',
  url: '/employer/:employerId/pro/count',
  summary: "How many pros of the employer's network the filter finds",
  access: [ROLES.userEmployer],
  tenancy: NETWORK,
  params: EmployerNetworkParamsSchema,
  query: NetworkListQuerySchema,
  response: CountAnswerSchema,
  errors: [400, 403, 404],
  handler: (ctx) => records.countNetwork(ctx.db, ctx.requireAuth(), ctx.params.employerId, ctx.query),
});

const networkPro = route({
  method: 'GET',
  url: '/employer/:employerId/pro/:id',
  summary: "One pro of the employer's network by user profile id, with includes education, history, references, jobApplicants (to its jobs); 404 outside the network",
  access: [ROLES.userEmployer],
  tenancy: NETWORK,
  params: EmployerNetworkProParamsSchema,
  query: NetworkProQuerySchema,
  response: NetworkProSchema,
  errors: [400, 403, 404],
  handler: (ctx) => records.readNetworkPro(ctx.db, ctx.requireAuth(), ctx.params.employerId, ctx.params.id, ctx.query.include ?? []),
});

/** Served under the employer service, beside the pro profile's routes. */
export const proRecordRoutes: readonly RouteDef[] = [list, count, ofUser, achievements, setAchievements, network, networkCount, networkPro];
