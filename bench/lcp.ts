// Largest Contentful Paint of a cold employer page in Chromium, against a same-run baseline
// (a static HTML page from the same server): Chromium's own `largest-contentful-paint`
// entries, read through a PerformanceObserver set up before the page (bench/lighthouse.ts
// runs Lighthouse itself). Targets (issue 10, ADR 144): a signed-in employer's cold /employer
// paints its largest content within 600 ms on localhost and within 8x the static page.
// Run: npm run build && npx tsx bench/lcp.ts   (uses BENCH_LCP_PORT, default 8160)
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM, DEMO_EMPLOYER, percentile, startProductServer, writeResult } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_MS = 600;
const TARGET_RATIO = 8;

export interface LcpFigures {
  runs: number;
  page: string;
  baselineLcpMs: number;
  employerLcpMs: number;
  employerLcpP90Ms: number;
  ratioToBaseline: number;
  largestElement: string;
  targetMs: number;
  targetRatio: number;
  pass: boolean;
}

/** The last LCP candidate once the page has settled: what Lighthouse reports as LCP. */
async function settledLcp(page: Page): Promise<{ ms: number; element: string }> {
  await page.waitForLoadState('networkidle');
  // LCP entries are only final after rendering stops; half a second of quiet after network idle.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const entries = (window as unknown as { __lcp: { startTime: number; element: string }[] }).__lcp;
    const last = entries.at(-1);
    return { ms: last?.startTime ?? Number.NaN, element: last?.element ?? 'none' };
  });
}

const OBSERVE_LCP = () => {
  const store: { startTime: number; element: string }[] = [];
  (window as unknown as { __lcp: typeof store }).__lcp = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      const el = entry.element;
      store.push({ startTime: entry.startTime, element: el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : 'image or removed' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

export async function run(): Promise<LcpFigures> {
  const { origin, baselinePath, stop } = await startProductServer(Number(process.env.BENCH_LCP_PORT ?? 8160), 'lcp');
  const browser = await chromium.launch(CHROMIUM);
  try {
    const baseline: number[] = [];
    const employer: number[] = [];
    let largestElement = '';
    for (let i = 0; i < RUNS; i += 1) {
      // A fresh context per run: nothing cached, like a first visit of a signed-in employer
      // (the refresh cookie from a sign-in through the API, as a returning user has).
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      await context.addInitScript(OBSERVE_LCP);
      const login = await context.request.post(`${origin}/v4/auth/login`, { data: DEMO_EMPLOYER });
      if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
      const page = await context.newPage();
      await page.goto(`${origin}${baselinePath}`);
      baseline.push((await settledLcp(page)).ms);
      await page.close();

      const employerPage = await context.newPage();
      await employerPage.goto(`${origin}/employer`);
      await employerPage.locator('[data-remote-area="applicants"][data-state="mounted"]').waitFor();
      const lcp = await settledLcp(employerPage);
      employer.push(lcp.ms);
      largestElement = lcp.element;
      await context.close();
    }
    const median = percentile(employer, 0.5);
    const ratio = median / percentile(baseline, 0.5);
    const figures: LcpFigures = {
      runs: RUNS,
      page: '/employer (applicants dashboard, demo owner)',
      baselineLcpMs: Math.round(percentile(baseline, 0.5)),
      employerLcpMs: Math.round(median),
      employerLcpP90Ms: Math.round(percentile(employer, 0.9)),
      ratioToBaseline: Number(ratio.toFixed(1)),
      largestElement,
      targetMs: TARGET_MS,
      targetRatio: TARGET_RATIO,
      pass: median <= TARGET_MS && ratio <= TARGET_RATIO,
    };
    writeResult('lcp', figures);
    console.log(JSON.stringify(figures, null, 2));
    return figures;
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.filename === process.argv[1]) {
  await run();
}
