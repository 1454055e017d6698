import { describe, expect, it } from 'vitest';
import { getSystem, lightOnly, PRIMARY_COLOR } from './system';

const system = getSystem();

/** A token's colour with references followed ('{colors.brand.600}' → '#007A0C'). */
function resolve(name: string): string {
  const token = system.tokens.getByName(name);
  if (!token) throw new Error(`no token ${name}`);
  // Conditional tokens: the light mode the product renders in.
  const conditions = token.extensions.conditions as { _light?: string; base?: string } | undefined;
  const value = String(conditions?._light ?? conditions?.base ?? token.originalValue);
  const ref = /^\{(.+)\}$/u.exec(value);
  return ref ? resolve(ref[1]!) : value;
}

const NAMED: Record<string, string> = { white: '#ffffff' };

function luminance(colour: string): number {
  const hex = (NAMED[colour] ?? colour).replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Chakra's solid hover paints the colour at 90% over the page (white). */
function overWhite(colour: string, alpha: number): string {
  const hex = colour.replace('#', '');
  return `#${[0, 2, 4].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * alpha + 255 * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
}

describe('brand colours (spec 000 §9, WCAG 2.2 AA)', () => {
  it('keeps #00900D as the brand colour', () => {
    expect(resolve('colors.brand.500')).toBe(PRIMARY_COLOR);
    expect(PRIMARY_COLOR).toBe('#00900D');
  });

  it('white text on a solid brand background reaches 4.5:1, at rest and under the hover tint', () => {
    const solid = resolve('colors.brand.solid');
    const text = resolve('colors.brand.contrast');
    expect(contrast(solid, text)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(overWhite(solid, 0.9), text)).toBeGreaterThanOrEqual(4.5);
    // The spec's own green would not: this is why solids use a darker shade.
    expect(contrast(PRIMARY_COLOR, '#ffffff')).toBeLessThan(4.5);
  });

  it('field errors and status texts reach 4.5:1 on white', () => {
    for (const name of ['colors.fg.error', 'colors.fg.warning', 'colors.fg.success', 'colors.fg.info', 'colors.fg.muted']) {
      expect(contrast(resolve(name), '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('brand text on white and on the subtle brand tint reaches 4.5:1', () => {
    const fg = resolve('colors.brand.fg');
    expect(contrast(fg, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fg, resolve('colors.brand.subtle'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('light mode only (ADR 282)', () => {
  it('keeps each semantic token\'s light value and builds no dark variables', () => {
    expect(lightOnly({ colors: { fg: { value: { _light: '{colors.black}', _dark: '{colors.white}' } }, bg: { DEFAULT: { value: 'white' } } } })).toEqual({
      colors: { fg: { value: '{colors.black}' }, bg: { DEFAULT: { value: 'white' } } },
    });
    expect(resolve('colors.fg')).toBe(resolve('colors.black'));
    const css = JSON.stringify(system._global);
    expect(css).toContain('--chakra-colors-fg');
    expect(css).not.toMatch(/\.dark|_dark|\[data-theme=dark\]/u);
  });
});
