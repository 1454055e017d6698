import { test as base, expect, type Request } from '@playwright/test';
import { BILLING_API_TEXTS } from '@floorhire/domain-billing';
import { PROVIDER_MESSAGES, STAND_IN_CARDS } from '../../infra/api/test/stripe-stand-in';
import { REMOTE_TEXTS } from '../../remotes/billing/src/texts';
import { expectNoAxeViolations } from '../support/axe';
import { startProviderServer, type ProviderServer } from '../support/provider-server';
import { ShellPage } from '../support/shell-page';
import { routeStripeHosts } from '../support/stripe-js-stand-in';
import { ProviderBillingPages } from './pages/provider-billing';

// Card payments with a card provider configured (issue 28, ADRs 265-269): the product runs with
// PAYMENT_PROVIDER=stripe and the provider's script URL, on a server of its own started once for
// these journeys; the provider's browser script, frames and API are local stand-ins answered
// through Playwright routes (support/stripe-js-stand-in.ts), so nothing leaves the machine.

const test = base.extend<{ billing: ProviderBillingPages; ours: Request[] }, { provider: ProviderServer }>({
  provider: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const server = await startProviderServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ provider }, use) => use(provider.url),
  ours: async ({ page, provider }, use) => {
    // Every request the browser sends to our origin, to search them for card numbers.
    const seen: Request[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(provider.url)) seen.push(r);
    });
    await use(seen);
  },
  billing: async ({ page, context, provider }, use) => {
    await routeStripeHosts(context, provider.standIn.url);
    await use(new ProviderBillingPages(page, provider.url));
  },
});

test.describe.configure({ timeout: 180_000 });

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/gu, '$1 ');

test('an employer adds a card in the provider’s field and pays a plan; no request to our origin carries the digits', async ({ page, billing, ours, provider }) => {
  const shell = new ShellPage(page);
  await billing.newTrialEmployer('card');
  await page.goto('/employer/plans');
  await expect(billing.cardFrame().getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel(REMOTE_TEXTS.cardNumber)).toHaveCount(0);
  await expectNoAxeViolations(page, 'plans page with the provider’s card field');
  await page.screenshot({ path: test.info().outputPath('plans-provider-1280.png'), fullPage: true });

  await billing.addCard(spaced(STAND_IN_CARDS.succeeds));
  await expect(page.getByText('visa •••• 4242')).toBeVisible();
  await billing.chooseButton('Starter').click();
  await expect(page).toHaveURL((url) => url.pathname === '/employer/billing', { timeout: 15_000 });
  await expect(page.getByTestId('trial-banner')).toHaveCount(0, { timeout: 10_000 });
  await expect(billing.invoiceStatuses()).toHaveText(['Paid']);
  await expectNoAxeViolations(page, 'billing page in provider mode');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(billing.cardFrame().getByLabel('Card number')).toBeVisible();
  await expectNoAxeViolations(page, 'billing page in provider mode at 390 px');
  await page.screenshot({ path: test.info().outputPath('billing-provider-390.png'), fullPage: true });

  // The number went to the provider (its stand-in saw it from the browser) and never to us.
  const sentToProvider = provider.standIn.requests.filter((r) => r.key.startsWith('pk_') && r.path === '/v1/payment_methods').map((r) => new URLSearchParams(r.body).get('card[number]')?.replace(/\D/gu, ''));
  expect(sentToProvider).toContain(STAND_IN_CARDS.succeeds);
  expect(ours.length).toBeGreaterThan(10);
  for (const request of ours) {
    const text = `${request.url()} ${request.postData() ?? ''}`;
    expect(text, request.url()).not.toContain(STAND_IN_CARDS.succeeds);
    expect(text, request.url()).not.toContain(spaced(STAND_IN_CARDS.succeeds));
    expect(text.replace(/\D/gu, ''), request.url()).not.toContain(STAND_IN_CARDS.succeeds);
  }
  expect(shell.pageErrors).toEqual([]);
});

test('a card that needs verification: a cancelled verification leaves the invoice open with its message; a completed one clears the banner', async ({ page, billing }) => {
  const shell = new ShellPage(page);
  await billing.newTrialEmployer('verify');
  await page.goto('/employer/plans');
  await billing.addCard(STAND_IN_CARDS.needsAuthentication);
  await expect(page.getByText('visa •••• 3155')).toBeVisible();
  await billing.chooseButton('Starter').click();
  await expect(page).toHaveURL((url) => url.pathname === '/employer/billing', { timeout: 15_000 });
  await expect(billing.banner()).toContainText(REMOTE_TEXTS.verifyBanner);
  await expectNoAxeViolations(page, 'billing page waiting for a verification');

  await billing.banner().getByRole('button', { name: REMOTE_TEXTS.verify }).click();
  await expect(page.getByRole('dialog', { name: '3D Secure authentication' })).toBeVisible();
  await billing.verification('fail');
  await expect(page.getByTestId('invoice-row').first()).toContainText(PROVIDER_MESSAGES.authenticationFailed);
  await expect(billing.invoiceStatuses()).toHaveText(['Unpaid']);

  // Paying again asks the bank again, on the invoice's one charge.
  await page.getByTestId('invoice-row').first().getByRole('button', { name: REMOTE_TEXTS.pay }).click();
  await expect(billing.banner()).toBeVisible({ timeout: 10_000 });
  await billing.banner().getByRole('button', { name: REMOTE_TEXTS.verify }).click();
  await billing.verification('complete');
  await expect(billing.banner()).toHaveCount(0, { timeout: 10_000 });
  await expect(billing.invoiceStatuses()).toHaveText(['Paid']);
  await expect(page.getByTestId('plan-status')).toHaveText('active');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'billing page after verification at 390 px');
  expect(shell.pageErrors).toEqual([]);
});

test('a declined card shows the provider’s message and changes nothing; a number the provider refuses shows its words too', async ({ page, billing }) => {
  await billing.newTrialEmployer('declined');
  await page.goto('/employer/plans');
  await billing.addCard('4242 4242 4242 4241');
  await expect(page.getByRole('alert').filter({ hasText: PROVIDER_MESSAGES.incorrectNumber })).toBeVisible();
  await billing.addCard(STAND_IN_CARDS.insufficientFunds);
  await expect(page.getByText('visa •••• 9995')).toBeVisible();
  await billing.chooseButton('Starter').click();
  await expect(page.getByRole('alert').filter({ hasText: PROVIDER_MESSAGES.insufficientFunds })).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toBeVisible();
  await expectNoAxeViolations(page, 'plans page with a declined card');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'plans page with a declined card at 390 px');
});

test('an employer links a bank account through the bank link and pays by debit: processing, then paid when the bank answers', async ({ page, billing, provider }) => {
  await billing.newTrialEmployer('bank');
  await page.goto('/employer/plans');
  await page.getByRole('button', { name: REMOTE_TEXTS.linkBank }).click();
  const bankLink = page.frameLocator('iframe[title="Link your bank account"]');
  await expectNoAxeViolations(page, 'the bank link over the plans page');
  await bankLink.getByRole('button', { name: /Success account/u }).click();
  await expect(page.getByText('STRIPE TEST BANK •••• 6789')).toBeVisible();
  await billing.chooseButton('Starter').click();
  await expect(page).toHaveURL((url) => url.pathname === '/employer/billing', { timeout: 15_000 });
  await expect(page.getByTestId('invoice-row').first()).toContainText(BILLING_API_TEXTS.bankDebitProcessing);

  // Days later the bank answers: the provider's signed webhook reaches the product.
  const intent = [...provider.standIn.intents.values()].find((i) => i.status === 'processing')!;
  await provider.standIn.settle(intent.id, true);
  await expect
    .poll(
      async () => {
        await page.reload();
        return billing.invoiceStatuses().first().textContent({ timeout: 15_000 });
      },
      { timeout: 30_000 },
    )
    .toBe('Paid');
  await expect(page.getByTestId('plan-status')).toHaveText('active');
  // The card form's button is enabled once the provider's field is ready, then fades in: axe reads
  // it after that, as a user would see it.
  await expect(page.getByRole('button', { name: REMOTE_TEXTS.saveCard })).toBeEnabled();
  await expectNoAxeViolations(page, 'billing page paid by bank debit');
});
