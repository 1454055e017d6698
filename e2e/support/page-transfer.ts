import type { Browser, Page } from '@playwright/test';
import { DEMO_LOGINS, DEMO_PASSWORD, type LoginRole } from './logins';

export interface TransferredResponse {
  url: string;
  status: number;
  encoding: string;
  /** Bytes on the wire (headers and body as sent, after Content-Encoding), from the DevTools protocol. */
  bytes: number;
}

export interface ColdLoad {
  path: string;
  /** Everything the page transferred until it settled. */
  bytes: number;
  responses: TransferredResponse[];
  consoleErrors: string[];
}

export interface ColdLoadOptions {
  /** Signed in through the API first, as a returning user whose refresh cookie restores the session. */
  signedInAs?: LoginRole;
  /** Resolves once the page shows what it is for. */
  ready(page: Page): Promise<void>;
  /** Resolves once nothing more will load (default: network idle, which a page holding an event stream never reaches). */
  settled?(page: Page): Promise<void>;
}

/**
 * A first visit in a fresh browser context with the cache disabled: what the page transfers
 * (Chromium's encodedDataLength of every response, as Network.loadingFinished reports it) from
 * navigation until it is ready and the network has been idle, and what it logged as errors.
 */
export async function measureColdLoad(browser: Browser, baseURL: string, path: string, options: ColdLoadOptions): Promise<ColdLoad> {
  const context = await browser.newContext({ baseURL });
  try {
    if (options.signedInAs) {
      const login = await context.request.post('/v4/auth/login', { data: { email: DEMO_LOGINS[options.signedInAs], password: DEMO_PASSWORD } });
      if (!login.ok()) throw new Error(`demo login ${DEMO_LOGINS[options.signedInAs]} answered ${login.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const seen = new Map<string, { url: string; status: number; encoding: string; bytes: number }>();
    cdp.on('Network.requestWillBeSent', (event) => seen.set(event.requestId, { url: event.request.url, status: 0, encoding: '', bytes: 0 }));
    cdp.on('Network.responseReceived', (event) => {
      const entry = seen.get(event.requestId);
      if (!entry) return;
      entry.status = event.response.status;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
      entry.encoding = headers['content-encoding'] ?? '';
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = seen.get(event.requestId);
      if (entry) entry.bytes = event.encodedDataLength;
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(path);
    await options.ready(page);
    // A page that keeps an event stream open never goes network-idle: it says when it has settled.
    await (options.settled ? options.settled(page) : page.waitForLoadState('networkidle'));
    const responses = [...seen.values()].filter((entry) => entry.bytes > 0).sort((a, b) => b.bytes - a.bytes);
    return { path, bytes: responses.reduce((sum, r) => sum + r.bytes, 0), responses, consoleErrors };
  } finally {
    await context.close();
  }
}

/** One line per response, largest first, for a failure message or a report. */
export function describeLoad(load: ColdLoad): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [`${load.path}: ${kb(load.bytes)} in ${load.responses.length} responses`, ...load.responses.map((r) => `  ${kb(r.bytes).padStart(9)} ${r.encoding.padEnd(4)} ${r.status} ${new URL(r.url).pathname}`)].join('\n');
}
