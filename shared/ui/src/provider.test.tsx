import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Button } from './components';
import { UiProvider } from './provider';

const globalSheets = () => [...document.querySelectorAll('style[data-emotion]')].filter((style) => / css-global/u.test(` ${style.getAttribute('data-emotion') ?? ''}`));
const documentStyleText = () => globalSheets().map((style) => style.textContent ?? '').join('');

describe('UiProvider', () => {
  afterEach(() => {
    cleanup();
    for (const style of globalSheets()) style.remove();
  });

  it('writes the document styles (reset and token variables) once, from the page\'s own root', () => {
    render(
      <UiProvider>
        <Button>Save</Button>
      </UiProvider>,
    );
    expect(documentStyleText()).toContain('--chakra-colors-brand-500');
  });

  it('gives a remote\'s root the same system without writing the document styles again', () => {
    render(
      <UiProvider documentStyles={false}>
        <Button>Save</Button>
      </UiProvider>,
    );
    expect(documentStyleText()).not.toContain('--chakra-colors-brand-500');
    expect(document.querySelector('button')?.className).toMatch(/chakra-button/u);
  });
});
