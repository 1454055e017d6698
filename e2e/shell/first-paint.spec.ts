// The prerendered first paint (ADR 280): the document itself draws the login form or the
// signed-in frame before any script has run, and the page takes over without a layout shift.
import { expect, test, type Page } from '@playwright/test';
import { LOGIN_TEXTS } from '@floorhire/rules';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../support/logins';

/** Layout shifts and largest-contentful-paint entries, recorded from the start of the page. */
async function observePaints(page: Page) {
  await page.addInitScript(() => {
    const record = { shift: 0, lcp: [] as number[] };
    (window as unknown as { __paints: typeof record }).__paints = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) record.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.lcp.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const paints = (page: Page) => page.evaluate(() => (window as unknown as { __paints: { shift: number; lcp: number[] } }).__paints);

/** How much of the viewport the first paint covers (its markup is in a closed shadow root). */
const firstPaintHeight = (page: Page) => page.evaluate(() => document.getElementById('first-paint')?.getBoundingClientRect().height ?? 0);

test.describe('first paint before any script', () => {
  test('a visitor\'s /login is drawn by the document alone, and its largest paint happens there', async ({ page }) => {
    await observePaints(page);
    // No script of ours runs: whatever shows is the document's own.
    await page.route(/\.js(\?|$)/u, (route) => route.abort());
    await page.goto('/login');
    expect(await firstPaintHeight(page)).toBeGreaterThan(500);
    await expect.poll(async () => (await paints(page)).lcp.length).toBeGreaterThan(0);
  });

  test('a visitor\'s /login: the page takes over in place, with no layout shift and no later largest paint', async ({ page }) => {
    await observePaints(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: LOGIN_TEXTS.submit })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const { shift, lcp } = await paints(page);
    expect(shift).toBe(0);
    // The form React draws is the same size as the painted one: the first paint stays the LCP.
    expect(lcp).toHaveLength(1);
    await expectNoAxeViolations(page, 'login after the first paint');
  });

  test('someone who may be signed in gets the app frame first, then the signed-in page', async ({ page, context }) => {
    const login = await context.request.post('/v4/auth/login', { data: { email: DEMO_LOGINS.employer, password: DEMO_PASSWORD } });
    expect(login.ok()).toBe(true);
    await page.route(/\.js(\?|$)/u, (route) => route.abort());
    await page.goto('/employer');
    expect(await firstPaintHeight(page)).toBeGreaterThan(300);
    await page.unroute(/\.js(\?|$)/u);
    await page.goto('/employer');
    await expect(page.getByTestId('app-bar')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('[data-remote-area="applicants"]')).toHaveAttribute('data-state', 'mounted', { timeout: 30_000 });
  });

  test('other pages of a visitor get the plain document', async ({ request }) => {
    const answer = await request.get('/signup');
    expect(answer.ok()).toBe(true);
    expect(await answer.text()).not.toContain('first-paint');
    expect(answer.headers().vary).toContain('Cookie');
  });
});
