import { API_ERROR_TYPES, API_ERRORS, splitFullName, linkTo } from '@floorhire/rules';
import type { EmployerSignupBody, InviteeSignupBody, ProSignupBody } from '@floorhire/schemas';
import { hashPassword } from '../../auth/password';
import type { IssuedTokens } from '../../auth/tokens';
import type { Db, Tx } from '../../db';
import type { AppDeps } from '../../deps';
import { conflict, HttpError } from '../../http/errors';
import { assertUsable, createLink, findLink, markLinkUsed, sendLink } from '../auth';
import { addMember, employerNameOf, insertEmployer, isMember } from '../employer';
import { startTrial } from '../subscription';
import { completeInvitee, emailTaken, findLoginByEmail, fullNameOf, groupOf, insertReferral, insertUser, setGroup, setProPostalCode } from '../users';
import { insertEmployerSignup } from './signup.repository';

// Creating accounts (spec 000 §2.5, §4): pros, guest employers on a free trial, invitees, and
// team invitations. Each is one transaction across the modules that own the rows.

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
  if (await emailTaken(tx, email)) throw conflict(API_ERRORS.emailTaken);
}

export async function signUpPro(db: Db, deps: AppDeps, b: ProSignupBody): Promise<IssuedTokens | null> {
  const passwordHash = await hashPassword(b.password);
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, b.email);
    const user = await insertUser(tx, { email: b.email, nameFirst: b.nameFirst, nameLast: b.nameLast, phone: b.phone ?? null, passwordHash, status: 'normal', authStrategy: 'password' });
    await setGroup(tx, user.id, 'Expert');
    if (b.postalCode) await setProPostalCode(tx, user.id, b.postalCode);
    return deps.tokens.signIn(user.id, tx);
  });
}

/** The guest employer: a Company Admin of a new employer on a free trial, with a verify link. */
export async function signUpEmployer(db: Db, deps: AppDeps, b: EmployerSignupBody): Promise<{ userProfileId: number; employerId: number }> {
  const { nameFirst, nameLast } = splitFullName(b.fullName);
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, b.email);
    const user = await insertUser(tx, { email: b.email, nameFirst, nameLast, status: 'unverified', authStrategy: 'magic-link' });
    const employerId = await insertEmployer(tx, employerNameFrom(b.email, b.fullName), 'Outreach');
    await addMember(tx, employerId, user.id);
    await setGroup(tx, user.id, 'Company Admin');
    await insertEmployerSignup(tx, {
      employerId,
      userId: user.id,
      position: b.position,
      location: b.location,
      recruitingPriority: b.recruitingPriority,
      foundVia: b.foundVia,
      foundViaOther: b.foundViaOther ?? null,
    });
    await insertReferral(tx, user.id, { channel: b.foundVia, name: b.foundViaOther ?? null });
    // Free trial (docs/decisions/036-signup-and-trial.md).
    await startTrial(tx, employerId, deps.config.trialDays);
    const code = await createLink(tx, deps.config, { userId: user.id, purpose: 'verify-email', redirectUrl: linkTo('employerHome'), employerId });
    await sendLink(tx, deps.config, user, code, 'verify-email', 'EMAIL');
    return { userProfileId: user.id, employerId };
  });
}

/** An invitee completes the account with the invitation code and signs in. */
export async function signUpInvitee(db: Db, deps: AppDeps, b: InviteeSignupBody): Promise<IssuedTokens> {
  const { nameFirst, nameLast } = splitFullName(b.fullName);
  const passwordHash = b.password ? await hashPassword(b.password) : null;
  const tokens = await db.transaction(async (tx) => {
    const link = await findLink(tx, b.inviteCode, true);
    assertUsable(link, ['invite']);
    await markLinkUsed(tx, link.id);
    await completeInvitee(tx, link.user_profile_id, nameFirst, nameLast, passwordHash);
    return deps.tokens.signIn(link.user_profile_id, tx);
  });
  if (!tokens) throw new HttpError(403, API_ERRORS.accountBlocked, API_ERROR_TYPES.forbidden);
  return tokens;
}

/** Invites a team member by e-mail: a new invited user, or an existing employer user added. */
export async function inviteMember(
  db: Db,
  deps: AppDeps,
  inviterId: number,
  b: { employerId: number; inviteeEmail: string; groupMembership?: 'Company Admin' | 'Hiring Manager' | undefined; inviterFullName?: string | null | undefined },
): Promise<number> {
  return db.transaction(async (tx) => {
    const employerName = await employerNameOf(tx, b.employerId);
    if (employerName === undefined) throw new HttpError(404, API_ERRORS.notFound, API_ERROR_TYPES.notFound, 'employerId');
    let user = await findLoginByEmail(tx, b.inviteeEmail);
    if (user) {
      const group = await groupOf(tx, user.id);
      // Pros and staff cannot be pulled into an employer by e-mail.
      if (group && group !== 'Company Admin' && group !== 'Hiring Manager') throw conflict(API_ERRORS.emailTaken);
      if ((await isMember(tx, b.employerId, user.id)) && user.status !== 'invited') throw conflict(API_ERRORS.invitePending);
    } else {
      const created = await insertUser(tx, { email: b.inviteeEmail, status: 'invited', authStrategy: 'magic-link' });
      user = { ...created, password_hash: null };
      await setGroup(tx, user.id, b.groupMembership ?? 'Hiring Manager');
    }
    await addMember(tx, b.employerId, user.id);
    const purpose = user.status === 'invited' ? 'invite' : 'login';
    const code = await createLink(tx, deps.config, { userId: user.id, purpose, redirectUrl: linkTo('employerHome'), employerId: b.employerId });
    const inviter = b.inviterFullName ?? (await fullNameOf(tx, inviterId));
    await sendLink(tx, deps.config, user, code, purpose, 'EMAIL', `${inviter || 'A colleague'} invited you to join ${employerName} on FloorHire.`);
    return user.id;
  });
}
