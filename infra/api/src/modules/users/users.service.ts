import { API_ERROR_TYPES, API_ERRORS, GROUP_ROLES, ROLES, type GroupMembership } from '@floorhire/rules';
import type { PatchUserProfileBody, PersonSummary, ProfileInclude, UserProfileDto } from '@floorhire/schemas';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { setUserEmployers } from '../employer';
import {
  addRole,
  insertReferral,
  isColleague,
  lockUser,
  prosKnownToEmployers,
  readProfile,
  removeRoles,
  setUserType,
  switchableEmployer,
  updateProfile,
  upsertGroup,
  listStaffUsers as readListStaffUsers,
} from './users.repository';

// Users of spec 000 §3-§6: profiles, group memberships and their roles, referrals.

export const userNotFound = () => notFound(API_ERRORS.userNotFound, API_ERROR_TYPES.userNotFound);


/**
 * "May this employer see this pro?" (ADR 037), the one answer every domain asks: the pro
 * applied to one of the employers' jobs or one of them unlocked the pro. Staff see everyone;
 * callers check staff themselves, as subscription gates differ per route.
 */
export async function employerMaySeePro(db: Queryable, employerIds: readonly number[], proUserProfileId: number): Promise<boolean> {
  return (await prosKnownToEmployers(db, employerIds, [proUserProfileId])).has(proUserProfileId);
}

/** The same rule for a page of pros at once: the ids among them the employers may see. */
export function prosVisibleToEmployers(db: Queryable, employerIds: readonly number[], proUserProfileIds: readonly number[]): Promise<Set<number>> {
  return prosKnownToEmployers(db, employerIds, proUserProfileIds);
}

/** The caller's own profile. */
export async function readOwnProfile(db: Queryable, auth: AuthContext, includes: readonly ProfileInclude[]): Promise<UserProfileDto> {
  const profile = await readProfile(db, auth.userId, includes);
  if (!profile) throw userNotFound();
  return profile;
}

/** A profile as the caller may see it: staff and self all of it; an employer only its own side. */
export async function readProfileFor(db: Queryable, auth: AuthContext, id: number, includes: readonly ProfileInclude[]): Promise<UserProfileDto> {
  let applicantsOf: readonly number[] | null = null;
  if (!auth.isStaff && id !== auth.userId) {
    if (!(await isColleague(db, auth.employerIds, id)) && !(await employerMaySeePro(db, auth.employerIds, id))) throw userNotFound();
    // An employer sees only the applications made to its own jobs.
    applicantsOf = auth.employerIds;
  }
  const profile = await readProfile(db, id, includes, applicantsOf);
  if (!profile) throw userNotFound();
  if (applicantsOf) {
    // Another employer's name must not leak through the colleague's employer list.
    profile.employerUserMaps = profile.employerUserMaps.filter((m) => applicantsOf!.includes(m.employerId));
  }
  return profile;
}

export async function patchProfile(db: Queryable, auth: AuthContext, id: number, body: PatchUserProfileBody): Promise<UserProfileDto> {
  if (!auth.isStaff && id !== auth.userId) {
    const allowed = auth.roles.includes(ROLES.userEdit) && (await isColleague(db, auth.employerIds, id));
    if (!allowed) throw userNotFound();
  }
  if (!(await updateProfile(db, id, body))) throw userNotFound();
  return (await readProfile(db, id))!;
}

/**
 * Puts a user in a group (spec 000 §6) inside the caller's transaction: the group's roles
 * replace the roles of every group; roles outside every group (taxonomy, payouts, calendar)
 * are kept. An Expert's pro record belongs to the pro-profile module (it makes one on first use).
 */
export async function setGroup(tx: Queryable, userId: number, group: GroupMembership): Promise<void> {
  await upsertGroup(tx, userId, group);
  await removeRoles(tx, userId, [...new Set(Object.values(GROUP_ROLES).flat())]);
  for (const role of GROUP_ROLES[group]) await addRole(tx, userId, role);
  await setUserType(tx, userId, group === 'Super Admin' ? 'Super Admin' : 'Normal');
}

/** A user without a group may become Expert; staff set any group of anyone. */
export async function chooseGroup(db: Db, auth: AuthContext, target: number, group: GroupMembership): Promise<UserProfileDto> {
  if (!auth.isStaff) {
    if (target !== auth.userId) throw userNotFound();
    // Employer groups come with an employer (sign-up or invitation); Super Admin only from staff.
    if (auth.group !== null || group !== 'Expert') throw forbidden(API_ERRORS.groupChangeForbidden);
  }
  await db.transaction(async (tx) => {
    if (!(await lockUser(tx, target))) throw userNotFound();
    await setGroup(tx, target, group);
  });
  return (await readProfile(db, target))!;
}

export async function activeEmployerFor(db: Queryable, auth: AuthContext, userId: number, employerId: number) {
  const row = await switchableEmployer(db, userId, employerId, auth.isStaff);
  if (!row) throw new HttpError(403, API_ERRORS.notMemberOfEmployer, API_ERROR_TYPES.forbidden, 'employerId');
  return { employerId: row.id, employer: { name: row.name, photoUrl: row.photo_url } };
}

/** Staff: ties a user to exactly these employers. */
export async function assignEmployers(db: Db, id: number, employerIds: readonly number[]): Promise<UserProfileDto> {
  await db.transaction(async (tx) => {
    if (!(await lockUser(tx, id))) throw userNotFound();
    await setUserEmployers(tx, id, [...new Set(employerIds)]);
  });
  return (await readProfile(db, id))!;
}

export async function recordReferral(db: Queryable, auth: AuthContext, body: Parameters<typeof insertReferral>[2]): Promise<{ id: number }> {
  return { id: await insertReferral(db, auth.userId, body) };
}

/** The staff users, for pickers. */
export function listStaffUsers(db: Queryable): Promise<PersonSummary[]> {
  return readListStaffUsers(db);
}
