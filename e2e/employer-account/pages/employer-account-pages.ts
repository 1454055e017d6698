import { expect, type Page } from '@playwright/test';
import { EMPLOYER_ACCOUNT_TEXTS } from '../../../remotes/employer-account/src/texts';

/** Page object for the employer account remote. */
export class EmployerAccountPages {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote-area="employer_account"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: EMPLOYER_ACCOUNT_TEXTS.title });
  }

  signedInAs() {
    return this.page.getByText(/^Signed in as /);
  }
}
