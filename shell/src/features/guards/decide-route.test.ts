import { describe, expect, it } from 'vitest';
import { catalogueLookup, decideRoute, type GuardSession, type RouteDecision, type RouteInput, type RouteOwner } from './decide-route';

const signedOut: GuardSession = { signedIn: false, role: null, roles: [], employerIds: [], activeEmployerId: null, switching: false };
const admin: GuardSession = { signedIn: true, role: 'admin', roles: ['user.admin'], employerIds: [], activeEmployerId: null, switching: false };
const employer: GuardSession = {
  signedIn: true,
  role: 'employer',
  roles: ['user.employer', 'employer.job.edit', 'employer.applicant.edit'],
  employerIds: [1, 2],
  activeEmployerId: 1,
  switching: false,
};
const pro: GuardSession = { signedIn: true, role: 'pro', roles: ['user.pro'], employerIds: [], activeEmployerId: null, switching: false };
const noGroup: GuardSession = { ...signedOut, signedIn: true };
// The job board remote declares the pro's opportunities and applications and the apply flow.
const jobBoard: RouteOwner = { owner: 'remote', remote: 'job_board', requiresRoles: ['user.pro'] };
const jobBoardOwned: Record<string, RouteOwner> = { '/pro/applications/3': jobBoard, '/pro/opportunities': jobBoard, '/apply/resume': jobBoard, '/apply/profile-info': jobBoard };

// Released remotes own these paths (their remote.json routes reach the shell through the registry).
const jobs: RouteOwner = { owner: 'remote', remote: 'jobs', requiresRoles: ['user.admin', 'employer.job.edit'] };
const applicants: RouteOwner = { owner: 'remote', remote: 'applicants', requiresRoles: ['user.employer', 'user.admin'] };
const proProfile: RouteOwner = { owner: 'remote', remote: 'pro_profile', requiresRoles: ['user.pro', 'user.employer', 'user.admin'] };
const staff: RouteOwner = { owner: 'remote', remote: 'staff', requiresRoles: ['user.admin'] };
const gated: Record<string, RouteOwner> = {
  '/employer': applicants,
  '/employer/jobs': jobs,
  '/employer/jobs/4/candidates': applicants,
  '/lab/alpha': { owner: 'remote', remote: 'alpha', open: true },
  '/admin/reports': { owner: 'remote', remote: 'reports', requiresRoles: ['payouts', 'taxonomy'] },
  '/employer/pro': { owner: 'remote', remote: 'talent-search', requiresSubscription: true },
  '/all/profile/pro/9': { owner: 'remote', remote: 'talent-search', requiresRoles: ['user.employer', 'user.admin'] },
  '/employer/settings/plans': { owner: 'remote', remote: 'billing', adminOnly: true },
  '/employer/settings/company-profile': { owner: 'remote', remote: 'employer_account', requiresRoles: ['user.employer', 'user.admin'], pageRoles: ['user.admin', 'employer.profile.edit'] },
  '/admin': staff,
  '/admin/users': staff,
  '/admin/taxonomy': { owner: 'remote', remote: 'taxonomy', requiresRoles: ['taxonomy'] },
  '/pro': proProfile,
  '/pro/resume': proProfile,
  '/all/profile': proProfile,
};
const lookup = (path: string) => gated[path] ?? jobBoardOwned[path] ?? catalogueLookup(path);

function decide(url: string, session: GuardSession, extra: Partial<RouteInput> = {}): RouteDecision {
  const u = new URL(url, 'http://x');
  return decideRoute({ path: u.pathname, query: u.searchParams, session, subscription: 'active', savedRedirect: null, lookup, ...extra });
}
const to = (d: RouteDecision) => (d.kind === 'redirect' ? d.to : d.kind);

describe('signed-out visitors (§2.2)', () => {
  it.each([
    ['/employer/jobs?tab=open', '/login', '/employer/jobs?tab=open'],
    ['/pro/resume', '/login', '/pro/resume'],
    ['/admin/users', '/login', '/admin/users'],
    ['/all/profile', '/login', '/all/profile'],
  ])('%s goes to login with the wanted address saved', (url, target, saved) => {
    expect(decide(url, signedOut)).toEqual({ kind: 'redirect', to: target, saveRedirect: saved });
  });
  it('the root path with no session goes to who-are-you', () => {
    expect(to(decide('/', signedOut))).toBe('/auth/who-are-you');
  });
  it.each(['/login', '/open-jobs', '/open-jobs/12', '/signup', '/signup/pro', '/signup/success', '/apply/resume', '/auth/callback', '/auth/who-are-you', '/link/abc', '/reference/3', '/reference-success', '/schedule', '/signup-2'])(
    'public path %s needs no login',
    (url) => {
      expect(decide(url, signedOut).kind).toBe('allow');
    },
  );
  it('the employer sign-up address goes to the sign-up route, keeping its query', () => {
    expect(to(decide('/employer/signup?utm_source=x', signedOut))).toBe('/signup?utm_source=x');
    expect(to(decide('/employer/signup/verify-email', signedOut))).toBe('/signup/success');
  });
});

describe('after login (§2.2)', () => {
  it.each([
    [admin, '/admin'],
    [employer, '/employer'],
    [pro, '/pro'],
  ])('a user on the login route goes to the home of the role', (session, home) => {
    expect(to(decide('/login', session))).toBe(home);
  });
  it('the saved address wins over the role home and is then cleared', () => {
    expect(decide('/login', employer, { savedRedirect: '/employer/jobs' })).toEqual({ kind: 'redirect', to: '/employer/jobs', clearSavedRedirect: true });
  });
  it('the root path uses the saved address, then a redirect query value, then the role home', () => {
    expect(to(decide('/?redirect=/pro/resume', pro, { savedRedirect: '/pro/settings' }))).toBe('/pro/settings');
    expect(to(decide('/?redirect=/pro/resume', pro))).toBe('/pro/resume');
    expect(to(decide('/', pro))).toBe('/pro');
  });
  it('the login route follows its redirect query value once signed in (the apply flow resumes), after a saved address', () => {
    expect(to(decide('/login?redirect=/apply/create-profile', pro))).toBe('/apply/create-profile');
    expect(to(decide('/login?redirect=/apply/create-profile', pro, { savedRedirect: '/pro/settings' }))).toBe('/pro/settings');
    expect(to(decide('/login?redirect=//evil.example/x', pro))).toBe('/pro');
    expect(decide('/login?redirect=/apply/create-profile', signedOut).kind).toBe('allow');
  });
  it('never follows a redirect value off the site', () => {
    expect(to(decide('/?redirect=//evil.example/x', pro))).toBe('/pro');
    expect(to(decide('/?redirect=https://evil.example', pro))).toBe('/pro');
  });
  it('the employer home keeps actionItemId', () => {
    expect(to(decide('/?actionItemId=77', employer))).toBe('/employer?actionItemId=77');
  });
  it('a signed-in user in no auth group is asked who they are', () => {
    expect(to(decide('/employer', noGroup))).toBe('/auth/who-are-you');
    expect(decide('/auth/who-are-you', noGroup).kind).toBe('allow');
  });
});

describe('employers (§2.2)', () => {
  it.each(['/employer', '/employer/jobs', '/employer/jobs/4/candidates', '/all/profile', '/all/profile/pro/9'])('may reach %s', (url) => {
    expect(decide(url, employer).kind).toBe('allow');
  });
  it.each(['/pro', '/admin', '/open-jobs', '/schedule', '/reference/2', '/nowhere'])('see Page not found at %s', (url) => {
    expect(decide(url, employer).kind).toBe('not-found');
  });
  it('an unknown address inside the employer area is Page not found', () => {
    expect(decide('/employer/no/such/page', employer).kind).toBe('not-found');
  });
  it('employerId switches to another of the user’s employers', () => {
    expect(decide('/employer?employerId=2', employer)).toMatchObject({ kind: 'allow', switchEmployerTo: 2, blocker: 'switching' });
  });
  it('ui3SelectedEmployerId switches the same way', () => {
    expect(decide('/employer/jobs?ui3SelectedEmployerId=2', employer)).toMatchObject({ kind: 'allow', switchEmployerTo: 2 });
  });
  it.each(['/employer?employerId=1', '/employer?employerId=99', '/employer?employerId=abc'])('%s does not switch (same, foreign or invalid)', (url) => {
    const d = decide(url, employer);
    expect(d.kind === 'allow' && d.switchEmployerTo).toBeFalsy();
  });
  it('mid-switch, employer pages wait', () => {
    expect(decide('/employer/jobs', { ...employer, switching: true })).toMatchObject({ kind: 'allow', blocker: 'switching' });
  });
  it('without a subscription the employer page shows the no-subscription modal', () => {
    expect(decide('/employer', employer, { subscription: 'none' })).toMatchObject({ kind: 'allow', blocker: 'no-subscription' });
  });
  it('with an expired plan the employer page shows the expired-plan screen', () => {
    expect(decide('/employer/jobs', employer, { subscription: 'expired' })).toMatchObject({ kind: 'allow', blocker: 'expired-plan' });
  });
  it('the subscription guard sends an employer without a subscription from a gated page to /', () => {
    expect(to(decide('/employer/pro', employer, { subscription: 'none' }))).toBe('/');
    expect(decide('/employer/pro', employer).kind).toBe('allow');
  });
  it('logout needs no subscription', () => {
    const d = decide('/employer/auth/logout', employer, { subscription: 'none' });
    expect(d.kind === 'allow' && d.blocker).toBeFalsy();
  });
  it('admin-only pages show the access-denied modal to non-admin employers', () => {
    expect(decide('/employer/settings/plans', employer)).toMatchObject({ kind: 'allow', blocker: 'access-denied' });
  });
  it("a page that needs a role shows the access-denied modal to those without it, whatever their plan, and opens for those with it (ADR 297)", () => {
    const page = '/employer/settings/company-profile';
    expect(decide(page, employer)).toMatchObject({ kind: 'allow', blocker: 'access-denied' });
    expect(decide(page, employer, { subscription: 'expired' })).toMatchObject({ kind: 'allow', blocker: 'access-denied' });
    const companyAdmin = { ...employer, roles: [...employer.roles, 'employer.profile.edit'] };
    for (const allowed of [decide(page, companyAdmin), decide(page, admin)]) expect(allowed.kind === 'allow' && allowed.blocker).toBeFalsy();
  });
});

describe('pros (§2.2)', () => {
  it.each(['/pro', '/pro/applications/3', '/pro/opportunities', '/schedule', '/schedule/abc', '/apply/resume', '/apply/profile-info'])('may reach %s', (url) => {
    expect(decide(url, pro).kind).toBe('allow');
  });
  it.each([
    ['/open-jobs', '/pro/opportunities'],
    ['/open-jobs/42', '/pro/opportunities/42'],
    ['/open-jobs/42?src=mail', '/pro/opportunities/42?src=mail'],
  ])('open-jobs %s goes to the pro opportunities route with the same rest', (url, target) => {
    expect(to(decide(url, pro))).toBe(target);
  });
  it.each(['/employer', '/admin', '/all/profile', '/reference/1', '/nowhere'])('see Page not found at %s', (url) => {
    expect(decide(url, pro).kind).toBe('not-found');
  });
  it('never see subscription blockers', () => {
    const d = decide('/pro', pro, { subscription: 'none' });
    expect(d.kind === 'allow' && d.blocker).toBeFalsy();
  });
});

describe('admins and the taxonomy guard', () => {
  it.each(['/admin', '/admin/users', '/employer/jobs', '/pro/resume'])('admins reach %s', (url) => {
    expect(decide(url, admin).kind).toBe('allow');
  });
  it('a user without the taxonomy role is sent to / from taxonomy screens', () => {
    expect(to(decide('/admin/taxonomy', admin))).toBe('/');
    expect(decide('/admin/taxonomy', { ...admin, roles: ['user.admin', 'taxonomy'] }).kind).toBe('allow');
  });
  it('anything nobody knows is Page not found', () => {
    expect(decide('/definitely/not/here', admin).kind).toBe('not-found');
  });
});

describe('registry routes', () => {
  it('a released route outside the spec areas that asks for no role is open to everyone', () => {
    for (const session of [signedOut, employer, pro]) expect(decide('/lab/alpha', session).kind).toBe('allow');
  });
  it('a route asking for roles needs one of them, else /', () => {
    expect(to(decide('/admin/reports', admin))).toBe('/');
    expect(decide('/admin/reports', { ...admin, roles: ['user.admin', 'payouts'] }).kind).toBe('allow');
  });
  it('plans and billing stay reachable without a subscription, so one can be bought', () => {
    const d = decide('/employer/plans', employer, { subscription: 'none' });
    expect(d.kind === 'allow' && d.blocker).toBeFalsy();
  });
});

describe('query values', () => {
  it('fromUI3=true hides the chrome', () => {
    expect(decide('/employer?fromUI3=true', employer)).toMatchObject({ kind: 'allow', hideChrome: true });
    expect(decide('/employer', employer)).toMatchObject({ kind: 'allow', hideChrome: false });
  });
});
