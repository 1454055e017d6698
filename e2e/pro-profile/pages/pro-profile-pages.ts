import { expect, type Page } from '@playwright/test';
import { PRO_PROFILE_TEXTS } from '../../../remotes/pro-profile/src/texts';

/** Page object for the pro profile remote. */
export class ProProfilePages {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote-area="pro_profile"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: PRO_PROFILE_TEXTS.title });
  }

  signedInAs() {
    return this.page.getByText(/^Signed in as /);
  }
}
