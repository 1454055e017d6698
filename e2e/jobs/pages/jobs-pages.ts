import { expect, type Locator, type Page } from '@playwright/test';
import { ASSISTANT_TEXTS, JOB_TEXTS } from '@floorhire/domain-jobs';
import { DEMO_PASSWORD } from '../../support/logins';

/** Page object for the jobs remote: the list and every wizard step. */
export class JobsPages {
  readonly pageErrors: Error[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.pageErrors.push(error));
  }

  async login(email: string) {
    const response = await this.page.request.post('/v4/auth/login', { data: { email, password: DEMO_PASSWORD } });
    expect(response.status(), `login ${email}`).toBe(200);
    return ((await response.json()) as { accessToken: string }).accessToken;
  }

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote-area="jobs"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name });
  }

  /** The visible list: a table on desktop, cards on a phone. */
  row(title: string): Locator {
    return this.page.locator('[data-job-id]').filter({ hasText: title }).filter({ visible: true }).first();
  }

  /** A text box by its accessible name (the required mark is aria-hidden). */
  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** Time inputs have no text box role. */
  timeField(label: string) {
    return this.page.getByLabel(label);
  }

  async select(label: string, option: string | { index: number }) {
    const select = this.page.getByRole('combobox', { name: label });
    if (typeof option === 'string') await select.selectOption({ label: option });
    else await select.selectOption({ index: option.index });
  }

  async next() {
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  /** Next, then wait until the wizard shows the given step. */
  async nextTo(step: keyof typeof JOB_TEXTS.wizardSteps) {
    await this.next();
    await expect(this.page).toHaveURL(new RegExp(`/${step}(\\?|$)`));
    await expect(this.heading(JOB_TEXTS.wizardSteps[step])).toBeVisible();
  }

  /** The quick path through the steps after company information, typing instead of generating. */
  async completeWithoutAssistant(title: string) {
    await this.nextTo('job-details');
    await this.fillDetails(title);
    await this.nextTo('skilled-keywords');
    await this.nextTo('job-description');
    await this.typeDescription();
    await this.nextTo('screener-questions');
    await this.typeQuestions();
    await this.nextTo('review');
  }

  async expectStep(path: RegExp, title: string) {
    await expect(this.page).toHaveURL(path);
    await expect(this.heading(title)).toBeVisible();
  }

  async fillCompany() {
    const address = this.field('Company Address');
    if ((await address.inputValue()) === '') await address.fill('1200 Industrial Pkwy');
    const city = this.field('City');
    if ((await city.inputValue()) === '') await city.fill('Dayton');
    const state = this.page.getByRole('combobox', { name: 'State' });
    if ((await state.inputValue()) === '') await state.selectOption('OH');
    const zip = this.field('Zip Code');
    if (!/^\d{5}$/.test(await zip.inputValue())) await zip.fill('45402');
  }

  async fillDetails(title: string) {
    await this.field('Job Title').fill(title);
    const contact = this.page.getByRole('combobox', { name: 'Hiring Contact' });
    await expect(contact.locator('option')).not.toHaveCount(1);
    if ((await contact.inputValue()) === '') await contact.selectOption({ index: 1 });
    await this.select('Hire Type', 'Full-Time');
    await this.select('Shift', '1st');
    await this.field('Minimum Pay Rate ($/hr)').fill('24');
    await this.field('Maximum Pay Rate ($/hr)').fill('31.50');
  }

  async pickKeywords() {
    for (const group of ['Disciplines', 'Machines and technologies', 'Materials']) {
      await this.page.getByRole('region', { name: group }).locator('label').first().click();
    }
  }

  async generateDescription() {
    await this.page.getByRole('button', { name: 'Generate description' }).click();
    await expect(this.page.getByTestId('generation-progress')).toBeVisible();
    await expect(this.page.getByText(ASSISTANT_TEXTS.descriptionGenerated)).toBeVisible({ timeout: 30_000 });
    await expect(this.field('Job Description')).not.toHaveValue('');
  }

  async typeDescription() {
    await this.field('Job Description').fill('Responsibilities:\n- Run and maintain the line\n- Keep the cell clean\n\nRequirements:\n- Two years on a production floor');
  }

  async generateQuestions() {
    await this.page.getByRole('button', { name: 'Generate screener questions' }).click();
    await expect(this.page.getByTestId('generation-progress')).toBeVisible();
    await expect(this.page.getByTestId('generation-progress')).toBeHidden({ timeout: 30_000 });
    await expect(this.field('Question 1')).not.toHaveValue('');
  }

  async typeQuestions() {
    const answers = ['How many years have you run production machines?', 'Can you work the first shift?', 'Do you have a forklift certification?'];
    for (const [i, text] of answers.entries()) await this.field(`Question ${i + 1}`).fill(text);
  }
}
