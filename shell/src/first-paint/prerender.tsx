// The first paint without JavaScript (ADR 280): the build renders the shell's own components to
// HTML with the styles they need, once, so the browser paints the login form or the signed-in
// frame from the document itself while the scripts still download. Runs in Node at build time
// (webpack config, through tsx), never in the page.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Center, Spinner, UiProvider } from '@floorhire/ui';
import { LoginForm } from '../features/auth/login-form';
import { LoginLayout } from '../features/chrome/layouts';
import { MainLayout } from '../features/chrome/main-layout';
import { FIRST_PAINT_ID } from './hand-over';

export type FirstPaintKind = 'login' | 'app';

const idle = () => Promise.resolve('');

function Screen({ kind }: { kind: FirstPaintKind }) {
  if (kind === 'login') {
    return (
      <StaticRouter location="/login">
        <LoginLayout>
          {/* The hrefs are filled in by the real form: these links are inert until then. */}
          <LoginForm googleHref="#" facebookHref="#" onLogin={idle as never} onRecover={idle} />
        </LoginLayout>
      </StaticRouter>
    );
  }
  // Who is signed in, and so which drawer and menu, is known only once the session is restored:
  // the frame is the bar with the logo and the page's loading state, the part every role shares.
  // The bar is drawn as on /login, where it suggests nothing.
  return (
    <StaticRouter location="/login">
      <MainLayout appBar={{ user: null, isEmployer: false, employers: [], activeEmployerId: null, onSwitchEmployer: () => undefined, credits: null, onLogout: () => undefined }} nav={null} banner={null}>
        <Center py="20">
          <Spinner size="lg" aria-label="Loading" />
        </Center>
      </MainLayout>
    </StaticRouter>
  );
}

/**
 * The app bar asks the viewport which breakpoint applies (`useBreakpointValue` with `ssr: false`,
 * so a desktop never renders the phone bar first). At build time there is no viewport: it gets a
 * window whose media queries all fail, i.e. the phone-first base styles. The markup's own CSS
 * still applies the breakpoints in the browser.
 */
function withoutViewport<T>(render: () => T): T {
  const scope = globalThis as { window?: unknown };
  if (scope.window !== undefined) return render();
  const query = { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined };
  scope.window = { matchMedia: (media: string) => ({ ...query, media }) };
  try {
    return render();
  } finally {
    delete scope.window;
  }
}

const STYLE = /<style([^>]*)>([\s\S]*?)<\/style>/gu;
const CUSTOM_PROPERTY = /(--[\w-]+)\s*:\s*([^;{}]*);?/gu;
const REFERENCE = /var\(\s*(--[\w-]+)/gu;
/** A still first paint runs no animation: the theme's keyframes stay with the page's own styles. */
const KEYFRAMES = /@(?:-webkit-)?keyframes\s+[\w-]+\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/gu;

/**
 * Keeps, of the theme's custom properties (every token of every palette, about 60 KB), those
 * the first paint's own rules use, directly or through another property.
 */
export function pruneCustomProperties(css: string): string {
  const values = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(CUSTOM_PROPERTY)) values.set(name!, [...(values.get(name!) ?? []), value!]);
  const used = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(REFERENCE)) {
      if (used.has(name!)) continue;
      used.add(name!);
      for (const value of values.get(name!) ?? []) visit(value);
    }
  };
  visit(css.replace(CUSTOM_PROPERTY, ''));
  return css.replace(CUSTOM_PROPERTY, (declaration, name: string) => (used.has(name) ? declaration : ''));
}

/**
 * Emotion writes each flex and appearance declaration again for browsers of ten years ago
 * (-ms-flexbox, -webkit-box, -moz-...); every browser the product supports reads the standard
 * one, which follows them. Only those duplicates go: -webkit- properties with no standard twin
 * (text-size-adjust, tap-highlight-color, the placeholder pseudo-elements) stay.
 */
const OLD_PREFIXED = /(?<=[{;])(?:-ms-[\w-]+|-moz-[\w-]+|-webkit-(?:box|flex|align|justify|order|transform|transition|appearance|text-decoration|user-select|translate|mask)[\w-]*)\s*:[^;{}]*;|(?<=[{;])display:(?:-webkit-box|-webkit-flex|-ms-flexbox|-webkit-inline-box|-webkit-inline-flex|-ms-inline-flexbox);/gu;
/** The dark theme's tokens: the first paint is always light. */
const DARK_RULE = /(?<=^|[{}])\.dark[^{}]*\{[^{}]*\}/gu;

/** The theme's document-wide rules (tokens on the root, base styles on html and body) apply to the shadow root's host instead. */
const DOCUMENT_SELECTOR = /(^|[{}])(?:html|body|:root,\.light|:where\(html, \.chakra-theme\))\{/gu;

/**
 * Emotion's styles of the render, out of Emotion's reach: without data-emotion the page's own
 * Emotion cache neither adopts nor moves them (the page injects the full theme itself), so they
 * leave with the first paint; pruned to what the markup uses; aimed at the shadow root's host.
 */
function detachStyles(html: string): string {
  const css = [...html.matchAll(STYLE)].map(([, , text]) => text).join('');
  const kept = css.replace(KEYFRAMES, '').replace(DARK_RULE, '').replace(OLD_PREFIXED, '');
  return `<style>${pruneCustomProperties(kept).replace(DOCUMENT_SELECTOR, '$1:host{')}</style>${html.replace(STYLE, '')}`;
}

/**
 * The markup placed before #root: inert (nothing in it can be focused or typed into: what is
 * typed there would be lost when the page takes over) and hidden from assistive technology. It
 * is a picture of the page, not part of it: it lives in a closed declarative shadow root, so
 * the page's scripts, its styles and tools reading the document (test locators, axe) never see
 * a second login form, and its styles cannot leak out. While it is in the document, #root is
 * hidden, so the page swaps the two in one frame (hand-over.ts). body's margin is the one rule
 * outside: the page's own reset, which arrives with its scripts, zeroes it too.
 */
export function renderFirstPaint(kind: FirstPaintKind): string {
  const html = withoutViewport(() =>
    renderToString(
      <UiProvider>
        <Screen kind={kind} />
      </UiProvider>,
    ),
  );
  return `<style>body{margin:0}#${FIRST_PAINT_ID}+#root{display:none}</style><div id="${FIRST_PAINT_ID}" inert aria-hidden="true"><template shadowrootmode="closed">${detachStyles(html)}</template></div>`;
}
