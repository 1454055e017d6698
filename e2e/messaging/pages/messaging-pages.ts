import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { REMOTE_TEXTS } from '../../../remotes/messaging/src/texts';
import { DEMO_LOGINS, DEMO_PASSWORD, type LoginRole } from '../../support/logins';

export const T = REMOTE_TEXTS;

/** The API as a demo login sees it, for finding the demo's pros and conversations. */
export async function apiAs(role: LoginRole): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await anonymous.post('/v4/auth/login', { data: { email: DEMO_LOGINS[role], password: DEMO_PASSWORD } });
  expect(login.status(), `login ${role}`).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  await anonymous.dispose();
  return request.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

async function mounted(page: Page) {
  await expect(page.locator('[data-remote-area="messaging"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
}

/** The employer's conversations screen. */
export class ConversationsPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/employer/messages${query}`);
    await mounted(this.page);
    await expect(this.page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  }

  conversation(id: number) {
    return this.page.locator(`[data-testid="conversation"][data-conversation-id="${id}"]`);
  }

  messages() {
    return this.page.getByTestId('message');
  }

  async send(text: string) {
    await this.page.getByLabel(T.messageLabel, { exact: true }).fill(text);
    await this.page.getByRole('button', { name: T.send, exact: true }).click();
  }

  liveStatus() {
    return this.page.getByTestId('stream-status');
  }

  messageBox() {
    return this.page.getByLabel(T.messageLabel, { exact: true });
  }

  async draftWithAi() {
    await this.page.getByRole('button', { name: T.aiDraft }).click();
  }

  async chooseLanding(choice: 'inbox' | 'conversations') {
    await this.page
      .getByRole('group', { name: T.landingChoice })
      .getByRole('button', { name: choice === 'inbox' ? T.inboxView : T.conversations, exact: true })
      .click();
  }

  inboxItems() {
    return this.page.getByTestId('inbox-item');
  }
}

/** Staff messaging, /admin/messages. */
export class StaffMessagesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/messages');
    await mounted(this.page);
    await expect(this.page.getByRole('heading', { level: 1, name: T.staffTitle })).toBeVisible();
  }

  async showRecent() {
    await this.page.getByRole('group', { name: T.staffViews }).getByRole('button', { name: T.recentMessages }).click();
  }

  recentMessages() {
    return this.page.getByTestId('recent-message');
  }
}

/** /employer/messages/new?proIds=…: several pros at once. */
export class ComposePage {
  constructor(readonly page: Page) {}

  async open(proIds: number[], source = 'ppp') {
    await this.page.goto(`/employer/messages/new?proIds=${proIds.join(',')}&source=${source}`);
    await mounted(this.page);
  }

  recipients() {
    return this.page.getByTestId('recipient');
  }

  async sendToAll(text: string, count: number) {
    await this.page.getByLabel(T.messageLabel, { exact: true }).fill(text);
    await this.page.getByRole('button', { name: T.sendToAll(count) }).click();
  }
}

/** The phone simulator, as staff. */
export class PhoneSimulator {
  constructor(readonly page: Page) {}

  async open(phone: string) {
    await this.page.goto(`/admin/messages/phone?phone=${phone}`);
    await mounted(this.page);
  }

  texts() {
    return this.page.getByTestId('phone-texts').locator('li');
  }

  async reply(text: string) {
    await this.page.getByLabel(T.replyLabel).fill(text);
    await this.page.getByRole('button', { name: T.reply, exact: true }).click();
    await expect(this.page.getByText(T.replied)).toBeVisible();
  }
}
