// Group memberships and role catalogue of spec 000 §6, exactly. The API and the shell both
// decide access from these tables, so they live once, here.

export const GROUP_MEMBERSHIPS = ['Expert', 'Company Admin', 'Hiring Manager', 'Super Admin'] as const;
export type GroupMembership = (typeof GROUP_MEMBERSHIPS)[number];

export const ROLES = {
  userAdmin: 'user.admin',
  userEmployer: 'user.employer',
  userPro: 'user.pro',
  applicantEdit: 'employer.applicant.edit',
  jobEdit: 'employer.job.edit',
  billingEdit: 'employer.billing.edit',
  profileEdit: 'employer.profile.edit',
  userEdit: 'employer.user.edit',
  calendarEdit: 'employer.calendar.edit',
  payouts: 'payouts',
  taxonomy: 'taxonomy',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
const HIRING_MANAGER_ROLES: readonly Role[] = [ROLES.userEmployer, ROLES.applicantEdit, ROLES.jobEdit];

/** Roles each group membership grants (spec 000 §6). */
export const GROUP_ROLES: Readonly<Record<GroupMembership, readonly Role[]>> = {
  'Super Admin': [ROLES.userAdmin],
  'Hiring Manager': HIRING_MANAGER_ROLES,
  'Company Admin': [...HIRING_MANAGER_ROLES, ROLES.billingEdit, ROLES.profileEdit, ROLES.userEdit],
  Expert: [ROLES.userPro],
};

export type RouteRole = 'admin' | 'employer' | 'pro';

/** For routing a user is admin, employer or pro; a user with no group is in no auth group. */
export function routeRoleOf(group: GroupMembership | null | undefined): RouteRole | null {
  switch (group) {
    case 'Super Admin':
      return 'admin';
    case 'Company Admin':
    case 'Hiring Manager':
      return 'employer';
    case 'Expert':
      return 'pro';
    default:
      return null;
  }
}

/** The edit rules of §6: user.admin, or the named employer role. */
export const EDIT_RULES = {
  employerProfile: [ROLES.userAdmin, ROLES.profileEdit],
  employerUsers: [ROLES.userAdmin, ROLES.userEdit],
  jobs: [ROLES.userAdmin, ROLES.jobEdit],
  applicants: [ROLES.userAdmin, ROLES.applicantEdit],
  billing: [ROLES.userAdmin],
  planTab: [ROLES.userAdmin],
  calendar: [ROLES.calendarEdit],
  taxonomy: [ROLES.taxonomy],
} as const satisfies Record<string, readonly Role[]>;

/** True when the user holds any of the alternatives of an edit rule. */
export function canEdit(held: readonly string[], rule: keyof typeof EDIT_RULES): boolean {
  return EDIT_RULES[rule].some((role) => held.includes(role));
}
