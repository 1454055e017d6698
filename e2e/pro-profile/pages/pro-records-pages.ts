import { expect, type Locator, type Page } from '@playwright/test';
import { PRO_RECORD_TEXTS } from '@floorhire/domain-pro-profile';
import { PAGE_TEXTS } from '../../../remotes/pro-profile/src/texts';

/** Page object for staff's pro records (ADR 206): the pros list, a record's frame and its parts. */
export class ProRecordsPages {
  constructor(readonly page: Page) {}

  async mounted() {
    await expect(this.page.locator('[data-remote-area="pro_profile"]')).toHaveAttribute('data-state', 'mounted', { timeout: 20_000 });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The record's name, once the pro is read. */
  recordName(): Locator {
    return this.page.getByTestId('record-name');
  }

  /** The parts of the record (the frame's navigation). */
  parts(): Locator {
    return this.page.getByRole('navigation', { name: PRO_RECORD_TEXTS.recordPages });
  }

  async openPart(label: string) {
    await this.parts().getByRole('link', { name: label, exact: true }).click();
    await expect(this.heading(label === 'Experience' ? PAGE_TEXTS.sections.experience : label)).toBeVisible();
  }

  /** The pros list: a table on desktop, cards on a phone; the visible link of a pro. */
  proLink(name: string): Locator {
    return this.area().getByRole('link', { name, exact: true }).filter({ visible: true }).first();
  }

  async search(text: string) {
    await this.area().getByRole('searchbox', { name: PRO_RECORD_TEXTS.searchLabel }).fill(text);
    await this.area().getByRole('button', { name: PRO_RECORD_TEXTS.search, exact: true }).click();
  }

  /** An experience entry of the experience page by its employer. */
  experience(employer: string): Locator {
    return this.area().getByRole('listitem').filter({ hasText: employer });
  }

  /** The remote's area: the shell's drawer has links of the same words. */
  area(): Locator {
    return this.page.locator('[data-remote-area="pro_profile"]');
  }

  async fillExperience(p: { employer?: string; title?: string; start?: string }) {
    const T = PAGE_TEXTS.experience;
    const area = this.area();
    if (p.employer !== undefined) await area.getByRole('textbox', { name: T.employerName }).fill(p.employer);
    if (p.title !== undefined) await area.getByRole('textbox', { name: T.jobTitle, exact: true }).fill(p.title);
    if (p.start !== undefined) await area.getByRole('textbox', { name: T.start }).fill(p.start);
    await area.getByRole('button', { name: PAGE_TEXTS.save, exact: true }).click();
  }
}
