import type { GroupMembership } from '@floorhire/rules';
import { linkTo } from '@floorhire/rules';

/** Where a user's staff page is (spec 000 §2.1 admin link shapes); a pro's record is /admin/pro/{user profile id} (ADR 206). */
export function userPagePath(user: { id: number; groupMembership: GroupMembership | null; proId?: number | null }): string | null {
  switch (user.groupMembership) {
    case 'Super Admin':
      return linkTo('adminStaffUser', { id: user.id });
    case 'Company Admin':
    case 'Hiring Manager':
      return linkTo('adminEmployerUser', { id: user.id });
    case 'Expert':
      return linkTo('adminPro', { proId: user.id });
    default:
      return null;
  }
}

/** Where staff start acting as the user: employer users and pros only (ADR 301). */
export function actAsPath(user: { id: number; groupMembership: GroupMembership | null; proId?: number | null }): string | null {
  if (user.groupMembership === 'Company Admin' || user.groupMembership === 'Hiring Manager') return linkTo('adminEmployerUserLogin', { id: user.id });
  if (user.groupMembership === 'Expert') return linkTo('adminProLogin', { id: user.id });
  return null;
}
