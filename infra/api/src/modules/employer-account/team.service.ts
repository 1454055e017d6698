import {
  EMPLOYER_ACCOUNT_API_TEXTS as T,
  EMPLOYER_GROUPS,
  GRANTABLE_ROLES,
  type AddTeamMemberBody,
  type TeamMember,
  type TeamMemberPatch,
} from '@floorhire/domain-employer-account';
import { linkTo } from '@floorhire/rules';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import type { AppDeps } from '../../deps';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { createLink, sendLink } from '../auth';
import { addMember, employerNameOf, employersOfUser, isMember, lockCompanyAdmins, removeMember } from '../employer';
import { archiveUser, findLoginByEmail, findLoginById, fullNameOf, groupOf, insertUser, lockUser, readTeamMember, setGrantedRoles, setGroup } from '../users';

// Team and roles (spec 000 §6, spec 002 §7): the employer's users, added directly or welcomed by
// e-mail, their group and granted roles, archiving. The rows are the users and employer
// modules'; the rules are here (ADR 294): an employer always keeps a Company Admin.

const isEmployerGroup = (group: string | null): group is (typeof EMPLOYER_GROUPS)[number] => (EMPLOYER_GROUPS as readonly (string | null)[]).includes(group);

async function memberDto(q: Queryable, userId: number): Promise<TeamMember> {
  const row = (await readTeamMember(q, userId))!;
  return {
    id: row.id,
    nameFirst: row.name_first,
    nameLast: row.name_last,
    email: row.email,
    phone: row.phone,
    status: row.status,
    groupMembership: row.group_membership,
    roles: row.roles ?? [],
  };
}

/** The user is on this employer's team, locked for the transaction; 404 in the API's words otherwise. */
async function lockMember(tx: Queryable, employerId: number, userId: number): Promise<void> {
  if (!(await isMember(tx, employerId, userId)) || !(await lockUser(tx, userId))) throw notFound(T.memberNotFound);
}

/** Refuses when leaving `employerIds` as a Company Admin would leave one of them without any. */
async function assertNotLastAdmin(tx: Queryable, userId: number, employerIds: readonly number[]): Promise<void> {
  for (const employerId of employerIds) {
    const admins = await lockCompanyAdmins(tx, employerId);
    if (admins.length === 1 && admins[0] === userId) throw conflict(T.lastCompanyAdmin((await employerNameOf(tx, employerId)) ?? 'this employer'));
  }
}

/** POST employer/{employerId}/user-profile: a colleague added by name; an employer user of another team joins this one too. */
export async function addTeamMember(db: Db, employerId: number, body: AddTeamMemberBody): Promise<TeamMember> {
  const userId = await db.transaction(async (tx) => {
    if ((await employerNameOf(tx, employerId)) === undefined) throw notFound(T.employerNotFound);
    const existing = await findLoginByEmail(tx, body.email);
    if (existing) {
      // Pros and staff cannot be pulled into an employer by e-mail; a colleague elsewhere keeps their group.
      if (!isEmployerGroup(await groupOf(tx, existing.id))) throw conflict(T.emailTaken);
      if (await isMember(tx, employerId, existing.id)) throw conflict(T.alreadyMember);
      await addMember(tx, employerId, existing.id);
      return existing.id;
    }
    const user = await insertUser(tx, { email: body.email, nameFirst: body.nameFirst, nameLast: body.nameLast, phone: body.phone ?? null, status: 'invited', authStrategy: 'magic-link' });
    await setGroup(tx, user.id, body.groupMembership);
    await setGrantedRoles(tx, user.id, GRANTABLE_ROLES, body.roles ?? []);
    await addMember(tx, employerId, user.id);
    return user.id;
  });
  return memberDto(db, userId);
}

/**
 * POST employer/send-welcome-email: a colleague who has not joined gets an invitation link (the
 * one-step invitee sign-up); one who has, a login link. Only to the address on their account.
 */
export async function sendWelcomeEmail(db: Db, deps: AppDeps, auth: AuthContext, body: { userProfileId: number; email: string; employerId?: number | undefined }): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const shared = (await employersOfUser(tx, body.userProfileId)).filter((e) => auth.isStaff || auth.employerIds.includes(e.id));
    const employer = body.employerId === undefined ? shared[0] : shared.find((e) => e.id === body.employerId);
    if (!employer) throw notFound(T.memberNotFound);
    const user = await findLoginById(tx, body.userProfileId);
    if (!user || user.status === 'archive') throw notFound(T.memberNotFound);
    // The link signs its holder in: it goes only to the address on the account.
    if (user.email.toLowerCase() !== body.email.toLowerCase()) throw unprocessable('This is not the e-mail on the account', 'email');
    const purpose = user.status === 'invited' ? 'invite' : 'login';
    const code = await createLink(tx, deps.config, { userId: user.id, purpose, redirectUrl: linkTo('employerHome'), employerId: employer.id });
    const inviter = (await fullNameOf(tx, auth.userId)) || 'A colleague';
    await sendLink(tx, deps.config, user, code, purpose, 'EMAIL', `${inviter} added you to ${employer.name} on FloorHire.`);
  });
  return { message: T.welcomeSent };
}

/** A colleague's group and granted roles; a demotion never leaves an employer of theirs without a Company Admin. */
export async function changeTeamMember(db: Db, employerId: number, userId: number, body: TeamMemberPatch): Promise<TeamMember> {
  await db.transaction(async (tx) => {
    await lockMember(tx, employerId, userId);
    const current = await groupOf(tx, userId);
    if (!isEmployerGroup(current)) throw notFound(T.memberNotFound);
    if (body.groupMembership && body.groupMembership !== current) {
      // The group is the user's on every team they are on (spec 000 §6: one group per user).
      if (current === 'Company Admin') await assertNotLastAdmin(tx, userId, (await employersOfUser(tx, userId)).map((e) => e.id));
      await setGroup(tx, userId, body.groupMembership);
    }
    if (body.roles) await setGrantedRoles(tx, userId, GRANTABLE_ROLES, body.roles);
  });
  return memberDto(db, userId);
}

/**
 * Archiving a colleague: one who is on other teams too only leaves this one; otherwise the
 * account is archived and its sessions end (ADR 294). Never the last Company Admin.
 */
export async function archiveTeamMember(db: Db, deps: AppDeps, employerId: number, userId: number): Promise<TeamMember> {
  await db.transaction(async (tx) => {
    await lockMember(tx, employerId, userId);
    if ((await groupOf(tx, userId)) === 'Company Admin') await assertNotLastAdmin(tx, userId, [employerId]);
    const elsewhere = (await employersOfUser(tx, userId)).filter((e) => e.id !== employerId);
    if (elsewhere.length > 0) {
      await removeMember(tx, employerId, userId);
      return;
    }
    await archiveUser(tx, userId);
    await deps.tokens.revokeAllForUser(tx, userId, 'archived');
  });
  return memberDto(db, userId);
}
