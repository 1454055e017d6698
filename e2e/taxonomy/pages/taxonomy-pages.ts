import { expect, type Page } from '@playwright/test';
import { TAXONOMY_TEXTS } from '../../../remotes/taxonomy/src/texts';

/** Page object for the taxonomy remote. */
export class TaxonomyPages {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote-area="taxonomy"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: TAXONOMY_TEXTS.title });
  }

  signedInAs() {
    return this.page.getByText(/^Signed in as /);
  }
}
