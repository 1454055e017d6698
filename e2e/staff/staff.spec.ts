// Journeys of the staff console (issue 26; spec 000 §1, §6; spec 002 §2, §6-§9) against the real
// API and database, at 1280 and 390 px: staff create an employer and its Company Admin, act as
// that user, post a job as them, come back and read the acts in the audit trail; staff enable
// Talent Search for an employer who asked for it, and that employer's open page can search.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACTING_TEXTS } from '@floorhire/rules';
import { jobPostedMessage } from '@floorhire/domain-jobs';
import { STAFF_EMAIL_TEXTS } from '@floorhire/domain-staff';
import { ACT_AS_HISTORY_TEXTS } from '@floorhire/feature-act-as-history';
import { STAFF_TEXTS } from '../../remotes/staff/src/texts';
import { REMOTE_TEXTS as TALENT_TEXTS } from '../../remotes/talent-search/src/texts';
import { TALENT_SEARCH_TEXTS } from '../../shared/domain-talent-search/src/texts';
import { expectNoAxeViolations } from '../support/axe';
import { latestMessage } from '../support/outbox';
import { JobsPages } from '../jobs/pages/jobs-pages';
import { StaffPages } from './pages/staff-pages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const stamp = () => `${Date.now() % 1_000_000}`;

test.describe('staff console', () => {
  test('staff create an employer and a Company Admin, act as that user, post a job, and come back to the acts in the audit trail', async ({ page }) => {
    test.setTimeout(180_000);
    const staff = new StaffPages(page);
    const tag = stamp();
    const company = `Journey Forge ${tag}`;
    const email = `journey-admin-${tag}@journey-forge.test`;
    await staff.login();

    // The staff home: counts that are links, and the menu lists only served pages.
    await staff.open('/admin');
    await expect(staff.heading(STAFF_TEXTS.home.title)).toBeVisible();
    await expect(staff.count(STAFF_TEXTS.home.employers)).toHaveAttribute('href', '/admin/employer');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Talent Search' })).toHaveAttribute('href', '/admin/talent-search');
    await expectNoAxeViolations(page, 'staff home');

    // employer/create, then the employer page.
    await page.getByRole('link', { name: STAFF_TEXTS.pages.find((p) => p.path === '/admin/employer/create')!.label, exact: true }).click();
    await expect(staff.heading(STAFF_TEXTS.employerCreate.title)).toBeVisible();
    await expectNoAxeViolations(page, 'employer create');
    const employerId = await staff.createEmployer({ name: company, city: 'Dayton', state: 'Ohio', postalCode: '45402' });
    await expect(page.getByTestId('employer-counts')).toContainText(STAFF_TEXTS.employer.members);
    await expect(page.getByTestId('talent-search-status')).toHaveText('Disabled');
    await expectNoAxeViolations(page, 'employer page');

    // Its Company Admin, from the employer page.
    await page.getByRole('link', { name: STAFF_TEXTS.employer.addUser }).click();
    await expect(staff.heading(STAFF_TEXTS.create.title.employer)).toBeVisible();
    await expect(page.getByTestId('picked-employers')).toContainText(company);
    await expectNoAxeViolations(page, 'employer user create');
    await staff.field(STAFF_TEXTS.create.nameFirst).fill('Jordan');
    await staff.field(STAFF_TEXTS.create.nameLast).fill(`Journey${tag}`);
    await staff.field(STAFF_TEXTS.create.email).fill(email);
    await page.getByRole('button', { name: STAFF_TEXTS.create.submit }).click();
    await expect(page).toHaveURL(/\/admin\/users\/employer\/\d+\/edit$/u);
    const userId = Number(/employer\/(\d+)\/edit/u.exec(page.url())![1]);
    await expect(staff.heading(`Jordan Journey${tag}`)).toBeVisible();
    await expectNoAxeViolations(page, 'employer user page');

    // Act as that user: the shell takes the session over and goes to the user's home.
    await page.getByRole('link', { name: STAFF_TEXTS.user.actAs }).click();
    await expect(page).toHaveURL(`/admin/users/employer/${userId}/login`);
    await expect(staff.history()).toContainText(ACT_AS_HISTORY_TEXTS.empty.staff);
    await expectNoAxeViolations(page, 'act-as login page');
    await page.getByTestId('start-act-as').click();
    await expect(page).toHaveURL(/\/employer$/u, { timeout: 20_000 });
    await expect(staff.actingBar()).toContainText(ACTING_TEXTS.actingAs(`Jordan Journey${tag}`, 'Company Admin'));
    await expect(page.locator('[data-remote-area="applicants"]')).toHaveAttribute('data-state', 'mounted', { timeout: 20_000 });
    await expectNoAxeViolations(page, 'employer home while acting');

    // The bar is on a phone too, with the way back in reach.
    await page.setViewportSize(PHONE);
    await expect(staff.backToMySession()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, 'employer home while acting, phone');
    await page.setViewportSize(DESKTOP);

    // Acting reaches no staff page.
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: /page not found/iu })).toBeVisible();
    await expect(staff.actingBar()).toBeVisible();

    // Post a job as the user, through the jobs remote's wizard.
    const jobs = new JobsPages(page);
    await jobs.open('/employer/jobs/create/company-information');
    await expect(staff.actingBar()).toBeVisible();
    await jobs.fillCompany();
    const title = `Acted Welder ${tag}`;
    await jobs.completeWithoutAssistant(title);
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page.getByText(jobPostedMessage(title, false))).toBeVisible({ timeout: 20_000 });

    // Back to my session: the staff page it started from, with the acts in the audit trail.
    await staff.backToMySession().click();
    await expect(page).toHaveURL(`/admin/users/employer/${userId}/login`, { timeout: 15_000 });
    await staff.mounted();
    await expect(staff.actingBar()).toHaveCount(0);
    const session = staff.history().getByTestId('act-as-session').first();
    await expect(session).toContainText(ACT_AS_HISTORY_TEXTS.ended.ended);
    await expect(session.getByTestId('act-as-action').filter({ hasText: 'Created a job' })).toHaveCount(1);
    await expectNoAxeViolations(page, 'act-as login page with the audit trail');

    // The employer page now counts the job the user posted.
    await staff.open(`/admin/employer/${employerId}`);
    await expect(page.getByTestId('employer-counts')).toContainText(`${STAFF_TEXTS.employer.jobs}1`);
    expect(staff.pageErrors).toEqual([]);
  });

  test('staff enable Talent Search for an employer who asked for it, and the employer can search at once', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const tag = stamp();
    const company = `Asking Plastics ${tag}`;
    const email = `asker-${tag}@asking-plastics.test`;
    const staff = new StaffPages(page);
    const headers = { authorization: `Bearer ${await staff.login()}` };

    // An employer on the free trial with a Company Admin who signs in through the welcome e-mail.
    const made = await page.request.post('/v4/employer', { headers, data: { name: company, city: 'Sheboygan', state: 'WI', postalCode: '53081' } });
    expect(made.status(), await made.text()).toBe(201);
    const employer = (await made.json()) as { id: number };
    const created = await page.request.post('/v4/user-profile', { headers, data: { groupMembership: 'Company Admin', email, nameFirst: 'Avery', nameLast: `Asker${tag}`, employerIds: [employer.id] } });
    expect(created.status(), await created.text()).toBe(201);
    const employerPage = await signInThroughWelcome(browser, email);

    // The employer asks for Talent Search on its gate.
    await employerPage.goto('/employer/pro');
    await expect(employerPage.getByText(TALENT_TEXTS.disabledNotice)).toBeVisible({ timeout: 20_000 });
    await employerPage.getByRole('button', { name: TALENT_TEXTS.requestAccess }).click();
    await expect(employerPage.getByText(TALENT_TEXTS.requestedNotice)).toBeVisible();
    await expectNoAxeViolations(employerPage, 'talent search gate, requested');

    // Staff see the request in the inbox and among the employers whose Talent Search is Requested.
    await staff.open('/admin');
    const item = page.getByTestId('staff-inbox').getByRole('link', { name: new RegExp(`^${company} asked for Talent Search`, 'u') });
    await expect(item).toBeVisible();
    await staff.count(STAFF_TEXTS.home.talentSearchRequests).click();
    await expect(staff.heading(STAFF_TEXTS.employers.requestsTitle)).toBeVisible();
    await expect(page.getByTestId('employer-row').filter({ hasText: company })).toContainText('Requested');
    await expectNoAxeViolations(page, 'Talent Search requests');
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, 'Talent Search requests, phone');
    await page.setViewportSize(DESKTOP);

    // Staff enable it on the employer page.
    await staff.open('/admin');
    await item.click();
    await expect(staff.heading(company)).toBeVisible();
    await expect(page.getByTestId('talent-search-status')).toHaveText('Requested');
    await page.getByTestId('talent-search-card').getByRole('button', { name: STAFF_TEXTS.employer.enable }).click();
    await expect(page.getByTestId('talent-search-status')).toHaveText('Enabled');
    await expectNoAxeViolations(page, 'employer page, Talent Search enabled');

    // The employer's open page switches to the search without a reload, and searches.
    await expect(employerPage.getByRole('tab', { name: TALENT_SEARCH_TEXTS.tabs.search })).toBeVisible({ timeout: 15_000 });
    await expect(employerPage.getByText(/candidates?$/u).first()).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(employerPage, 'talent search after staff enabled it');
    const mail = await latestMessage(email, 'feature.talent-search.enabled');
    expect(mail.bodyText).toContain(STAFF_EMAIL_TEXTS.talentSearchEnabled(company));
    await employerPage.context().close();
    expect(staff.pageErrors).toEqual([]);
  });
});

/** A second browser for the new user, signed in by following the welcome link and choosing a password. */
async function signInThroughWelcome(browser: Browser, email: string): Promise<Page> {
  const mail = await latestMessage(email, 'staff.welcome');
  const code = /\/link\/([A-Za-z0-9_-]+)/u.exec(mail.bodyText)![1]!;
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: DESKTOP });
  const done = await context.request.post('/v4/auth/reset-password/complete', { data: { code, password: 'Chosen-pass-1' } });
  expect(done.status(), await done.text()).toBe(200);
  return context.newPage();
}
