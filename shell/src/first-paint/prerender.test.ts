// Runs in Node, as the shell's build does (webpack.config.ts renders the first paints there).
import { describe, expect, it } from 'vitest';
import { LOGIN_TEXTS, PRODUCT_NAME } from '@floorhire/rules';
import { pruneCustomProperties, renderFirstPaint } from './prerender';

describe('the prerendered first paint (ADR 280)', () => {
  it('draws the login form as the page does, inert and hidden from assistive technology, with #root hidden while it stands', () => {
    const html = renderFirstPaint('login');
    expect(html.startsWith('<style>body{margin:0}#first-paint+#root{display:none}</style><div id="first-paint" inert aria-hidden="true"><template shadowrootmode="closed">')).toBe(true);
    for (const text of [LOGIN_TEXTS.title, LOGIN_TEXTS.emailLabel, LOGIN_TEXTS.passwordLabel, LOGIN_TEXTS.submit, LOGIN_TEXTS.google, LOGIN_TEXTS.facebook, PRODUCT_NAME]) expect(html).toContain(text);
    expect(html).toContain('data-layout="login"');
  });

  it('draws the signed-in frame (the bar with the logo, the main layout, a loading state) without naming anyone', () => {
    const html = renderFirstPaint('app');
    expect(html).toContain('data-layout="main"');
    expect(html).toContain('data-testid="app-bar"');
    expect(html).toContain(PRODUCT_NAME);
    expect(html).not.toContain(LOGIN_TEXTS.title);
    // No login suggestion in a bar that will show the user's menu.
    expect(html).not.toContain('href="/login"');
  });

  it('keeps its styles out of Emotion\'s reach and carries only the theme properties its rules use', () => {
    const html = renderFirstPaint('login');
    expect(html).not.toContain('data-emotion');
    expect(html).not.toContain('@keyframes');
    // Rules for the document apply to the shadow root's host.
    expect(html).not.toMatch(/[{}](?:html|body)\{/u);
    expect(html).toContain(':host{');
    // The button's green is there; palettes the form does not draw are not.
    expect(html).toContain('--chakra-colors-brand-solid');
    expect(html).not.toContain('--chakra-colors-pink-500');
    expect(html.length).toBeLessThan(40_000);
  });

  it('prunes custom properties nothing uses, following references through other properties', () => {
    const css = ':root{--a:red;--b:var(--a);--c:blue;--d:var(--c)}.x{color:var(--b)}';
    expect(pruneCustomProperties(css)).toBe(':root{--a:red;--b:var(--a);}.x{color:var(--b)}');
  });
});
