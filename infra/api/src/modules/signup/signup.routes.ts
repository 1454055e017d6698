import { API_ERROR_TYPES, API_ERRORS, API_MESSAGES, ROLES, linkTo, splitFullName } from '@floorhire/rules';
import {
  AuthTokensSchema,
  EmployerSignupAnswerSchema,
  EmployerSignupBodySchema,
  InviteAnswerSchema,
  InviteBodySchema,
  InviteeSignupBodySchema,
  ProSignupBodySchema,
} from '@floorhire/schemas';
import { hashPassword } from '../../auth/password';
import type { Tx } from '../../db';
import { conflict, HttpError } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { assertUsable, createLink, findLink, sendLink } from '../auth/links';
import { answerWithSession, refuseIfAuthenticated } from '../auth/session';
import { setGroup } from '../users/users.routes';

const HOUR = 60 * 60_000;
const FREE_MAIL = new Set(['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'aol.com', 'icloud.com', 'live.com', 'msn.com', 'proton.me', 'protonmail.com']);

/** The guest sign-up asks no company name, so the first one comes from the work e-mail domain. */
export function employerNameFrom(email: string, fullName: string): string {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  if (!domain || FREE_MAIL.has(domain)) return `${fullName.trim()}'s company`;
  const label = domain.split('.').slice(0, -1).join(' ') || domain;
  return label
    .split(/[\s._-]+/u)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

async function assertEmailFree(tx: Tx, email: string) {
  const taken = await tx.one('select 1 from user_profiles where lower(email) = lower($1)', [email]);
  if (taken) throw conflict(API_ERRORS.emailTaken);
}

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
    const b = ctx.body;
    const passwordHash = await hashPassword(b.password);
    const tokens = await ctx.db.transaction(async (tx) => {
      await assertEmailFree(tx, b.email);
      const user = await tx.one<{ id: number }>(
        `insert into user_profiles (email, name_first, name_last, phone, password_hash, status, auth_strategy)
         values ($1, $2, $3, $4, $5, 'normal', 'password') returning id`,
        [b.email, b.nameFirst, b.nameLast, b.phone ?? null, passwordHash],
      );
      await setGroup(tx, user!.id, 'Expert');
      if (b.postalCode) {
        await tx.query(
          `update pros p set postal_code = $2, city = z.city, state = z.state, lat = z.lat, lng = z.lng
           from (select $2::text as pc) q left join postal_codes z on z.postal_code = q.pc where p.user_profile_id = $1`,
          [user!.id, b.postalCode],
        );
      }
      return ctx.deps.tokens.signIn(user!.id, tx);
    });
    return answerWithSession(ctx, tokens!);
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
    const b = ctx.body;
    const { nameFirst, nameLast } = splitFullName(b.fullName);
    const result = await ctx.db.transaction(async (tx) => {
      await assertEmailFree(tx, b.email);
      const user = (await tx.one<{ id: number; email: string; phone: string | null; name_first: string }>(
        `insert into user_profiles (email, name_first, name_last, status, auth_strategy) values ($1, $2, $3, 'unverified', 'magic-link')
         returning id, email, phone, name_first`,
        [b.email, nameFirst, nameLast],
      ))!;
      const employer = (await tx.one<{ id: number }>(`insert into employers (name, status) values ($1, 'Outreach') returning id`, [employerNameFrom(b.email, b.fullName)]))!;
      await tx.query('insert into employer_users (employer_id, user_profile_id) values ($1, $2)', [employer.id, user.id]);
      await setGroup(tx, user.id, 'Company Admin');
      await tx.query(
        `insert into employer_signups (employer_id, user_profile_id, position, location, recruiting_priority, found_via, found_via_other)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [employer.id, user.id, b.position, b.location, b.recruitingPriority, b.foundVia, b.foundViaOther ?? null],
      );
      await tx.query('insert into referrals (user_profile_id, channel, name) values ($1, $2, $3)', [user.id, b.foundVia, b.foundViaOther ?? null]);
      // Free trial (docs/decisions/036-signup-and-trial.md).
      await tx.query(
        `insert into subscriptions (employer_id, status, plan, start_date, end_date, job_slot_quantity, talent_search_credits, is_gated)
         values ($1, 'trial', 'Free Trial', current_date, current_date + $2::int, 1, 5, true)`,
        [employer.id, ctx.deps.config.trialDays],
      );
      const code = await createLink(tx, ctx.deps.config, { userId: user.id, purpose: 'verify-email', redirectUrl: linkTo('employerHome'), employerId: employer.id });
      await sendLink(tx, ctx.deps.config, user, code, 'verify-email', 'EMAIL');
      return { userProfileId: user.id, employerId: employer.id };
    });
    return { message: API_MESSAGES.employerSignupCreated, ...result };
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
    const b = ctx.body;
    const { nameFirst, nameLast } = splitFullName(b.fullName);
    const passwordHash = b.password ? await hashPassword(b.password) : null;
    const tokens = await ctx.db.transaction(async (tx) => {
      const link = await findLink(tx, b.inviteCode, true);
      assertUsable(link, ['invite']);
      await tx.query('update magic_links set used_ts = now() where id = $1', [link.id]);
      await tx.query(
        `update user_profiles set name_first = $2, name_last = $3, status = 'normal', password_hash = coalesce($4, password_hash),
           auth_strategy = case when $4::text is null then auth_strategy else 'password' end, update_ts = now() where id = $1`,
        [link.user_profile_id, nameFirst, nameLast, passwordHash],
      );
      return ctx.deps.tokens.signIn(link.user_profile_id, tx);
    });
    if (!tokens) throw new HttpError(403, API_ERRORS.accountBlocked, API_ERROR_TYPES.forbidden);
    return answerWithSession(ctx, tokens);
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
    const b = ctx.body;
    const userProfileId = await ctx.db.transaction(async (tx) => {
      const employer = await tx.one<{ name: string }>('select name from employers where id = $1', [b.employerId]);
      if (!employer) throw new HttpError(404, API_ERRORS.notFound, API_ERROR_TYPES.notFound, 'employerId');
      let user = await tx.one<{ id: number; email: string; phone: string | null; name_first: string; status: string }>(
        'select id, email, phone, name_first, status from user_profiles where lower(email) = lower($1)',
        [b.inviteeEmail],
      );
      if (user) {
        const group = await tx.one<{ group_membership: string }>('select group_membership from user_auth_groups where user_profile_id = $1', [user.id]);
        // Pros and staff cannot be pulled into an employer by e-mail.
        if (group && group.group_membership !== 'Company Admin' && group.group_membership !== 'Hiring Manager') throw conflict(API_ERRORS.emailTaken);
        const member = await tx.one('select 1 from employer_users where employer_id = $1 and user_profile_id = $2', [b.employerId, user.id]);
        if (member && user.status !== 'invited') throw conflict(API_ERRORS.invitePending);
      } else {
        user = (await tx.one<{ id: number; email: string; phone: string | null; name_first: string; status: string }>(
          `insert into user_profiles (email, status, auth_strategy) values ($1, 'invited', 'magic-link') returning id, email, phone, name_first, status`,
          [b.inviteeEmail],
        ))!;
        await setGroup(tx, user.id, b.groupMembership ?? 'Hiring Manager');
      }
      await tx.query('insert into employer_users (employer_id, user_profile_id) values ($1, $2) on conflict do nothing', [b.employerId, user.id]);
      const code = await createLink(tx, ctx.deps.config, { userId: user.id, purpose: user.status === 'invited' ? 'invite' : 'login', redirectUrl: linkTo('employerHome'), employerId: b.employerId });
      const inviter = b.inviterFullName ?? (await tx.one<{ n: string }>(`select trim(name_first || ' ' || name_last) as n from user_profiles where id = $1`, [auth.userId]))?.n;
      await sendLink(tx, ctx.deps.config, user, code, user.status === 'invited' ? 'invite' : 'login', 'EMAIL', `${inviter || 'A colleague'} invited you to join ${employer.name} on FloorHire.`);
      return user.id;
    });
    return { message: API_MESSAGES.inviteSent, userProfileId };
  },
});

export const signupRoutes: readonly RouteDef[] = [proSignup, employerSignup, inviteeSignup];
export const inviteRoutes: readonly RouteDef[] = [inviteMember];
