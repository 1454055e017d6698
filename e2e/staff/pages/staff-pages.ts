import { expect, type Locator, type Page } from '@playwright/test';
import { ACTING_TEXTS } from '@floorhire/rules';
import { STAFF_TEXTS } from '../../../remotes/staff/src/texts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../support/logins';

/** Page object for the staff console (the staff remote) and the shell's acting bar. */
export class StaffPages {
  readonly pageErrors: Error[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.pageErrors.push(error));
  }

  /**
   * Signs the page's browser context in as the demo staff member through the API (the refresh
   * cookie the shell starts from) and answers the access token, for calls a test makes itself.
   */
  async login(email: string = DEMO_LOGINS.admin, password: string = DEMO_PASSWORD): Promise<string> {
    const response = await this.page.request.post('/v4/auth/login', { data: { email, password } });
    expect(response.status(), `login ${email}`).toBe(200);
    return ((await response.json()) as { accessToken: string }).accessToken;
  }

  async open(path: string) {
    await this.page.goto(path);
    await this.mounted();
  }

  async mounted() {
    await expect(this.page.locator('[data-remote-area="staff"]')).toHaveAttribute('data-state', 'mounted', { timeout: 20_000 });
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  select(label: string): Locator {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  count(label: string): Locator {
    return this.page.getByTestId(`count-${label}`);
  }

  actingBar(): Locator {
    return this.page.getByRole('region', { name: ACTING_TEXTS.region });
  }

  backToMySession(): Locator {
    return this.actingBar().getByRole('button', { name: ACTING_TEXTS.back });
  }

  history(): Locator {
    return this.page.getByTestId('act-as-history');
  }

  /** Create an employer through employer/create; answers its id from the employer page's address. */
  async createEmployer(e: { name: string; city: string; state: string; postalCode: string }): Promise<number> {
    const T = STAFF_TEXTS.employerCreate;
    await this.field(T.name).fill(e.name);
    await this.field(T.city).fill(e.city);
    await this.select(T.state).selectOption({ label: e.state });
    await this.field(T.postalCode).fill(e.postalCode);
    await this.page.getByRole('button', { name: T.submit }).click();
    await expect(this.page).toHaveURL(/\/admin\/employer\/\d+$/u, { timeout: 15_000 });
    await expect(this.heading(e.name)).toBeVisible();
    return Number(/\/admin\/employer\/(\d+)$/u.exec(this.page.url())![1]);
  }
}
