import { expect, type Page } from '@playwright/test';
import { JOB_BOARD_FORM_TEXTS as T } from '@floorhire/domain-job-board';

/** Page object of the staff's job-board posting form (/admin/employer/{id}/indeed). */
export class PostingPages {
  constructor(readonly page: Page) {}

  async open(employerId: number) {
    await this.page.goto(`/admin/employer/${employerId}/indeed`);
    await expect(this.page.locator('[data-remote-area="job_board"]')).toHaveAttribute('data-state', 'mounted', { timeout: 20_000 });
    await expect(this.page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  }

  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}`, 'u'));
  }

  postsToJobBoard() {
    return this.page.getByRole('checkbox', { name: T.postsToJobBoard });
  }

  save() {
    return this.page.getByRole('button', { name: T.save });
  }

  submit() {
    return this.page.getByRole('button', { name: T.submit });
  }

  status() {
    return this.page.getByTestId('posting-status');
  }
}
