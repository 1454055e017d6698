import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID, FirstPaintHandOver, handOverFirstPaint } from './hand-over';

function placeFirstPaint() {
  document.body.innerHTML = `<style>#${FIRST_PAINT_ID}+#root{display:none}</style><div id="${FIRST_PAINT_ID}">paint</div><div id="root"></div>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('handing the first paint over to the page (ADR 280)', () => {
  it('removes the first paint, which is what shows #root, and is harmless when done twice', () => {
    placeFirstPaint();
    handOverFirstPaint();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
    expect(() => handOverFirstPaint()).not.toThrow();
  });

  it('hands over when the screen beside it commits', () => {
    placeFirstPaint();
    render(<FirstPaintHandOver />, { container: document.getElementById('root')! });
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });
});
