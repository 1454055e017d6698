import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../support/logins';
import { ShellPage } from '../support/shell-page';
import { ShellScreens } from '../shell/shell-pages';
import { PDF_MIME } from '@floorhire/domain-pro-profile';
import { T } from '../../remotes/job-board/src/texts';
import { resumePdf } from '../../infra/api/test/resume-fixtures';
import { ApplicationPage, ApplyFlow, OpenJobsPage, employerApi, mounted } from './pages/job-board-pages';

// The pro path of spec 002 at phone size in real Chromium against the real API and the demo
// seed: Acme Machining (Dayton, OH 45402) has live jobs with screening questions, and job 4
// is its "Maintenance Technician".
const PHONE = { width: 390, height: 844 };
const JOB_ID = 4;
const RUN = Date.now().toString(36);

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function employerSees(page: Page, applicationId: number) {
  const shell = new ShellPage(page);
  await page.context().clearCookies();
  await shell.login('employer');
  await page.goto(`/employer/jobs/${JOB_ID}/candidates/${applicationId}`);
  await expect(page).toHaveURL(new RegExp(`/application/${applicationId}`, 'u'), { timeout: 15_000 });
}

test.describe('job board (spec 002 pro and public pages)', () => {
  test('a visitor finds a job near a ZIP, applies with a new account, answers the screening questions, and the employer reads the answers', async ({ page }) => {
    test.setTimeout(150_000);
    const shell = new ShellPage(page);
    const jobs = new OpenJobsPage(page);
    await jobs.open('/open-jobs?utm_source=newsletter&utm_medium=email&utm_campaign=SKILLED_PRO_WEEKLY_JOB_NOTIFICATION&channel=EMAIL');
    await expect(page.getByRole('heading', { level: 1, name: T.openJobsTitle })).toBeVisible();
    await expectNoAxeViolations(page, 'open jobs');

    await jobs.search({ zip: '45402', radius: 10, title: 'Maintenance Technician' });
    await expect(jobs.count()).toBeVisible();
    const link = page.locator(`a[href^="/open-jobs/${JOB_ID}?"]`);
    await expect(link).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(/mi away/u);
    await expectNoAxeViolations(page, 'open jobs near a ZIP');
    await link.tap();

    await expect(page).toHaveURL(new RegExp(`/open-jobs/${JOB_ID}\\?.*utm_source=newsletter`, 'u'));
    await expect(page.getByText(/screening question/u)).toBeVisible();
    await expectNoAxeViolations(page, 'job detail');
    await page.getByRole('button', { name: T.apply, exact: true }).tap();

    const apply = new ApplyFlow(page);
    await expect(page).toHaveURL(/\/apply\/create-profile$/u);
    await page.getByRole('button', { name: T.createAccount }).click();
    await expect(page.getByText('Invalid e-mail')).toBeVisible();
    await expectNoAxeViolations(page, 'create profile with errors');
    const email = `pro-${RUN}@example.com`;
    await apply.fillProfile({ nameFirst: 'Jordan', nameLast: `Rivera${RUN}`, email, phone: '9375550199', zip: '45402', password: 'Welder-2026' });
    await apply.createAccount();

    // The account exists and the shell started its session: a real resume, then review and apply.
    await expect(page).toHaveURL(/\/apply\/resume$/u, { timeout: 15_000 });
    await mounted(page);
    await expectNoAxeViolations(page, 'apply resume');
    await page.getByLabel(T.resumeFile).setInputFiles({ name: 'jordan-rivera.pdf', mimeType: PDF_MIME, buffer: Buffer.from(await resumePdf()) });
    await page.getByRole('button', { name: T.uploadResume }).tap();
    await expect(page.getByText(T.resumeSaved('jordan-rivera.pdf'))).toBeVisible({ timeout: 45_000 });
    await expectNoAxeViolations(page, 'apply resume saved');
    await page.getByRole('button', { name: T.continueToApply }).tap();
    await expect(page.getByRole('heading', { level: 1, name: T.profileInfoTitle })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('jordan-rivera.pdf')).toBeVisible();
    await expectNoAxeViolations(page, 'apply profile info');
    await page.getByRole('button', { name: T.submitApplication }).tap();

    await expect(page).toHaveURL(/\/pro\/application\/\d+\/screening-questions$/u);
    const applicationId = Number(/application\/(\d+)/u.exec(page.url())![1]);
    const answers = page.getByRole('textbox');
    await expect(answers.first()).toBeVisible();
    await expectNoAxeViolations(page, 'screening questions');
    const count = await answers.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < count; i += 1) await answers.nth(i).fill(`Answer ${i + 1} from Jordan`);
    await page.getByRole('button', { name: T.submitAnswers }).tap();
    await expect(page.getByRole('heading', { level: 1, name: T.successTitle })).toBeVisible();
    await expectNoAxeViolations(page, 'screening success');

    // The application is the pro's: listed with its status.
    await page.goto('/pro/applications');
    await mounted(page);
    await expect(page.getByRole('article').filter({ hasText: 'Maintenance Technician' }).first()).toContainText('Applied');
    await expectNoAxeViolations(page, 'my applications');
    expect(shell.pageErrors).toEqual([]);

    // The employer sees the application with the answers on the applicant detail.
    await employerSees(page, applicationId);
    await expect(page.getByText('Answer 1 from Jordan')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`Answer ${count} from Jordan`)).toBeVisible();
    const employer = await employerApi(page.request, DEMO_LOGINS.employer, DEMO_PASSWORD);
    expect((await employer.applicant(applicationId)).resume.resumeUrl).toBeTruthy();
  });

  test('a pro with an account logs in from the apply flow and comes back to it (redirectRoute)', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/open-jobs/${JOB_ID}`);
    await page.getByRole('button', { name: T.apply, exact: true }).tap();
    await expect(page).toHaveURL(/\/apply\/create-profile$/u);
    await page.getByRole('link', { name: T.logIn }).tap();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapply%2Fcreate-profile$/u);
    const login = new ShellScreens(page);
    await login.email().fill(DEMO_LOGINS.pro);
    await login.password().fill(DEMO_PASSWORD);
    await login.loginButton().tap();
    // Signed in, the pro is back in the apply flow for the same job, not on the pro home.
    await expect(page).toHaveURL(/\/apply\/profile-info$/u, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: T.profileInfoTitle })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'apply flow after login');
  });

  test('a pro accepts an interview time and another counter-proposes in their own zone; the employer sees both', async ({ page, request }) => {
    test.setTimeout(150_000);
    const employer = await employerApi(request, DEMO_LOGINS.employer, DEMO_PASSWORD);
    const day = (n: number) => DateTime.now().setZone('America/Chicago').plus({ days: n }).toFormat('yyyy-MM-dd');

    // Pro 1: the demo pro, on an open Acme application.
    const shell = new ShellPage(page);
    await shell.login('pro');
    await page.goto('/pro/applications');
    await mounted(page);
    await expectNoAxeViolations(page, 'pro applications');
    const firstOpen = page.getByRole('article').filter({ hasText: /Applied|Under review|Interview/u }).first();
    await firstOpen.getByRole('link').tap();
    await expect(page).toHaveURL(/\/pro\/applications\/\d+$/u);
    const applicationA = Number(/applications\/(\d+)/u.exec(page.url())![1]);
    await employer.proposeInterview(applicationA, 'America/Chicago', [{ date: day(8), times: ['09:00', '13:30'] }]);
    const detail = new ApplicationPage(page);
    await detail.open(applicationA);
    await expect(detail.slots()).toHaveCount(2);
    await expectNoAxeViolations(page, 'application with proposed times');
    await detail.slots().first().getByRole('button', { name: new RegExp(`^${T.accept}`, 'u') }).tap();
    await expect(page.getByText(T.accepted)).toBeVisible();
    await expect(detail.slots().first()).toContainText('Accepted');

    // Pro 2: a new pro applies from the opportunities page, then counter-proposes in New York time.
    await page.context().clearCookies();
    const email = `counter-${RUN}@example.com`;
    const signup = await page.request.post('/v4/public/signup/pro', { data: { email, password: 'Fitter-2026', nameFirst: 'Casey', nameLast: `Nguyen${RUN}`, phone: '9375550123', postalCode: '45402' } });
    expect(signup.status()).toBe(201);
    await page.goto(`/open-jobs/${JOB_ID}`);
    await expect(page).toHaveURL(new RegExp(`/pro/opportunities/${JOB_ID}$`, 'u'), { timeout: 15_000 });
    await mounted(page);
    await expectNoAxeViolations(page, 'opportunity detail');
    await page.getByRole('button', { name: T.apply, exact: true }).tap();
    await expect(page).toHaveURL(/\/screening-questions$/u);
    const applicationB = Number(/application\/(\d+)/u.exec(page.url())![1]);
    await employer.proposeInterview(applicationB, 'America/Chicago', [{ date: day(9), times: ['10:00'] }]);
    await detail.open(applicationB);
    const date = day(10);
    await detail.propose('America/New_York', [{ date, time: '10:00' }, { date, time: '14:30' }]);
    await expect(page.getByText(T.timesSent)).toBeVisible();
    await expect(detail.slots().filter({ hasText: 'Proposed by you' })).toHaveCount(2);
    await expect(detail.slots().filter({ hasText: 'Proposed by you' }).first()).toContainText(/10:00 AM E[SD]T/u);
    // Checked from the top: scrolled to the form, targets under the sticky app bar read as obscured.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, 'counter-proposed times');

    // The employer sees the accepted time of one and the pro's proposal of the other.
    const a = await employer.interview(applicationA);
    expect(a.jobApplicantInterviewSlots.map((s) => s.status)).toEqual(['Accepted', 'Rejected']);
    const b = await employer.interview(applicationB);
    const utc = (time: string) => DateTime.fromISO(`${date}T${time}`, { zone: 'America/New_York' }).toUTC().toFormat('yyyy-MM-dd HH:mm:ss');
    expect(b.jobApplicantInterviewSlots.filter((s) => s.proposer === 'Skilled Pro').map((s) => s.tsInterview)).toEqual([utc('10:00'), utc('14:30')]);
    await employerSees(page, applicationB);
    await page.getByRole('tab', { name: 'Interview' }).click();
    await expect(page.getByTestId('interview-tab')).toContainText(`${utc('10:00')} UTC · Skilled Pro`);
    await expect(page.getByTestId('interview-tab')).toContainText(`${utc('14:30')} UTC · Skilled Pro`);
    expect(b.timeline.at(-1)?.text).toMatch(/^Interview proposed by /u);
    await employerSees(page, applicationA);
    await page.getByRole('tab', { name: 'Interview' }).click();
    await expect(page.getByTestId('interview-tab').locator('[data-status="Accepted"]')).toHaveCount(1);
  });

  test('a pro rejects one proposed time, accepts the other and confirms attendance; the employer reads the answers', async ({ page, request }) => {
    test.setTimeout(150_000);
    const employer = await employerApi(request, DEMO_LOGINS.employer, DEMO_PASSWORD);
    const day = DateTime.now().setZone('America/Chicago').plus({ days: 12 }).toFormat('yyyy-MM-dd');
    const email = `answers-${RUN}@example.com`;
    const signup = await page.request.post('/v4/public/signup/pro', { data: { email, password: 'Fitter-2026', nameFirst: 'Robin', nameLast: `Okafor${RUN}`, phone: '9375550124', postalCode: '45402' } });
    expect(signup.status()).toBe(201);
    await page.goto(`/pro/opportunities/${JOB_ID}`);
    await mounted(page);
    await page.getByRole('button', { name: T.apply, exact: true }).tap();
    await expect(page).toHaveURL(/\/screening-questions$/u);
    const applicationId = Number(/application\/(\d+)/u.exec(page.url())![1]);
    await employer.proposeInterview(applicationId, 'America/Chicago', [{ date: day, times: ['09:00', '11:00'] }]);

    const detail = new ApplicationPage(page);
    await detail.open(applicationId);
    await expect(detail.slots()).toHaveCount(2);
    await detail.answer(0, T.reject);
    await expect(page.getByText(T.rejected)).toBeVisible();
    await expect(detail.slots().first()).toContainText('Rejected');
    await detail.answer(1, T.accept);
    await expect(page.getByText(T.accepted)).toBeVisible();
    await detail.answer(1, T.confirmAttendance);
    await expect(page.getByText(T.attendanceConfirmed).first()).toBeVisible();
    await expect(detail.slots().nth(1)).toContainText(T.attendanceConfirmed);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, 'answered interview times');

    // /schedule shows the confirmed time on its day of the week, in the zone the pro picks, and
    // switches to the agenda by keyboard.
    await page.goto('/schedule');
    await mounted(page);
    await page.getByLabel(T.timezoneLabel).selectOption('America/Chicago');
    // The interview is 12 days ahead: the week view offers a jump to it.
    await page.getByRole('button', { name: new RegExp(`^${T.nextInterviewOn('')}`, 'u') }).tap();
    await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/u);
    const interviewDay = page.getByTestId('calendar-day').filter({ hasText: /11:00 AM C[SD]T/u });
    await expect(interviewDay).toHaveCount(1);
    await expect(interviewDay).toContainText(T.calendarSlotStatus('Confirmed'));
    await expect(interviewDay.getByRole('heading')).toContainText(DateTime.fromISO(day).toFormat('ccc, LLL d'));
    await expectNoAxeViolations(page, 'schedule week at phone size');
    const agenda = page.getByRole('button', { name: T.agendaView });
    await agenda.focus();
    await page.keyboard.press('Enter');
    await expect(agenda).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('agenda-day').filter({ hasText: /11:00 AM C[SD]T/u })).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: T.weekView }).click();
    await expectNoAxeViolations(page, 'schedule week on desktop');
    await page.setViewportSize(PHONE);

    const seen = await employer.interview(applicationId);
    expect(seen.jobApplicantInterviewSlots.map((s) => s.status)).toEqual(['Rejected', 'Confirmed']);
    await employerSees(page, applicationId);
    await page.getByRole('tab', { name: 'Interview' }).click();
    const timeline = page.getByTestId('interview-timeline');
    // The applicants remote loads the interview after the tab opens: slow under a loaded machine.
    await expect(timeline).toContainText(`Interview time rejected by Robin Okafor${RUN}`, { timeout: 15_000 });
    await expect(timeline).toContainText(`Interview attendance confirmed by Robin Okafor${RUN}`);
  });
});
