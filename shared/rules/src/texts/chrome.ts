// Chrome texts of spec 000 §2.3 and §6.
export const ACCESS_DENIED_TEXTS = {
  title: 'Only admins can access this',
  body: 'Please ask an admin on your team to grant you access',
  goBack: 'GO BACK',
} as const;

export const EXPIRED_PLAN_TEXTS = {
  title: 'Your plan has expired',
  body: 'Consider upgrading your plan to keep hiring with FloorHire.',
  chat: 'Chat with our team',
  salesEmail: 'sales@floorhire.test',
} as const;

/** The spec does not show this modal's text (spec 000 §2.3); ours. */
export const NO_SUBSCRIPTION_TEXTS = {
  title: 'No active subscription',
  body: 'Your company does not have an active plan. Choose a plan to post jobs and reach candidates.',
  viewPlans: 'View plans',
  contact: 'Chat with our team',
} as const;

export const UPDATE_NOTICE_TEXTS = {
  message: 'There is a new update available! Save your work and reload the page',
  action: 'Reload',
} as const;

export const OFFLINE_TEXTS = {
  message: 'You are offline. Changes will not be saved until your connection is back.',
} as const;

export const CHROME_TEXTS = {
  help: 'Help',
  helpEmail: 'support@floorhire.test',
  credits: (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`,
  employerSelector: 'Employer',
  userMenu: 'Account',
  logout: 'Logout',
  toggleNavigation: 'Toggle navigation',
  close: 'Close',
  /** Not in the spec: the keyboard shortcut past the app bar and drawer (ADR 065). */
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
} as const;

export const NAV_LABELS = {
  login: 'Login',
  jobs: 'Jobs',
  signup: 'Sign up',
  billing: 'Billing',
  companyProfile: 'Company Profile',
  dashboard: 'Dashboard',
  jobPosts: 'Job Posts',
  jobSlotAnalytics: 'Job Slot Analytics',
  messaging: 'Messaging',
  talentSearch: 'Talent Search',
  userProfile: 'User Profile',
  logout: 'Logout',
} as const;

/** Signed-out navigation of spec 000 §2.3: Login /login, Jobs /open-jobs, Sign up /. */
export const SIGNED_OUT_NAV = [
  { label: NAV_LABELS.login, path: '/login' },
  { label: NAV_LABELS.jobs, path: '/open-jobs' },
  { label: NAV_LABELS.signup, path: '/' },
] as const;

/** The bar every screen shows while staff act as a user (ADR 301); the spec shows none. */
export const ACTING_TEXTS = {
  region: 'Acting as a user',
  actingAs: (name: string, group: string | null) => `You are acting as ${name}${group ? ` (${group})` : ''}`,
  until: (time: string) => `until ${time}`,
  back: 'Back to my session',
  ended: 'Your act-as session has ended. You are back in your own session.',
} as const;
