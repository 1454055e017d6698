import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render';
import { Logo } from './app-bar';

describe('Logo (§2.3 holiday variant)', () => {
  it('wears the holiday mark and names the holiday on Christmas Eve', () => {
    renderUi(<Logo date={new Date(2026, 11, 24, 12)} />);
    const link = screen.getByRole('link', { name: 'FloorHire — Happy Holidays, home' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.getAttribute('data-holiday')).toBe('winter-holidays');
    const svg = link.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('24');
    expect(svg?.getAttribute('height')).toBe('24');
  });

  it('is the plain logo on an ordinary day', () => {
    renderUi(<Logo date={new Date(2026, 2, 10, 12)} />);
    const link = screen.getByRole('link', { name: 'FloorHire, home' });
    expect(link.getAttribute('data-holiday')).toBeNull();
    expect(link.querySelector('svg')?.childElementCount).toBe(2);
  });
});
