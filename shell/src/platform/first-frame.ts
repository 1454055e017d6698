/**
 * Runs `work` once the browser has drawn a frame (a task after the next animation frame), or
 * after `atMostMs` should no frame come: a tab opened in the background draws none until it is
 * shown, and must still start. Part of the entry chunk: it imports nothing.
 */
export function afterFirstFrame(work: () => void, atMostMs = 50, win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    work();
  };
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
  win.setTimeout(start, atMostMs);
}
