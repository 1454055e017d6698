import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_SPEC_TEXTS } from '@floorhire/domain-employer-account';
import { REMOTE_TEXTS as T } from '../../../remotes/employer-account/src/texts';

/** The employer account's pages as a user finds them: by their headings, labels and buttons. */
export class AccountPages {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  section(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  editSection(title: string): Locator {
    return this.page.getByRole('link', { name: `${T.edit} ${title.toLowerCase()}` });
  }

  /** A form field by its label (a required field's label ends in its mark). */
  field(label: string): Locator {
    return this.page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s*\\*?$`, 'u'));
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  accessDenied(): Locator {
    return this.page.getByRole('alertdialog').filter({ hasText: ACCOUNT_SPEC_TEXTS.accessDenied.title });
  }

  /** Chooses a file for a hidden file input by its test id. */
  async choosePhoto(testId: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByTestId(testId).setInputFiles(file);
  }

  async expectPath(path: string | RegExp): Promise<void> {
    await expect(this.page).toHaveURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), { timeout: 15_000 });
  }
}
