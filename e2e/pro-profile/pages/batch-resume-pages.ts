import { expect, type Locator, type Page } from '@playwright/test';
import { BATCH_RESUME_TEXTS as T } from '@floorhire/domain-pro-profile';

/** Page object of the staff's bulk resume upload (/admin/batch-resume/upload and 5x5-csv-upload). */
export class BatchResumePages {
  constructor(readonly page: Page) {}

  async open(path: '/admin/batch-resume/upload' | '/admin/batch-resume/5x5-csv-upload') {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote-area="pro_profile"]')).toHaveAttribute('data-state', 'mounted', { timeout: 20_000 });
    await expect(this.page.getByRole('heading', { level: 1, name: path.endsWith('upload') && !path.includes('csv') ? T.uploadTitle : T.csvTitle })).toBeVisible();
  }

  async upload(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.page.getByLabel(T.chooseFiles).setInputFiles(files);
    await expect(this.page.getByText(T.chosen(files.length, files.length))).toBeVisible();
    await this.page.getByRole('button', { name: T.upload }).click();
  }

  /** The newest batch's card. */
  newest(): Locator {
    return this.page.getByTestId('resume-batch').first();
  }

  progress(card: Locator): Locator {
    return card.getByTestId('batch-progress');
  }

  counts(card: Locator): Locator {
    return card.getByTestId('batch-counts');
  }
}
