import { API_MESSAGES, ROLES } from '@floorhire/rules';
import {
  AuthTokensSchema,
  EmployerSignupAnswerSchema,
  EmployerSignupBodySchema,
  InviteAnswerSchema,
  InviteBodySchema,
  InviteeSignupBodySchema,
  ProSignupBodySchema,
} from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import { answerWithSession, refuseIfAuthenticated } from '../auth';
import { inviteMember as invite, signUpEmployer, signUpInvitee, signUpPro } from './signup.service';

const HOUR = 60 * 60_000;

const proSignup = route({
  method: 'POST',
  url: '/public/signup/pro',
  summary: 'Create a pro (Skilled Pro / Expert) account and sign in',
  access: 'public',
  tenancy: { kind: 'none', why: 'creates a new account' },
  body: ProSignupBodySchema,
  response: AuthTokensSchema,
  status: 201,
  errors: [409, 429],
  rateLimit: { max: 10, windowMs: HOUR, key: () => 'signup' },
  async handler(ctx) {
    refuseIfAuthenticated(ctx);
    return answerWithSession(ctx, (await signUpPro(ctx.db, ctx.deps, ctx.body))!);
  },
});

const employerSignup = route({
  method: 'POST',
  url: '/public/signup/employer',
  summary: 'Guest employer sign-up (4 steps): creates the employer on a free trial and e-mails a verify link',
  access: 'public',
  tenancy: { kind: 'none', why: 'creates a new employer' },
  body: EmployerSignupBodySchema,
  response: EmployerSignupAnswerSchema,
  status: 201,
  errors: [409, 429],
  rateLimit: { max: 10, windowMs: HOUR, key: () => 'signup' },
  async handler(ctx) {
    refuseIfAuthenticated(ctx);
    return { message: API_MESSAGES.employerSignupCreated, ...(await signUpEmployer(ctx.db, ctx.deps, ctx.body)) };
  },
});

const inviteeSignup = route({
  method: 'POST',
  url: '/public/signup/invitee',
  summary: 'Invitee sign-up: full name (and optional password) with the invitation code; signs in',
  access: 'public',
  tenancy: { kind: 'none', why: 'the invitation code names the user' },
  body: InviteeSignupBodySchema,
  response: AuthTokensSchema,
  errors: [401, 404, 409, 429],
  rateLimit: { max: 10, windowMs: HOUR, key: () => 'signup' },
  async handler(ctx) {
    refuseIfAuthenticated(ctx);
    return answerWithSession(ctx, await signUpInvitee(ctx.db, ctx.deps, ctx.body));
  },
});

const inviteMember = route({
  method: 'POST',
  url: '/employer/invite-new-member',
  summary: 'Invite a team member to an employer (e-mails an invitation link)',
  access: [ROLES.userAdmin, ROLES.userEdit],
  tenancy: { kind: 'employer', from: 'body', key: 'employerId' },
  body: InviteBodySchema,
  response: InviteAnswerSchema,
  status: 201,
  errors: [409, 429],
  rateLimit: { max: 50, windowMs: HOUR, key: ({ body }) => String((body as { employerId: number }).employerId) },
  async handler(ctx) {
    const auth = ctx.requireAuth();
    return { message: API_MESSAGES.inviteSent, userProfileId: await invite(ctx.db, ctx.deps, auth.userId, ctx.body) };
  },
});

export const signupRoutes: readonly RouteDef[] = [proSignup, employerSignup, inviteeSignup];
export const inviteRoutes: readonly RouteDef[] = [inviteMember];
