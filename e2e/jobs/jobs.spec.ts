// Journeys of spec 001 §2-§8 through the jobs remote against the real API and database: an
// employer creates a job through every step with the assistant, publishes it, finds it live,
// edits it and runs out of job slots; staff create a job for another employer; phone width.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { VALIDATION_MESSAGES } from '@floorhire/rules';
import { JOB_API_ERRORS, JOB_TEXTS, jobPostedMessage } from '@floorhire/domain-jobs';
import { JobsPages } from './pages/jobs-pages';

const OWNER = 'owner@acme-machining.test';
const TRIAL = 'trial@lakeside-plastics.test';
const ADMIN = 'admin@floorhire.test';

async function slotsOf(request: APIRequestContext, token: string, employerId: number) {
  const response = await request.get(`/v4/employer/${employerId}/job-slots`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { available: number; total: number | null; used: number };
}

/** Fills every remaining slot with a complete live job through the API (test setup only). */
async function useUpSlots(request: APIRequestContext, token: string, employerId: number, userId: number) {
  const { available } = await slotsOf(request, token, employerId);
  for (let i = 0; i < available; i += 1) {
    const response = await request.post('/v4/job', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        employerId,
        status: 'live',
        displayTitle: `Slot filler ${i + 1}`,
        employerAssigneeId: userId,
        hireType: 'Full-Time',
        street1: '1 Main St',
        city: 'Dayton',
        state: 'OH',
        postalCode: '45402',
        rawDescription: 'Run the line.',
        screenerQuestions: ['One?', 'Two?', 'Three?'],
      },
    });
    expect(response.status()).toBe(201);
  }
}

test.describe('employer', () => {
  test('creates a job through every step with the assistant, publishes it, sees it live and edits it', async ({ page }) => {
    test.setTimeout(150_000);
    const jobs = new JobsPages(page);
    await jobs.login(OWNER);
    await jobs.open('/employer/jobs');
    await expect(jobs.heading('Job Posts')).toBeVisible();
    await expect(page.getByTestId('jobs-table')).toBeVisible();
    // Default filter: Live and Draft (spec 001 §2).
    await expect(page.getByRole('button', { name: 'Live', pressed: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Draft', pressed: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Removed', pressed: false })).toBeVisible();
    await expectNoAxeViolations(page, 'jobs list');

    await page.getByRole('link', { name: 'Create job post' }).click();
    await jobs.expectStep(/\/employer\/jobs\/create\/company-information/, JOB_TEXTS.wizardSteps['company-information']);
    await expectNoAxeViolations(page, 'job wizard: company information');
    await jobs.fillCompany();
    await jobs.next();

    // The first step change saved a draft: the address now carries its id.
    await jobs.expectStep(/\/create\/job-details\?jobId=\d+/, JOB_TEXTS.wizardSteps['job-details']);
    const jobId = Number(new URL(page.url()).searchParams.get('jobId'));
    await jobs.next();
    await expect(page.getByText(JOB_TEXTS.missingInformation)).toBeVisible();
    await expect(page.getByText(VALIDATION_MESSAGES.required).first()).toBeVisible();
    await expectNoAxeViolations(page, 'job wizard: job details with errors');
    const title = `Maintenance Mechanic E2E ${Date.now() % 100000}`;
    await jobs.fillDetails(title);
    await jobs.next();

    await jobs.expectStep(/\/create\/skilled-keywords/, JOB_TEXTS.wizardSteps['skilled-keywords']);
    await expectNoAxeViolations(page, 'job wizard: skilled keywords');
    await jobs.pickKeywords();
    await jobs.next();

    await jobs.expectStep(/\/create\/job-description/, JOB_TEXTS.wizardSteps['job-description']);
    await jobs.next();
    await expect(page.getByText(VALIDATION_MESSAGES.required).first()).toBeVisible();
    await jobs.generateDescription();
    await expectNoAxeViolations(page, 'job wizard: job description');
    await jobs.next();

    await jobs.expectStep(/\/create\/screener-questions/, JOB_TEXTS.wizardSteps['screener-questions']);
    await jobs.field('Question 1').fill('');
    await jobs.next();
    await expect(page.getByText(JOB_API_ERRORS.screenerQuestionEmpty).first()).toBeVisible();
    await jobs.generateQuestions();
    await expectNoAxeViolations(page, 'job wizard: screener questions');
    await jobs.next();

    await jobs.expectStep(/\/create\/review/, JOB_TEXTS.wizardSteps.review);
    await expect(page.getByRole('region', { name: JOB_TEXTS.wizardSteps['job-details'] })).toContainText(title);
    await expectNoAxeViolations(page, 'job wizard: review');
    // Back from review to a step and return (createReview mode).
    await page.getByRole('link', { name: `Edit ${JOB_TEXTS.wizardSteps['job-details']}` }).click();
    await expect(page).toHaveURL(/review=1/);
    await jobs.select('Shift', 'Other (custom start and end times)');
    await page.getByRole('button', { name: 'Back to review' }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.required).first()).toBeVisible();
    await jobs.timeField('Start Time').fill('06:00');
    await jobs.timeField('End Time').fill('14:30');
    await page.getByRole('button', { name: 'Back to review' }).click();
    await jobs.expectStep(/\/create\/review/, JOB_TEXTS.wizardSteps.review);
    await expect(page.getByRole('region', { name: JOB_TEXTS.wizardSteps['job-details'] })).toContainText('06:00 - 14:30');

    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page.getByText(jobPostedMessage(title, false))).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/employer\/jobs$/);
    const row = jobs.row(title);
    await expect(row).toContainText('Live');
    await expect(row.getByRole('link', { name: `Applicants for ${title}` })).toHaveAttribute('href', `/employer/jobs/${jobId}/candidates`);

    // Edit: the live job opens in the edit flow with its extra step, saves, keeps its history.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await jobs.expectStep(new RegExp(`/employer/jobs/${jobId}/edit/job-details`), JOB_TEXTS.wizardSteps['job-details']);
    await expect(page.getByRole('button', { name: /Candidate Screening/ })).toBeVisible();
    await jobs.field('Maximum Pay Rate ($/hr)').fill('33');
    await page.getByRole('button', { name: /Review & Submit/ }).click();
    await expect(page.getByTestId('job-history')).toContainText(JOB_TEXTS.statusSet('Live'));
    await expect(page.getByRole('region', { name: 'Watchers' })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(JOB_TEXTS.updated)).toBeVisible();
    await expect(page).toHaveURL(/\/employer\/jobs$/);
    expect(jobs.pageErrors).toEqual([]);
  });

  test('runs out of job slots: posting shows the spec message and the job stays a draft', async ({ page }) => {
    test.setTimeout(120_000);
    const jobs = new JobsPages(page);
    const token = await jobs.login(OWNER);
    const me = (await (await page.request.get('/v4/user-profile/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number };
    await useUpSlots(page.request, token, 1, me.id);
    expect((await slotsOf(page.request, token, 1)).available).toBe(0);

    await jobs.open('/employer/jobs/create/company-information');
    await jobs.fillCompany();
    const title = `Welder E2E ${Date.now() % 100000}`;
    await jobs.completeWithoutAssistant(title);
    await expect(page.getByTestId('slots-summary')).toContainText('0 of');
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page.getByTestId('slots-exhausted')).toContainText(JOB_TEXTS.slotsExhausted);

    await jobs.open('/employer/jobs');
    await expect(jobs.row(title)).toContainText('Draft');
  });
});

test.describe('staff', () => {
  test('creates a job for another employer, posting past its last slot with the payment note', async ({ page }) => {
    test.setTimeout(120_000);
    const jobs = new JobsPages(page);
    await jobs.login(ADMIN);
    await jobs.open('/admin/jobs');
    await expect(jobs.heading('Jobs')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Employer' })).toBeVisible();

    await page.getByRole('link', { name: 'Create job for an employer' }).click();
    const employer = page.getByRole('combobox', { name: 'Employer', exact: true });
    await expect(employer.locator('option', { hasText: 'Lakeside Plastics' })).toHaveCount(1);
    await employer.selectOption({ label: 'Lakeside Plastics' });
    await expect(jobs.field('Employer Name')).toHaveValue('Lakeside Plastics');
    await jobs.fillCompany();
    await jobs.nextTo('job-details');
    const title = `Injection Molding Tech E2E ${Date.now() % 100000}`;
    await jobs.fillDetails(title);
    await jobs.select('Assignee (staff)', { index: 1 });
    const selectedLabel = (name: string) => page.getByRole('combobox', { name }).locator('option:checked').innerText();
    const contactName = await selectedLabel('Hiring Contact');
    const assigneeName = (await selectedLabel('Assignee (staff)')).replace(/ \(me\)$/u, '');
    await jobs.nextTo('skilled-keywords');
    await jobs.nextTo('job-description');
    await jobs.typeDescription();
    await jobs.nextTo('screener-questions');
    await jobs.typeQuestions();
    await jobs.nextTo('review');
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page.getByTestId('slots-exhausted')).toContainText(JOB_TEXTS.slotsExhausted);
    await page.getByRole('button', { name: 'Post anyway with an additional job slot' }).click();
    await expect(page.getByText(jobPostedMessage(title, true))).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(jobs.row(title)).toContainText('Lakeside Plastics');
    await expect(jobs.row(title)).toContainText('Live');
    // The list names the hiring contact and the staff assignee (issue 5).
    await expect(jobs.row(title)).toContainText(contactName);
    await expect(jobs.row(title)).toContainText(assigneeName);

    // Staff pick any staff member as admin watcher, and remove them again.
    const jobId = await jobs.row(title).getAttribute('data-job-id');
    await jobs.open(`/admin/jobs/${jobId}/edit/review`);
    const watchers = page.getByRole('region', { name: 'Watchers' });
    const pick = watchers.getByRole('combobox', { name: 'Staff member to add as admin watcher' });
    await expect(pick.locator('option')).not.toHaveCount(1);
    await pick.selectOption({ index: 1 });
    const watcherName = await pick.locator('option:checked').innerText();
    await watchers.getByRole('button', { name: 'Add watcher' }).click();
    const remove = watchers.getByRole('button', { name: `Remove ${watcherName} as admin watcher` });
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(remove).toBeHidden();
    expect(jobs.pageErrors).toEqual([]);
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the list becomes cards and the trial employer is told its slots are in use', async ({ page }) => {
    test.setTimeout(120_000);
    const jobs = new JobsPages(page);
    await jobs.login(TRIAL);
    await jobs.open('/employer/jobs');
    await expect(page.getByTestId('jobs-cards')).toBeVisible();
    await expect(page.getByTestId('jobs-table')).toBeHidden();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    await page.getByRole('link', { name: 'Create job post' }).click();
    await jobs.fillCompany();
    const title = `Extrusion Operator E2E ${Date.now() % 100000}`;
    await jobs.completeWithoutAssistant(title);
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page.getByTestId('slots-exhausted')).toContainText(JOB_TEXTS.slotsExhausted);
    expect(jobs.pageErrors).toEqual([]);
  });
});
