import { expect, type Locator, type Page } from '@playwright/test';

/** Page objects for the applicants remote: list, detail (notes, interview) and dashboard. */
export class ApplicantsListPage {
  constructor(readonly page: Page) {}

  async open(area: 'employer' | 'admin', jobId: number) {
    await this.page.goto(`/${area}/jobs/${jobId}/candidates`);
    await expect(this.page.getByTestId('applicants-page')).toBeVisible({ timeout: 15_000 });
    await expect(this.rows().first()).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId('applicant-row');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  async tabCount(name: string): Promise<number> {
    return Number(await this.page.getByTestId(`tab-count-${name}`).textContent());
  }

  /** Opens a tab and waits until every row shown is in one of the tab's statuses. */
  async chooseTab(name: string, statuses: readonly string[]) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(this.page.getByTestId('applicants-list')).toHaveAttribute('aria-busy', 'false');
    await expect
      .poll(async () => (await this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')))).every((s) => statuses.includes(s ?? '')))
      .toBe(true);
  }

  async names(): Promise<string[]> {
    return this.rows().locator('td:nth-child(2) a').allTextContents();
  }

  async scores(): Promise<number[]> {
    return (await this.page.getByTestId('applicant-score').allTextContents()).map(Number);
  }

  async select(name: string) {
    await this.rows().filter({ hasText: name }).locator('label').first().click();
  }

  async bulkMove(label: string) {
    const bar = this.page.getByRole('region', { name: 'Move to' });
    await bar.getByRole('combobox', { name: 'Move to' }).selectOption({ label });
    await bar.getByRole('button', { name: 'Apply' }).click();
  }

  async openDetail(name: string) {
    await this.rows().filter({ hasText: name }).getByRole('link', { name }).click();
    await expect(this.page.getByTestId('applicant-detail')).toBeVisible();
  }
}

export class ApplicantDetailPage {
  constructor(readonly page: Page) {}

  status(): Locator {
    return this.page.getByTestId('applicant-status');
  }

  async openNotes() {
    await this.page.getByRole('button', { name: 'Notes' }).click();
    await expect(this.page.getByTestId('notes-panel')).toBeVisible();
  }

  notes(): Locator {
    return this.page.getByTestId('note');
  }

  async addNote(text: string) {
    await this.page.getByLabel('New note').fill(text);
    await this.page.getByRole('button', { name: 'Add note' }).click();
  }

  async deleteNote(text: string) {
    await this.notes().filter({ hasText: text }).getByRole('button', { name: 'Delete note' }).click();
  }

  async openInterviewTab() {
    await this.page.getByRole('tab', { name: 'Interview' }).click();
    await expect(this.page).toHaveURL(/tab=interview/);
    await expect(this.page.getByTestId('interview-tab')).toBeVisible();
  }

  async proposeSlots(timezone: string, date: string, times: string[]) {
    const form = this.page.getByTestId('slot-form');
    await form.getByRole('combobox', { name: 'Time zone' }).selectOption(timezone);
    await form.getByLabel(/^Date/).first().fill(date);
    for (const time of times) {
      await form.getByRole('combobox', { name: /^Times/ }).first().selectOption(time);
      await form.getByRole('button', { name: 'Add time' }).first().click();
    }
    await form.getByRole('button', { name: 'Propose times' }).click();
  }

  slots(): Locator {
    return this.page.getByTestId('slot');
  }
}

export class DashboardPage {
  private scope: 'mine' | 'all' = 'mine';

  constructor(readonly page: Page) {}

  async open(scope: 'Mine' | 'All' = 'Mine') {
    await this.page.goto('/employer/dashboard');
    await expect(this.page.getByTestId('dashboard')).toBeVisible({ timeout: 15_000 });
    this.scope = scope === 'All' ? 'all' : 'mine';
    if (scope === 'All') await this.page.getByText('All', { exact: true }).click();
  }

  /** The statistic's card for the chosen scope: right after a switch the other scope's card may still show. */
  stat(kind: string): Locator {
    return this.page.locator(`[data-testid="stat-${kind}"][data-scope="${this.scope}"]`);
  }

  /** This week's count of a statistic, once its chart has drawn. */
  async latest(kind: string): Promise<number> {
    const card = this.stat(kind);
    // Charts draw when their card nears the viewport (ADR 281), as they do for a user scrolling.
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('svg.apexcharts-svg')).toBeVisible({ timeout: 15_000 });
    return Number(await card.getAttribute('data-latest'));
  }
}
