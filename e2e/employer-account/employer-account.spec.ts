import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNT_SPEC_TEXTS } from '@floorhire/domain-employer-account';
import { SIGNUP_TEXTS } from '@floorhire/rules';
import { pngImage } from '../../infra/api/test/image-fixtures';
import { REMOTE_TEXTS as T } from '../../remotes/employer-account/src/texts';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_PASSWORD } from '../support/logins';
import { lastMessageId, latestMessage, linkIn } from '../support/outbox';
import { ShellPage } from '../support/shell-page';
import { AccountPages } from './pages/employer-account-pages';

// The employer's account (issue 25): a Company Admin fills the profile and uploads a facility
// photo; invites a colleague who joins through the e-mailed link, lands in the same employer and
// is given the calendar role; turns new-candidate SMS off and a new application sends no SMS; a
// Hiring Manager sees 'Only admins can access this'. Each at 1280 and 390 px, axe on every page.
// Journeys that change an employer sign up one of their own, so the demo employers stay as seeded.

test.describe.configure({ timeout: 180_000 });

const REMOTE = 'employer_account';
const PHONE = { width: 390, height: 844 };
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`;

/** A new employer on a free trial, signed in as its Company Admin in this page (its verify link). */
async function newCompanyAdmin(page: Page): Promise<{ employerId: number; email: string }> {
  const email = unique('e2e-account');
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const created = await api.post('/v4/public/signup/employer', {
    data: { position: 'CNC Machinist', location: 'Grand Rapids, MI', fullName: 'Dana Owner', email, recruitingPriority: 'Speed', foundVia: 'Google' },
  });
  expect(created.status()).toBe(201);
  const { employerId } = (await created.json()) as { employerId: number };
  await api.dispose();
  await page.goto(linkIn(await latestMessage(email, 'link.verify-email')));
  await expect(page.getByTestId('trial-banner')).toBeVisible({ timeout: 15_000 });
  return { employerId, email };
}

async function signedInAs(browser: Browser, email: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  const login = await page.request.post('/v4/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), `login ${email}`).toBe(200);
  return { page, close: () => context.close() };
}

test('a Company Admin fills the company profile and uploads a facility photo, at 1280 and 390 px', async ({ page }) => {
  const shell = new ShellPage(page);
  const pages = new AccountPages(page);
  const { employerId } = await newCompanyAdmin(page);

  await page.getByRole('link', { name: 'Company Profile' }).first().click();
  await pages.expectPath('/employer/settings/company-profile');
  await shell.expectMounted(REMOTE, 15_000);
  await expect(pages.heading(T.companyProfile.title)).toBeVisible();
  await expect(page.getByRole('navigation', { name: T.tabsLabel })).toContainText(ACCOUNT_SPEC_TEXTS.settingsTabs.join(''));
  await expectNoAxeViolations(page, 'company profile tab');

  await pages.editSection(T.companyProfile.sections['basic-info']).click();
  await pages.expectPath(`/employer/${employerId}/basic-info`);
  await pages.field(T.basicInfo.name).fill('Grand River Machining');
  await pages.field(T.basicInfo.size).selectOption('51-200');
  await pages.field(T.basicInfo.zip).fill('49503');
  // City and state follow the ZIP from the gazetteer.
  await expect(pages.field(T.basicInfo.city)).toHaveValue('Grand Rapids');
  await expect(pages.field(T.basicInfo.state)).toHaveValue('MI');
  await pages.field(T.basicInfo.website).fill('grandriver.example.com');
  await expectNoAxeViolations(page, 'basic info editor');
  await pages.button(T.save).click();
  await expect(page.getByText(T.saved).first()).toBeVisible();

  await page.getByRole('link', { name: T.back }).click();
  await expect(pages.section('section-basic-info')).toContainText('51-200 employees · Grand Rapids, MI');
  await pages.editSection(T.companyProfile.sections.facility).click();
  await pages.expectPath(`/employer/${employerId}/facility`);
  await pages.field(T.sections.facility.label).fill('A 60,000 sq ft plant with two 5-axis cells.');
  await pages.button(T.save).click();
  await expect(page.getByText(T.saved).first()).toBeVisible();
  await pages.choosePhoto('photo-file-Facility', { name: 'plant.png', mimeType: 'image/png', buffer: pngImage(320, 240, [40, 90, 60]) });
  const photo = page.getByRole('img', { name: T.photos.alt('Facility', 1) });
  await expect(photo).toBeVisible();
  // The image really is served from its address.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await expectNoAxeViolations(page, 'facility editor with its photo');

  await page.setViewportSize(PHONE);
  await page.goto('/employer/settings/company-profile');
  await expect(pages.section('section-facility')).toContainText(T.companyProfile.photos(1));
  await expect(pages.section('section-facility')).toContainText('A 60,000 sq ft plant');
  await expectNoAxeViolations(page, 'company profile tab at 390 px');
  await page.getByRole('link', { name: T.companyProfile.viewAsPro }).click();
  await expect(pages.heading('Grand River Machining')).toBeVisible();
  await expect(page.getByRole('img', { name: T.photos.alt('Facility', 1) })).toBeVisible();
  await expectNoAxeViolations(page, 'company profile as pros see it, 390 px');
  expect(shell.pageErrors).toEqual([]);
});

test('a colleague invited by e-mail joins through the link into the same employer and is given the calendar role', async ({ page, browser }) => {
  const shell = new ShellPage(page);
  const pages = new AccountPages(page);
  await newCompanyAdmin(page);
  const inviteeEmail = unique('e2e-colleague');

  await page.goto('/employer/users');
  await shell.expectMounted(REMOTE, 15_000);
  await expect(pages.heading(T.team.title)).toBeVisible();
  await expectNoAxeViolations(page, 'team');
  await page.getByRole('link', { name: T.team.add }).click();
  await pages.expectPath('/employer/users/create');
  await expectNoAxeViolations(page, 'add a team member');
  await page.getByTestId('invite-form').getByLabel(T.team.email).fill(inviteeEmail);
  await pages.button(T.userCreate.sendInvite).click();
  await pages.expectPath(/^\/employer\/users\/\d+$/u);
  const colleagueId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByTestId('member-status')).toHaveText('invited');

  // The colleague opens the e-mailed link in a browser of their own.
  const invitee = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
  const colleague = await invitee.newPage();
  const colleagueShell = new ShellPage(colleague);
  await colleague.goto(linkIn(await latestMessage(inviteeEmail, 'link.invite')));
  await expect(colleague).toHaveURL((url) => url.pathname === '/signup' && url.searchParams.has('inviteCode'), { timeout: 10_000 });
  await colleague.getByLabel(SIGNUP_TEXTS.invitee.nameLabel, { exact: true }).fill('Morgan Lee');
  await colleague.getByRole('button', { name: SIGNUP_TEXTS.invitee.submit, exact: true }).click();
  await expect(colleague).toHaveURL((url) => url.pathname === '/employer', { timeout: 15_000 });
  // The same employer: the company profile they see is the inviter's.
  await colleague.goto('/employer/profile');
  await colleagueShell.expectMounted(REMOTE, 15_000);
  await expect(colleague.getByRole('heading', { level: 1 })).toHaveText(await employerNameOf(page));
  await expectNoAxeViolations(colleague, 'the colleague sees their company, 390 px');
  // Without the calendar role the calendar settings say so where they are.
  await colleague.goto('/employer/settings/calendar');
  await expect(colleague.getByRole('alertdialog')).toContainText(ACCOUNT_SPEC_TEXTS.accessDenied.title, { timeout: 15_000 });
  await expectNoAxeViolations(colleague, 'calendar settings without the role');

  // The Company Admin gives the calendar role.
  await page.goto('/employer/users');
  await expect(page.getByTestId('team-member').filter({ hasText: 'Morgan Lee' })).toContainText('team member');
  await page.goto(`/employer/users/${colleagueId}`);
  await page.getByText(T.team.calendarRole).click();
  await pages.button(T.user.saveChanges).click();
  await expect(page.getByText(T.user.saved).first()).toBeVisible();
  await expectNoAxeViolations(page, 'colleague with the calendar role');

  // The colleague's next page load carries it: the calendar settings open.
  await colleague.goto('/employer/settings/calendar');
  await expect(colleague.getByRole('heading', { level: 1, name: T.calendar.title })).toBeVisible({ timeout: 15_000 });
  await expect(colleague.getByRole('button', { name: T.calendar.connect('Google') })).toBeVisible();
  await expectNoAxeViolations(colleague, 'calendar settings, 390 px');
  await colleague.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(colleague, 'calendar settings, 1280 px');
  await invitee.close();
  expect([...shell.pageErrors, ...colleagueShell.pageErrors]).toEqual([]);
});

async function employerNameOf(page: Page): Promise<string> {
  const me = await page.evaluate(async () => {
    const refresh = await fetch('/v4/auth/refresh', { credentials: 'include' });
    const { accessToken } = (await refresh.json()) as { accessToken: string };
    const profile = await fetch('/v4/user-profile/me', { headers: { authorization: `Bearer ${accessToken}` } });
    return (await profile.json()) as { employerUserMaps: { employer: { name: string } }[] };
  });
  return me.employerUserMaps[0]!.employer.name;
}

test('a Company Admin turns new-candidate SMS off and the next application sends no SMS', async ({ page, browser }) => {
  const shell = new ShellPage(page);
  const owner = 'owner@acme-machining.test';
  const ownerPhone = '9375550143';
  // The owner follows a live job of Acme Machining, so its new candidates are theirs to hear of.
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const { accessToken } = (await (await api.post('/v4/auth/login', { data: { email: owner, password: DEMO_PASSWORD } })).json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  const me = (await (await api.get('/v4/user-profile/me', { headers: auth })).json()) as { id: number; employerUserMaps: { employerId: number; employer: { name: string } }[] };
  const acme = me.employerUserMaps.find((m) => m.employer.name === 'Acme Machining')!.employerId;
  const jobs = (await (await api.get(`/v4/employer-facebook-job?filter=${encodeURIComponent(JSON.stringify({ where: { employerId: acme } }))}`, { headers: auth })).json()) as { jobId: number }[];
  const jobId = jobs[0]!.jobId;
  expect((await api.post(`/v4/job/${jobId}/employer-user-job-watcher/${me.id}`, { headers: auth })).status()).toBe(200);

  const apply = async (name: string) => {
    const pro = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const signup = await pro.request.post('/v4/public/signup/pro', { data: { email: unique('e2e-applicant'), password: 'Fitter-2026', nameFirst: name, nameLast: 'Applicant', postalCode: '45402' } });
    expect(signup.status()).toBe(201);
    const token = ((await signup.json()) as { accessToken: string }).accessToken;
    expect((await pro.request.post('/v4/job-applicant', { data: { jobId }, headers: { authorization: `Bearer ${token}` } })).status()).toBe(201);
    await pro.close();
  };

  // With SMS on (the seeded choice), an application texts the owner.
  const before = await lastMessageId(ownerPhone);
  await apply('Avery');
  const sms = await latestMessage(ownerPhone, 'employer.new-candidate', before);
  expect(sms.bodyText).toContain('Avery A. applied to');

  const { page: ownerPage, close } = await signedInAs(browser, owner);
  await ownerPage.goto('/employer/settings/notifications');
  await new ShellPage(ownerPage).expectMounted(REMOTE, 15_000);
  const newCandidate = ownerPage.getByTestId('preference-EMPLOYER_NEW_CANDIDATE');
  const smsSwitch = newCandidate.getByRole('checkbox', { name: 'New candidate: Text message' });
  await expect(smsSwitch).toBeChecked();
  await expectNoAxeViolations(ownerPage, 'notification settings');
  await newCandidate.getByText('New candidate: Text message').click();
  await expect(smsSwitch).not.toBeChecked();
  await expect(ownerPage.getByText(T.notifications.saved).first()).toBeVisible();
  await ownerPage.setViewportSize(PHONE);
  await ownerPage.reload();
  await expect(ownerPage.getByTestId('preference-EMPLOYER_NEW_CANDIDATE').getByRole('checkbox', { name: 'New candidate: Text message' })).not.toBeChecked({ timeout: 15_000 });
  await expectNoAxeViolations(ownerPage, 'notification settings at 390 px');

  // The next application still e-mails the owner, and texts nobody.
  const lastSms = await lastMessageId(ownerPhone);
  const lastMail = await lastMessageId(owner);
  await apply('Blake');
  const mail = await latestMessage(owner, 'employer.new-candidate', lastMail);
  expect(mail.subject).toContain('Blake Applicant');
  expect(await lastMessageId(ownerPhone)).toBe(lastSms);

  // Leave the demo as seeded for other journeys.
  await api.post(`/v4/user-preference/${me.id}`, { headers: auth, data: { communicationId: 'EMPLOYER_NEW_CANDIDATE', channelEmail: true, channelSms: true } });
  await api.delete(`/v4/job/${jobId}/employer-user-job-watcher/${me.id}`, { headers: auth });
  await api.dispose();
  await close();
  expect(shell.pageErrors).toEqual([]);
});

test("a Hiring Manager sees 'Only admins can access this' on the company profile and the team, and GO BACK leaves", async ({ page }) => {
  const shell = new ShellPage(page);
  const pages = new AccountPages(page);
  const login = await page.request.post('/v4/auth/login', { data: { email: 'manager@acme-machining.test', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto('/employer/dashboard');
  await shell.expectMounted('applicants', 15_000);
  await page.getByRole('navigation').getByRole('link', { name: 'Company Profile' }).first().click();
  const modal = pages.accessDenied();
  // The modal is a chunk of the shell's own, loaded the first time it is shown.
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal).toContainText(ACCOUNT_SPEC_TEXTS.accessDenied.body);
  // The guard decided before the remote mounted: none of the page's code or data was loaded.
  await expect(shell.area(REMOTE)).toHaveCount(0);
  await expectNoAxeViolations(page, 'access denied, 1280 px');
  await modal.getByRole('button', { name: ACCOUNT_SPEC_TEXTS.accessDenied.goBack }).click();
  await pages.expectPath('/employer/dashboard');

  await page.setViewportSize(PHONE);
  await page.goto('/employer/users');
  await expect(pages.accessDenied()).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, 'access denied, 390 px');
  // Settings start on the first tab a Hiring Manager may open, and the Company Profile tab is not offered.
  await page.goto('/employer/settings');
  await pages.expectPath('/employer/settings/jobs');
  await expect(pages.heading(T.jobs.title)).toBeVisible();
  await expect(page.getByRole('navigation', { name: T.tabsLabel }).getByRole('link', { name: T.tabs.companyProfile })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a Hiring Manager’s settings, 390 px');
  expect(shell.pageErrors).toEqual([]);
});
