import { STAFF_API_TEXTS, STAFF_EMAIL_TEXTS, STAFF_GRANTABLE_ROLES, USER_LIST, type StaffGrantableRole, type CreateUserBody, type StaffOverview, type StaffStatusMove, type StaffUserRow, type UserListFilter, type UserListWhere } from '@floorhire/domain-staff';
import { API_ERRORS, absoluteLink, linkTo } from '@floorhire/rules';
import type { ApiConfig } from '../../config';
import type { AuthContext, TokenService } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { queueEmail } from '../../delivery/outbox';
import { conflict, forbidden, unprocessable } from '../../http/errors';
import { createLink } from '../auth';
import { setUserEmployers } from '../employer';
import { createProRecord } from '../pro-profile';
import { emailTaken, findLoginById, groupOf, insertUser, setGrantedRoles, setGroup, setUserStatus, userNotFound } from '../users';
import { liveActAsCount, endActAsSessionsOfUser } from './act-as.service';
import { openInboxCount } from './staff-inbox.service';
import { countUsers, listUsers, overviewCounts } from './staff-users.repository';

// Staff's users (spec 002 §2 users, users/{admin,employer,pro}/create, §7 user-profile/all and
// /count, spec 000 §4 statuses; ADR 300, 305). The rows are the users module's and its
// neighbours': this module decides and calls their services.

export function staffUserList(q: Queryable, filter: UserListFilter | undefined): Promise<StaffUserRow[]> {
  return listUsers(q, filter, USER_LIST.pageSize);
}

export function staffUserCount(q: Queryable, where: UserListWhere | undefined): Promise<number> {
  return countUsers(q, where);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** E-mails a link to choose a password and sign in (the reset-password link, ADR 305). */
async function sendWelcome(tx: Queryable, config: ApiConfig, user: { id: number; email: string; nameFirst: string }): Promise<void> {
  const code = await createLink(tx, config, { userId: user.id, purpose: 'reset-password', redirectUrl: linkTo('login') });
  const url = absoluteLink(config.publicUrl, 'emailedLink', { code });
  const greeting = user.nameFirst ? `Hi ${user.nameFirst},` : 'Hi,';
  await queueEmail(tx, {
    to: user.email,
    subject: STAFF_EMAIL_TEXTS.welcomeSubject,
    text: `${greeting}\n\n${STAFF_EMAIL_TEXTS.welcomeLead}\n\n${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(STAFF_EMAIL_TEXTS.welcomeLead)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    template: 'staff.welcome',
    userProfileId: user.id,
  });
}

/**
 * Staff open an account of any group: a staff member, an employer user (tied to its employers)
 * or a pro (with a pro record). Unverified until the welcome link is used. One transaction.
 */
export async function createUserAccount(db: Db, config: ApiConfig, body: CreateUserBody): Promise<number> {
  return db.transaction(async (tx) => {
    if (await emailTaken(tx, body.email)) throw conflict(API_ERRORS.emailTaken);
    const user = await insertUser(tx, { email: body.email, nameFirst: body.nameFirst, nameLast: body.nameLast, phone: body.phone ?? null, status: 'unverified', authStrategy: 'password' });
    await setGroup(tx, user.id, body.groupMembership);
    if (body.groupMembership === 'Company Admin' || body.groupMembership === 'Hiring Manager') await setUserEmployers(tx, user.id, [...new Set(body.employerIds ?? [])]);
    if (body.groupMembership === 'Expert') await createProRecord(tx, user.id, body.postalCode ?? null);
    if (body.sendWelcome) await sendWelcome(tx, config, { id: user.id, email: user.email, nameFirst: body.nameFirst });
    return user.id;
  });
}

/** POST employer/send-welcome-email (spec 002 §7): the welcome link again, to the user's own address. */
export async function resendWelcome(db: Db, config: ApiConfig, userProfileId: number, email: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const user = await findLoginById(tx, userProfileId);
    if (!user) throw userNotFound();
    if (user.email.toLowerCase() !== email.toLowerCase()) throw unprocessable(STAFF_API_TEXTS.welcomeEmailMismatch, 'email');
    await sendWelcome(tx, config, { id: user.id, email: user.email, nameFirst: user.name_first });
    return { message: `Welcome e-mail sent to ${user.email}` };
  });
}

/**
 * Archive, block, suspend, and back (spec 000 §4). A stopped user's sessions end at once: their
 * refresh tokens are revoked and nobody acts as them any more.
 */
export async function changeUserStatus(db: Db, tokens: TokenService, staff: AuthContext, userId: number, status: StaffStatusMove): Promise<{ id: number; status: StaffStatusMove }> {
  if (userId === staff.userId) throw forbidden(STAFF_API_TEXTS.ownStatus);
  await db.transaction(async (tx) => {
    const before = await setUserStatus(tx, userId, status);
    if (before === undefined) throw userNotFound();
    if (status !== 'normal') {
      await tokens.revokeAllForUser(tx, userId, `status:${status}`);
      await endActAsSessionsOfUser(tx, userId);
    }
  });
  return { id: userId, status };
}

export async function staffOverview(q: Queryable): Promise<StaffOverview> {
  const [counts, openInboxItems, liveActAsSessions] = await Promise.all([overviewCounts(q), openInboxCount(q), liveActAsCount(q)]);
  return { ...counts, openInboxItems, liveActAsSessions };
}

/**
 * The staff roles of a staff user, replaced as a whole (ADR 305): today the taxonomy editors'.
 * They count from the user's next token (at most one access-token lifetime later).
 */
export async function setStaffRoles(db: Db, userId: number, roles: readonly StaffGrantableRole[]): Promise<{ id: number; roles: StaffGrantableRole[] }> {
  return db.transaction(async (tx) => {
    if (!(await findLoginById(tx, userId))) throw userNotFound();
    if ((await groupOf(tx, userId)) !== 'Super Admin') throw unprocessable(STAFF_API_TEXTS.rolesOnlyForStaff, 'roles');
    await setGrantedRoles(tx, userId, STAFF_GRANTABLE_ROLES, roles);
    return { id: userId, roles: STAFF_GRANTABLE_ROLES.filter((r) => roles.includes(r)) };
  });
}
