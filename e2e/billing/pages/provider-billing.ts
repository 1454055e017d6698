import { expect, request, type FrameLocator, type Page } from '@playwright/test';
import type { OutboxMessageDto } from '@floorhire/schemas';
import { REMOTE_TEXTS } from '../../../remotes/billing/src/texts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../support/logins';

/** The billing pages with a card provider: the provider's card field (a frame of js.stripe.com), its verification page and bank link. */
export class ProviderBillingPages {
  constructor(
    readonly page: Page,
    readonly baseURL: string,
  ) {}

  cardFrame(): FrameLocator {
    return this.page.frameLocator('[data-testid="provider-card-field"] iframe');
  }

  async addCard(number: string, expiry = '12/34', cvc = '123') {
    const frame = this.cardFrame();
    await frame.getByLabel('Card number').fill(number);
    await frame.getByLabel('MM / YY').fill(expiry);
    await frame.getByLabel('CVC').fill(cvc);
    await this.page.getByRole('button', { name: REMOTE_TEXTS.saveCard }).click();
  }

  /** The bank's verification page the provider shows over ours. */
  async verification(result: 'complete' | 'fail') {
    const challenge = this.page.frameLocator('iframe[title="3D Secure authentication"]');
    await challenge.getByRole('button', { name: result === 'complete' ? 'Complete authentication' : 'Fail authentication' }).click();
  }

  chooseButton(plan: string) {
    return this.page.getByRole('button', { name: REMOTE_TEXTS.choose(plan) });
  }

  banner() {
    return this.page.getByTestId('verification-banner');
  }

  invoiceStatuses() {
    return this.page.getByTestId('invoice-status');
  }

  /** A new employer on its free trial, signed up through the API and signed in through its verify link. */
  async newTrialEmployer(tag: string): Promise<{ employerId: number; email: string }> {
    const email = `e2e-provider-${tag}-${Date.now().toString(36)}@example.test`;
    const api = await request.newContext({ baseURL: this.baseURL });
    try {
      const created = await api.post('/v4/public/signup/employer', {
        data: { position: 'CNC Machinist', location: 'Grand Rapids, MI', fullName: 'Dana Provider', email, recruitingPriority: 'Speed', foundVia: 'Google' },
      });
      expect(created.status()).toBe(201);
      const { employerId } = (await created.json()) as { employerId: number };
      const login = await api.post('/v4/auth/login', { data: { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD } });
      const { accessToken } = (await login.json()) as { accessToken: string };
      let link = '';
      await expect
        .poll(async () => {
          const res = await api.get(`/v4/help-desk/outbox?filter=${encodeURIComponent(JSON.stringify({ to: email, limit: 5 }))}`, { headers: { authorization: `Bearer ${accessToken}` } });
          const message = ((await res.json()) as { items: OutboxMessageDto[] }).items.find((m) => m.template === 'link.verify-email');
          link = /https?:\/\/[^\s"<>]+/u.exec(message?.bodyText ?? '')?.[0] ?? '';
          return link;
        })
        .not.toBe('');
      const url = new URL(link);
      await this.page.goto(`${url.pathname}${url.search}`);
      await expect(this.page.getByTestId('trial-banner')).toBeVisible({ timeout: 15_000 });
      return { employerId, email };
    } finally {
      await api.dispose();
    }
  }
}
