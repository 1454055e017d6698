import { ROLES } from '@floorhire/rules';
import { AddTeamMemberBodySchema, TeamMemberParamsSchema, TeamMemberPatchSchema, TeamMemberSchema, TeamParamsSchema, WelcomeEmailBodySchema } from '@floorhire/domain-employer-account';
import { MessageAnswerSchema } from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import { resendWelcome } from '../staff';
import { addTeamMember, archiveTeamMember, changeTeamMember, sendWelcomeEmail } from './team.service';

// Team and roles (spec 000 §6 "employer users need user.admin or employer.user.edit"; spec 002
// §7). The list itself is GET employer/{id}/user-profile of the employer module.

const EDIT = [ROLES.userAdmin, ROLES.userEdit] as const;
const OWN_EMPLOYER = { kind: 'employer', from: 'params', key: 'employerId' } as const;

const add = route({
  method: 'POST',
  url: '/employer/:employerId/user-profile',
  summary: 'Add a colleague directly (nameFirst, nameLast, email, phone, groupMembership Company Admin or Hiring Manager, roles such as employer.calendar.edit); an employer user of another team joins this one',
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: TeamParamsSchema,
  body: AddTeamMemberBodySchema,
  response: TeamMemberSchema,
  status: 201,
  errors: [400, 403, 404, 409],
  handler: (ctx) => addTeamMember(ctx.db, ctx.params.employerId, ctx.body),
});

const change = route({
  method: 'PATCH',
  url: '/employer/:employerId/user-profile/:userId',
  summary: "Change a colleague's group (Company Admin or Hiring Manager) and granted roles; the last Company Admin cannot be demoted (409)",
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: TeamMemberParamsSchema,
  body: TeamMemberPatchSchema,
  response: TeamMemberSchema,
  errors: [400, 403, 404, 409],
  handler: (ctx) => changeTeamMember(ctx.db, ctx.params.employerId, ctx.params.userId, ctx.body),
});

const archive = route({
  method: 'DELETE',
  url: '/employer/:employerId/user-profile/:userId',
  summary: 'Archive a colleague: one on other teams only leaves this one; otherwise the account is archived and its sessions end; never the last Company Admin (409)',
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: TeamMemberParamsSchema,
  response: TeamMemberSchema,
  errors: [403, 404, 409],
  handler: (ctx) => archiveTeamMember(ctx.db, ctx.deps, ctx.params.employerId, ctx.params.userId),
});

const welcome = route({
  method: 'POST',
  url: '/employer/send-welcome-email',
  summary: "E-mail a colleague their way in (userProfileId, email: the account's own address): an invitation link until they join, a login link after; staff send any user the link to choose a password",
  access: EDIT,
  tenancy: { kind: 'custom', why: 'the user must be on one of the caller\'s teams (404 otherwise); staff any' },
  body: WelcomeEmailBodySchema,
  response: MessageAnswerSchema,
  errors: [400, 404, 422, 429],
  rateLimit: { max: 50, windowMs: 60 * 60_000, key: ({ body }) => String((body as { userProfileId: number }).userProfileId) },
  // One route for the call spec 002 §7 names once: staff's resend (ADR 305) is the staff module's.
  handler: (ctx) => {
    const auth = ctx.requireAuth();
    return auth.isStaff ? resendWelcome(ctx.db, ctx.deps.config, ctx.body.userProfileId, ctx.body.email) : sendWelcomeEmail(ctx.db, ctx.deps, auth, ctx.body);
  },
});

export const teamRoutes: readonly RouteDef[] = [add, change, archive, welcome];
