import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { REMOTE_FALLBACK_TEXTS, UPDATE_NOTICE_TEXTS } from '@floorhire/rules';
import { DEMO_LOGINS, DEMO_PASSWORD } from './logins';
import type { LoginRole } from './logins';

/** Page object for the shell's platform surface: remote areas, fallbacks, loading bar, notices. */
export class ShellPage {
  readonly pageErrors: Error[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.pageErrors.push(error));
  }

  /**
   * Records, by the page's own clock, how long each remote area took from appearing to showing
   * its fallback: what the 3 s target is about, free of the test runner's polling delay under
   * CPU load. Call before opening the page; read with fallbackDelays().
   */
  async timeFallbacks() {
    await this.page.addInitScript(() => {
      const times = { areas: {} as Record<string, number>, delays: {} as Record<string, number[]> };
      (window as unknown as { __fallbackTimes: typeof times }).__fallbackTimes = times;
      const within = (node: Element, selector: string) => [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)];
      new MutationObserver((records) => {
        const now = performance.now();
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const area of within(node, '[data-remote-area]')) times.areas[area.getAttribute('data-remote-area') ?? ''] = now;
            for (const fallback of within(node, '[data-testid="remote-fallback"]')) {
              const name = fallback.closest('[data-remote-area]')?.getAttribute('data-remote-area') ?? '';
              (times.delays[name] ??= []).push(now - (times.areas[name] ?? 0));
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }

  /** Milliseconds from each appearance of the remote's area to its fallback, in order. */
  async fallbackDelays(name: string): Promise<number[]> {
    return this.page.evaluate((remote) => (window as unknown as { __fallbackTimes?: { delays: Record<string, number[]> } }).__fallbackTimes?.delays[remote] ?? [], name);
  }

  area(name: string) {
    return this.page.locator(`[data-remote-area="${name}"]`);
  }

  remoteRoot(name: string) {
    return this.page.locator(`[data-remote-root="${name}"]`);
  }

  fallback(name: string) {
    return this.area(name).getByTestId('remote-fallback');
  }

  retryButton(name: string) {
    return this.fallback(name).getByRole('button', { name: REMOTE_FALLBACK_TEXTS.retry });
  }

  loadingBar() {
    return this.page.getByRole('progressbar', { name: 'Loading', includeHidden: true });
  }

  updateNotice() {
    return this.page.getByText(UPDATE_NOTICE_TEXTS.message);
  }

  /** Full page load of a path; resolves when the document is committed. */
  async open(path: string) {
    await this.page.goto(path, { waitUntil: 'commit' });
  }

  /** In-app navigation through the History API, as a link click in any router does. */
  async navigate(path: string) {
    await this.page.evaluate((to) => window.history.pushState(null, '', to), path);
  }

  async expectMounted(name: string, timeout = 10_000) {
    await expect(this.area(name)).toHaveAttribute('data-state', 'mounted', { timeout });
    await expect(this.remoteRoot(name)).not.toBeEmpty();
  }

  /** Signs in through the API in this page's context; the shell restores it via /v4/auth/refresh. */
  async login(role: LoginRole) {
    const response = await this.page.request.post('/v4/auth/login', { data: { email: DEMO_LOGINS[role], password: DEMO_PASSWORD } });
    expect(response.status(), `demo login ${DEMO_LOGINS[role]}`).toBe(200);
  }

  /** Shared packages whose loaded copies came from more than one build, from the federation runtime. */
  async duplicatedSingletons(): Promise<Record<string, string[]>> {
    return this.page.evaluate(() => {
      type Info = { loaded?: boolean; loading?: unknown; from?: string };
      const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
      const providers: Record<string, Set<string>> = {};
      for (const scopes of Object.values(share))
        for (const packages of Object.values(scopes))
          for (const [pkg, versions] of Object.entries(packages))
            for (const info of Object.values(versions)) if (info.loaded || info.loading) (providers[pkg] ??= new Set()).add(info.from ?? '?');
      return Object.fromEntries(Object.entries(providers).filter(([, from]) => from.size > 1).map(([pkg, from]) => [pkg, [...from]]));
    });
  }

  /** Shared packages the page's federation runtime holds loaded, from any provider or only from `from` (the shell's is 'shell'). */
  async loadedSharedPackages(from?: string): Promise<string[]> {
    return this.page.evaluate((provider) => {
      type Info = { loaded?: boolean; from?: string };
      const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
      const names = new Set<string>();
      for (const scopes of Object.values(share)) for (const packages of Object.values(scopes)) for (const [pkg, versions] of Object.entries(packages)) if (Object.values(versions).some((info) => info.loaded && (!provider || info.from === provider))) names.add(pkg);
      return [...names].sort();
    }, from);
  }
}
