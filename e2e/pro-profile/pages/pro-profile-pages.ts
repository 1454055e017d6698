import { expect, type Locator, type Page } from '@playwright/test';
import { SIGNUP_TEXTS } from '@floorhire/rules';
import { PAGE_TEXTS } from '../../../remotes/pro-profile/src/texts';

/** Page object for the pro profile remote: sign-up, the /pro pages and the public reference page. */
export class ProProfilePages {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await this.mounted();
  }

  async mounted() {
    await expect(this.page.locator('[data-remote-area="pro_profile"]')).toHaveAttribute('data-state', 'mounted', { timeout: 20_000 });
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label);
  }

  async signUp(p: { nameFirst: string; nameLast: string; email: string; password: string; phone: string; postalCode: string }) {
    const T = PAGE_TEXTS.signup;
    await this.field(new RegExp(`^${T.nameFirst}`, 'u')).fill(p.nameFirst);
    await this.field(new RegExp(`^${T.nameLast}`, 'u')).fill(p.nameLast);
    await this.field(new RegExp(`^${T.email}`, 'u')).fill(p.email);
    await this.field(new RegExp(`^${T.password}`, 'u')).fill(p.password);
    await this.field(new RegExp(`^${T.phone}`, 'u')).fill(p.phone);
    await this.field(new RegExp(`^${T.postalCode}`, 'u')).fill(p.postalCode);
    // By keyboard: Enter in the last field submits the form.
    await this.field(new RegExp(`^${T.postalCode}`, 'u')).press('Enter');
    await expect(this.heading(SIGNUP_TEXTS.success.title)).toBeVisible({ timeout: 15_000 });
  }

  /** The profile photo's file input (its label names what it does: add or change). */
  photoInput(): Locator {
    return this.page.getByLabel(new RegExp(`^(${PAGE_TEXTS.photo.add}|${PAGE_TEXTS.photo.change})`, 'u'));
  }

  async choosePhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.photoInput().setInputFiles(file);
  }

  completeness() {
    return this.page.getByTestId('completeness');
  }

  async completenessPercent(): Promise<number> {
    const text = (await this.completeness().textContent()) ?? '';
    return Number(/(\d+)%/u.exec(text)?.[1] ?? NaN);
  }

  async uploadResume(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel(PAGE_TEXTS.resume.choose).setInputFiles(file);
    await expect(this.page.getByRole('heading', { name: PAGE_TEXTS.resume.reviewTitle })).toBeVisible({ timeout: 30_000 });
  }

  reviewEntry(title: RegExp) {
    return this.page.getByRole('group', { name: title });
  }
}
