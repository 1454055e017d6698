// The page takes over from the prerendered first paint (ADR 280). Imports nothing: the entry
// chunk and every layout use it.
import { useLayoutEffect } from 'react';

/** The element index.html's first paint lives in (see prerender.tsx). */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * Removes the first paint, which shows #root in the same frame. Called when a real screen has
 * committed, so the visitor never sees a blank or a spinner between the two; idempotent.
 */
export function handOverFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
}

/** In a layout or screen that is ready to be seen: hands over before the browser paints it. */
export function useFirstPaintHandOver(): void {
  useLayoutEffect(() => handOverFirstPaint(), []);
}

/** The same, placed beside a screen inside its Suspense boundary: it commits with the screen. */
export function FirstPaintHandOver(): null {
  useFirstPaintHandOver();
  return null;
}
