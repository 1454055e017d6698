// The accessibility check every journey runs on the pages it visits: axe-core with the WCAG 2.2
// AA tags and the landmark best practices, failing on any violation (ADR 153, 154). Remotes'
// journeys call it on their own pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * WCAG 2.5.3 (label in name) is an experimental axe rule, so the tags alone do not run it; it is
 * switched on by name because a product button once broke it. The landmark rules are axe's
 * best practices, which no WCAG tag runs: one top-level main per page, each landmark once or
 * named apart, all content inside one (ADR 154). A remote draws inside the shell's <main>, so a
 * second one nested there is what they catch first.
 */
const EXTRA_RULES = [
  'label-content-name-mismatch',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-banner-is-top-level',
  'landmark-no-duplicate-contentinfo',
  'landmark-contentinfo-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-unique',
  'region',
] as const;

export interface AxeOptions {
  /** CSS selectors left out of the check (a third-party frame, say); say why at the call. */
  exclude?: readonly string[];
}

/** One readable line per failing node: rule, impact, target and axe's own summary. */
export function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}) ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/gu, ' ').trim() ?? v.help}`),
  );
}

/**
 * Waits for the page's CSS transitions and animations that end to end (a button fading to its
 * pressed colour, say): axe reads colours as they are, and a colour half-way through a 200 ms
 * transition is not what anyone reads. Endless animations (spinners) are not waited for. Until
 * two frames in a row start none: an answer committed meanwhile (React transitions, ADR 284) can
 * start another fade, as a button enabled by its data did once, read at 3.75:1 half-way.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const finite = () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    const deadline = Date.now() + 2_000;
    let quiet = 0;
    while (quiet < 2 && Date.now() < deadline) {
      const running = finite();
      if (running.length === 0) {
        quiet += 1;
        await frame();
        continue;
      }
      quiet = 0;
      await Promise.race([Promise.allSettled(running.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, deadline - Date.now()))]);
    }
  });
}

/**
 * Runs axe on the page as it is now and fails the test on any violation. `label` names the
 * state checked (e.g. "login", "job wizard step 2") in the failure message.
 */
export async function expectNoAxeViolations(page: Page, label: string, options: AxeOptions = {}): Promise<void> {
  // options() replaces every option, so it comes before withTags() adds runOnly; a rule enabled
  // by name runs whatever runOnly says.
  let builder = new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])) })
    .withTags([...WCAG_TAGS]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  await transitionsSettled(page);
  const results = await builder.analyze();
  expect(describeViolations(results.violations), `axe (WCAG 2.2 AA) on ${label} at ${new URL(page.url()).pathname}`).toEqual([]);
}
