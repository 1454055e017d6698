import { expect, type Locator, type Page } from '@playwright/test';
import { JOB_OUTREACH_TEXTS } from '@floorhire/domain-job-board';

/** Page object for a job's details page (/employer/jobs/{id}, /admin/jobs/{id}; ADR 115, 116). */
export class JobDetailsPages {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote-area="jobs"]')).toHaveAttribute('data-state', 'mounted', { timeout: 20_000 });
    await expect(this.page.getByTestId('job-details')).toBeVisible({ timeout: 15_000 });
  }

  title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  history(): Locator {
    return this.page.getByTestId('status-history');
  }

  outreach(): Locator {
    return this.page.getByTestId('outreach');
  }

  /** "Sent to N pros", as a number. */
  async sentCount(): Promise<number> {
    const text = (await this.page.getByTestId('outreach-count').textContent()) ?? '';
    return Number(/Sent to ([\d,]+) pros?/u.exec(text)?.[1]?.replace(/,/gu, '') ?? NaN);
  }

  /** The visible row (table on a desktop, card on a phone) of a pro the job was sent to. */
  outreachEntry(name: string): Locator {
    return this.outreach().locator('tr, li').filter({ hasText: name }).filter({ visible: true }).first();
  }

  async sendTo(search: string, name: string) {
    await this.page.getByLabel(JOB_OUTREACH_TEXTS.findPro).fill(search);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    await this.page.getByRole('radio', { name: new RegExp(name, 'u') }).check({ force: true });
    await this.page.getByRole('button', { name: JOB_OUTREACH_TEXTS.send }).click();
  }
}
