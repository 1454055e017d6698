import { expect, type Page } from '@playwright/test';
import { BILLING_TEXTS } from '@floorhire/domain-billing';
import { REMOTE_TEXTS } from '../../../remotes/billing/src/texts';

/** Page object for the billing remote: the plans page, the billing page and the staff billing page. */
export class BillingPages {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote-area="billing"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async addCard(number: string, expiry = '12/34', cvc = '123') {
    await this.page.getByLabel(REMOTE_TEXTS.cardNumber).fill(number);
    await this.page.getByLabel(REMOTE_TEXTS.expiry).fill(expiry);
    await this.page.getByLabel(REMOTE_TEXTS.cvc).fill(cvc);
    await this.page.getByRole('button', { name: REMOTE_TEXTS.saveCard }).click();
  }

  async chooseLength(label: string) {
    await this.page.getByText(label, { exact: true }).click();
  }

  chooseButton(plan: string) {
    return this.page.getByRole('button', { name: REMOTE_TEXTS.choose(plan) });
  }

  planName() {
    return this.page.getByTestId('plan-name');
  }

  planStatus() {
    return this.page.getByTestId('plan-status');
  }

  noActiveSubscription() {
    return this.page.getByText(BILLING_TEXTS.noActiveSubscription);
  }

  invoiceStatuses() {
    return this.page.getByTestId('invoice-status');
  }

  alert() {
    return this.page.getByRole('alert').filter({ hasText: /\S/u });
  }
}
