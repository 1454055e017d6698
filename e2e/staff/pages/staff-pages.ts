import { expect, type Page } from '@playwright/test';
import { STAFF_TEXTS } from '../../../remotes/staff/src/texts';

/** Page object for the staff remote. */
export class StaffPages {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote-area="staff"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: STAFF_TEXTS.title });
  }

  signedInAs() {
    return this.page.getByText(/^Signed in as /);
  }
}
