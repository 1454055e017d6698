import { defineModule } from '../module';
import { userRoutes } from './users.routes';
import { usersSeed } from './users.seed';

// Users (spec 000 §3-§6): profiles, group memberships and roles, referrals. The pro record is
// the pro-profile module's.
export const apiModule = defineModule({
  name: 'users',
  summary: 'User profiles, group memberships and roles, referrals',
  routes: [{ service: 'auth', routes: userRoutes }],
  tables: ['user_profiles', 'user_auth_groups', 'user_roles', 'referrals'],
  seed: usersSeed,
});

export { employerMaySeePro, prosVisibleToEmployers, setGroup, userNotFound } from './users.service';
export { PRO_NETWORK_SQL } from './users.repository';
export {
  completeInvitee,
  emailTaken,
  findLoginByEmail,
  findLoginById,
  findLoginByPhone,
  fullNameOf,
  groupOf,
  hasAnyUser,
  insertReferral,
  insertUser,
  markEmailVerified,
  markUserActive,
  setAvatarUrl,
  setPasswordHash,
  updateProfile,
  userIdByEmail,
  type CreatedUser,
  type LoginRow,
} from './logins.service';
export { setUserStatus } from './status.service';
export { archiveUser, lockUser, notifiableUsers, readTeamMember, replacePasswordHash, setGrantedRoles, type NotifiableRow, type TeamMemberRow } from './team.service';
