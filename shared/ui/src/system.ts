import { createSystem, defineConfig } from '@chakra-ui/react';
import { themeSlice } from './recipes';

/** Spec 000 §9: the theme's primary colour is green #00900D. */
export const PRIMARY_COLOR = '#00900D';

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
          600: { value: '#00800c' },
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
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
  },
});

/** The one Chakra system: the shell and every remote render with it, so they look like one product. */
export const system = createSystem(themeSlice, config);
