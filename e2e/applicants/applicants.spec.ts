import { expect, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { APPLICANT_TEXTS, NOTE_TEXTS } from '@floorhire/domain-applications';
import { expectNoAxeViolations } from '../support/axe';
import { ShellPage } from '../support/shell-page';
import { ApplicantDetailPage, ApplicantsListPage, DashboardPage } from './pages/applicants-pages';

// The employer's day and the staff view of spec 001 in real Chromium against the real API and
// the demo seed (job 4 is Acme Machining's live "Maintenance Technician" with a full funnel).
const JOB_ID = 4;

test.describe('applicants remote', () => {
  test('an employer reviews applicants, bulk-moves three to Review, writes and deletes a note, proposes slots in another timezone and sees the dashboard update', async ({ page }) => {
    test.setTimeout(120_000);
    const shell = new ShellPage(page);
    await shell.login('employer');
    const list = new ApplicantsListPage(page);
    const detail = new ApplicantDetailPage(page);
    const dashboard = new DashboardPage(page);

    // Baseline of the interview statistic (All jobs) before anything changes.
    await dashboard.open('All');
    const interviewsBefore = await dashboard.latest('interview');
    await expectNoAxeViolations(page, 'dashboard');

    // Review: default tab All Open, default sort score descending, one decimal.
    await list.open('employer', JOB_ID);
    await expect(list.tab('All Open')).toHaveAttribute('aria-selected', 'true');
    const scores = await list.scores();
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const text of await page.getByTestId('applicant-score').allTextContents()) expect(text).toMatch(/^\d+\.\d$|^—$/);
    await expectNoAxeViolations(page, 'applicants list');

    // Bulk-move the top three new applicants to Review.
    await list.chooseTab('New Applicants', ['New', 'Contact']);
    const newBefore = await list.tabCount('New Applicants');
    const reviewBefore = await list.tabCount('Review');
    const chosen = (await list.names()).slice(0, 3);
    expect(chosen).toHaveLength(3);
    for (const name of chosen) await list.select(name);
    await expect(page.getByText('3 selected')).toBeVisible();
    await list.bulkMove('Reviewed');
    await expect(page.getByText(APPLICANT_TEXTS.statusesChanged)).toBeVisible();
    await expect.poll(() => list.tabCount('Review')).toBe(reviewBefore + 3);
    expect(await list.tabCount('New Applicants')).toBe(newBefore - 3);
    await list.chooseTab('Review', ['Review']);
    await expect(list.rows().filter({ hasText: chosen[0]! })).toHaveCount(1);

    // Moving the same three again changes nothing.
    for (const name of chosen) await list.select(name);
    await list.bulkMove('Reviewed');
    await expect(page.getByText(APPLICANT_TEXTS.noStatusChanged)).toBeVisible();

    // Applicant detail: status, timeline, a note written and deleted.
    await list.openDetail(chosen[0]!);
    await expect(detail.status()).toHaveText('Reviewed');
    await expect(page.getByTestId('applicant-timeline')).toContainText('Status changed to Reviewed');
    await expect(page.getByTestId('score-card')).toBeVisible();
    await expectNoAxeViolations(page, 'applicant detail');
    await detail.openNotes();
    const noteText = `Journey note ${Date.now()}`;
    await detail.addNote(noteText);
    await expect(page.getByText(NOTE_TEXTS.created)).toBeVisible();
    await expect(detail.notes().first()).toContainText(noteText);
    await detail.deleteNote(noteText);
    await expect(page.getByText(NOTE_TEXTS.deleted)).toBeVisible();
    await expect(detail.notes().filter({ hasText: noteText })).toHaveCount(0);

    // Interview: two times chosen in Los Angeles, sent and shown in UTC.
    await detail.openInterviewTab();
    const zone = 'America/Los_Angeles';
    const date = DateTime.now().setZone(zone).plus({ days: 9 }).toISODate()!;
    await detail.proposeSlots(zone, date, ['09:00', '10:30']);
    await expect(detail.slots()).toHaveCount(2);
    for (const time of ['09:00', '10:30']) {
      const utc = DateTime.fromISO(`${date}T${time}`, { zone }).toUTC().toFormat('yyyy-MM-dd HH:mm:ss');
      await expect(detail.slots().filter({ hasText: `${utc} UTC` })).toHaveAttribute('data-status', 'Proposed');
    }
    await expect(page.getByTestId('interview-headline')).toHaveText('Proposed');
    await expectNoAxeViolations(page, 'applicant detail: interview tab');
    await expect(detail.status()).toHaveText('Interview');

    // Dashboard: the interview chart counts the new interview this week.
    await dashboard.open('All');
    await expect.poll(() => dashboard.latest('interview')).toBe(interviewsBefore + 1);
    for (const kind of ['interview', 'hire', 'applicant', 'prescreened', 'pro']) await expect(dashboard.stat(kind).locator('svg.apexcharts-svg')).toBeVisible();
    expect(shell.pageErrors).toEqual([]);
  });

  test('the dashboard and the applicants list fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const shell = new ShellPage(page);
    await shell.login('employer');
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await dashboard.latest('interview');
    const area = page.locator('[data-remote-root="applicants"]');
    const overflow = await area.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    const chart = await dashboard.stat('interview').locator('svg.apexcharts-svg').boundingBox();
    expect(chart!.width).toBeGreaterThan(200);
    await new ApplicantsListPage(page).open('employer', JOB_ID);
    await expect(page.getByTestId('applicant-score').first()).toBeInViewport();
  });

  test('the dashboard shows charts drawn by the server, and loads the live chart only when a pointer or the keyboard reaches one', async ({ page }) => {
    const chartCode: string[] = [];
    page.on('response', (response) => {
      if (/\/releases\/applicants\/.+\.js$/u.test(response.url())) void response.text().then((code) => code.includes('apexcharts-canvas') && chartCode.push(response.url()));
    });
    const shell = new ShellPage(page);
    await shell.login('employer');
    const dashboard = new DashboardPage(page);
    await dashboard.open('All');
    // Total pros: the demo employer's pipeline is never empty this week, so its column has height.
    const card = dashboard.stat('pro');
    const latest = await dashboard.latest('pro');
    expect(latest).toBeGreaterThan(0);
    await expect(card.locator('[data-chart="server"] svg.apexcharts-svg')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chartCode).toEqual([]);
    await expectNoAxeViolations(page, 'dashboard with server-drawn charts');

    // A pointer on this week's column: the live chart replaces the drawing and shows the count.
    await card.locator('.apexcharts-bar-area').last().hover();
    await expect(card.locator('[data-chart="live"] .apexcharts-canvas')).toBeVisible();
    await card.locator('.apexcharts-bar-area').last().hover();
    await expect(card.locator('.apexcharts-tooltip')).toContainText(`Total pros: ${latest}`);
    expect(chartCode).toHaveLength(1);

    // Tabbing onto another card's chart wakes it too, and the focus stays on the chart.
    const hires = dashboard.stat('hire');
    await dashboard.latest('hire');
    await expect(hires.locator('[data-chart="server"] svg.apexcharts-svg')).toBeVisible();
    await hires.locator('svg.apexcharts-svg').focus();
    await expect(hires.locator('[data-chart="live"] .apexcharts-canvas')).toBeVisible();
    await expect(hires.locator('svg.apexcharts-svg')).toBeFocused();
    expect(shell.pageErrors).toEqual([]);
  });

  test('staff set a status with the selector, see the Other tab and write a note on the admin route', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.login('admin');
    const list = new ApplicantsListPage(page);
    const detail = new ApplicantDetailPage(page);
    await list.open('admin', JOB_ID);
    await expect(list.tab('Other')).toBeVisible();
    // Staff words: Contact reads Outreach.
    const first = list.rows().first();
    const name = (await first.locator('td:nth-child(2) a').textContent())!;
    const selector = page.getByRole('combobox', { name: `Status of ${name}` });
    await expect(selector.locator('option', { hasText: 'Outreach' })).toHaveCount(1);
    const target = (await selector.inputValue()) === 'Offer' ? 'Review' : 'Offer';
    await selector.selectOption(target);
    await expect(page.getByText(APPLICANT_TEXTS.statusChanged)).toBeVisible();
    await expect(list.rows().filter({ hasText: name }).first()).toHaveAttribute('data-status', target);

    await list.openDetail(name);
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${JOB_ID}/pro/\\d+/application/\\d+`));
    await detail.openNotes();
    const noteText = `Staff journey note ${Date.now()}`;
    await detail.addNote(noteText);
    await expect(detail.notes().first()).toContainText(noteText);
    await detail.deleteNote(noteText);
    await expect(page.getByText(NOTE_TEXTS.deleted)).toBeVisible();
    expect(shell.pageErrors).toEqual([]);
  });
});
