import { expect, type Page } from '@playwright/test';
import { MESSAGING_TEXTS } from '../../../remotes/messaging/src/texts';

/** Page object for the messaging remote. */
export class MessagingPages {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote-area="messaging"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: MESSAGING_TEXTS.title });
  }

  signedInAs() {
    return this.page.getByText(/^Signed in as /);
  }
}
