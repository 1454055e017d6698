import { describe, expect, it, vi } from 'vitest';
import { afterFirstFrame } from './first-frame';

function fakeWindow() {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  return {
    win: {
      requestAnimationFrame: (fn: FrameRequestCallback) => frames.push(() => fn(now)),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ at: now + ms, run: fn }),
    } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>,
    frame: () => frames.shift()?.(),
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('afterFirstFrame', () => {
  it('runs the work in the task after the first frame, once', () => {
    const { win, frame, advance } = fakeWindow();
    const work = vi.fn();
    afterFirstFrame(work, 50, win);
    expect(work).not.toHaveBeenCalled();
    frame();
    expect(work).not.toHaveBeenCalled();
    advance(0);
    expect(work).toHaveBeenCalledTimes(1);
    advance(100);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts anyway in a tab that draws no frame (opened in the background)', () => {
    const { win, advance } = fakeWindow();
    const work = vi.fn();
    afterFirstFrame(work, 50, win);
    advance(49);
    expect(work).not.toHaveBeenCalled();
    advance(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
