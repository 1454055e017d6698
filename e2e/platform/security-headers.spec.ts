import { expect, test } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { ShellPage } from '../support/shell-page';

/** Violations the page reports, recorded from the first script on (before any of ours runs). */
const RECORD_VIOLATIONS = () => {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
};

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

function expectSecurityHeaders(response: Response) {
  const headers = response.headers();
  const url = response.url();
  // Pages carry the product's policy; files and API answers one that runs and loads nothing (ADR 146).
  const page = response.request().resourceType() === 'document';
  expect(headers['content-security-policy'], url).toMatch(page ? /script-src 'self'/u : /^default-src 'none'/u);
  expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], url).toContain('camera=()');
  // Served over plain http here: no HSTS (it is sent when the proxy in front says https).
  expect(headers['strict-transport-security'], url).toBeUndefined();
}

test.describe('security headers and the content security policy', () => {
  test('every answer of a signed-in session carries them, and the shell and both remotes run without a violation', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).origin === origin) responses.push(response);
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/iu.test(message.text())) refused.push(message.text());
    });
    await page.addInitScript(RECORD_VIOLATIONS);
    const shell = new ShellPage(page);

    await shell.open('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await shell.login('employer');
    for (const [path, remote] of [
      ['/employer', 'applicants'],
      ['/employer/dashboard', 'applicants'],
      ['/employer/jobs', 'jobs'],
      ['/employer/jobs/create/company-information', 'jobs'],
    ] as const) {
      await shell.open(path);
      await shell.expectMounted(remote, 20_000);
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    expect(refused).toEqual([]);

    const kinds = new Set<string>();
    for (const response of responses) {
      expectSecurityHeaders(response);
      const pathname = new URL(response.url()).pathname;
      kinds.add(pathname.startsWith('/v4/') ? 'api' : pathname.startsWith('/releases/') ? 'release' : /\.(?:js|json|svg)$/u.test(pathname) ? 'static' : 'document');
    }
    expect([...kinds].sort()).toEqual(['api', 'document', 'release', 'static']);
  });

  test('the dashboard draws its charts under the policy', async ({ page }) => {
    await page.addInitScript(RECORD_VIOLATIONS);
    const shell = new ShellPage(page);
    await shell.login('employer');
    await shell.open('/employer/dashboard');
    await expect(page.locator('svg.apexcharts-svg')).toHaveCount(5, { timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
  });

  test('the API and the registry carry the headers too, and frames of the product are refused', async ({ request }) => {
    for (const url of ['/registry.json', '/runtime-config.json', '/v4/health', '/v4/no-such-route', '/favicon.svg']) {
      const response = await request.get(url);
      const headers = response.headers();
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
    // No proxy is configured here (TRUSTED_PROXIES, ADR 038): a client's own forwarded headers
    // are not believed. The server's tests cover HSTS behind a configured proxy.
    const forged = await request.get('/login', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers()['strict-transport-security']).toBeUndefined();
  });
});
