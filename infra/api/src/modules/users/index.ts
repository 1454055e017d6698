import { defineModule } from '../module';
import { userRoutes } from './users.routes';

// Users (spec 000 §3-§6): profiles, group memberships and roles, referrals. Until the pro
// profile domain takes them, the pro record an Expert gets is written here too.
export const apiModule = defineModule({
  name: 'users',
  summary: 'User profiles, group memberships and roles, referrals',
  routes: [{ service: 'auth', routes: userRoutes }],
  tables: ['user_profiles', 'user_auth_groups', 'user_roles', 'referrals', 'pros'],
});

export { setGroup, userNotFound } from './users.service';
export {
  completeInvitee,
  emailTaken,
  findLoginByEmail,
  findLoginById,
  findLoginByPhone,
  fullNameOf,
  groupOf,
  insertReferral,
  insertUser,
  markEmailVerified,
  setPasswordHash,
  setProPostalCode,
  userIdByEmail,
  type CreatedUser,
  type LoginRow,
} from './users.repository';
