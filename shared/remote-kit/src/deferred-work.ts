import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. Heavy
 * drawings (charts) below the fold then cost nothing until the user scrolls towards them
 * (ADR 281). Where the browser has no IntersectionObserver, the element counts as in view.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);
  return inView;
}

const queue: (() => void)[] = [];
let draining = false;

function drainOne() {
  const job = queue.shift();
  try {
    job?.();
  } finally {
    if (queue.length > 0) setTimeout(drainOne, 0);
    else draining = false;
  }
}

/**
 * Runs each job in a task of its own, in the order given: five charts asked for by one React
 * commit draw as five short tasks the browser can interleave with input, not one long one.
 * Returns a cancel function (a job not yet run never runs).
 */
export function runInOwnTask(job: () => void): () => void {
  let cancelled = false;
  queue.push(() => {
    if (!cancelled) job();
  });
  if (!draining) {
    draining = true;
    setTimeout(drainOne, 0);
  }
  return () => {
    cancelled = true;
  };
}

/**
 * Draws into the element in a task of its own (runInOwnTask) whenever `draw` changes, and
 * destroys the drawing on change or unmount: how a page hands a chart library its element.
 * Memoise `draw` (useCallback) on what the drawing shows.
 */
export function useDrawing(ref: RefObject<HTMLElement | null>, draw: (element: HTMLElement) => { destroy(): void }): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let drawing: { destroy(): void } | null = null;
    const cancel = runInOwnTask(() => {
      drawing = draw(element);
    });
    return () => {
      cancel();
      drawing?.destroy();
    };
  }, [ref, draw]);
}
