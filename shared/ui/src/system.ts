import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { themeSlice } from './recipes';

type TokenTree = { [key: string]: unknown };

/**
 * Semantic tokens with only their light value: FloorHire renders in light mode only, and the
 * dark variants made Chakra build, at every page start, a second set of CSS variables nothing
 * reads (about 40% of createSystem's time, ADR 282).
 */
export function lightOnly<T>(tokens: T): T {
  if (!tokens || typeof tokens !== 'object' || Array.isArray(tokens)) return tokens;
  const node = tokens as TokenTree;
  const value = node['value'];
  if (value && typeof value === 'object' && '_light' in value) return { ...node, value: (value as TokenTree)['_light'] } as T;
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/** Spec 000 §9: the theme's primary colour is green #00900D. */
export const PRIMARY_COLOR = '#00900D';

/**
 * Solid backgrounds under white text (buttons, the trial banner): white on #00900D is 4.2:1, below
 * WCAG's 4.5:1, so they use this darker shade of the brand green: 5.5:1, and 4.6:1 under Chakra's
 * 90% hover (ADR 152). #00900D stays the brand colour of the logo, accents and focus ring.
 */
export const PRIMARY_SOLID_COLOR = '#007A0C';

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f4e7' },
          100: { value: '#c2e4c4' },
          200: { value: '#8fce93' },
          300: { value: '#5cb862' },
          400: { value: '#2aa232' },
          500: { value: PRIMARY_COLOR },
          600: { value: PRIMARY_SOLID_COLOR },
          700: { value: '#006b0a' },
          800: { value: '#005508' },
          900: { value: '#003d06' },
          950: { value: '#002a04' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's light status texts are below 4.5:1 on white (red.500 3.8:1, orange.600 3.6:1,
        // green.600 3.3:1): field errors and status lines use a darker step (ADR 152).
        fg: {
          error: { value: '{colors.red.600}' },
          warning: { value: '{colors.orange.700}' },
          success: { value: '{colors.green.700}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
  },
});

let built: SystemContext | undefined;

/**
 * The one Chakra system: the shell and every remote render with it, so they look like one
 * product. Built on first use, not when this module is evaluated: building it is about 30 ms
 * of a phone's CPU, which the shell runs in a task of its own (ADR 284).
 */
export function getSystem(): SystemContext {
  return (built ??= createSystem({ ...themeSlice, theme: { ...themeSlice.theme, semanticTokens: lightOnly(themeSlice.theme?.semanticTokens) } }, config));
}
