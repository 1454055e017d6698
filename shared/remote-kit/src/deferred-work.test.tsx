import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { runInOwnTask, useDrawing, useInView } from './deferred-work';

describe('runInOwnTask', () => {
  afterEach(() => vi.useRealTimers());

  it('runs queued jobs one task each, in order, and skips a cancelled one', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    runInOwnTask(() => ran.push('a'));
    const cancelB = runInOwnTask(() => ran.push('b'));
    runInOwnTask(() => ran.push('c'));
    cancelB();
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'c']);
  });

  it('keeps draining after a job throws', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    runInOwnTask(() => {
      throw new Error('chart failed');
    });
    runInOwnTask(() => ran.push('next'));
    expect(() => vi.advanceTimersToNextTimer()).toThrow('chart failed');
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['next']);
  });
});

describe('useInView', () => {
  function Probe() {
    const ref = useRef<HTMLDivElement>(null);
    const inView = useInView(ref);
    return <div ref={ref}>{inView ? 'in view' : 'not yet'}</div>;
  }

  it('turns true when the element reaches the viewport, and stays true', () => {
    const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; disconnected: boolean };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    try {
      render(<Probe />);
      expect(screen.getByText('not yet')).toBeTruthy();
      act(() => observers[0]!.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(screen.getByText('not yet')).toBeTruthy();
      act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(screen.getByText('in view')).toBeTruthy();
      expect(observers[0]!.disconnected).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('useDrawing', () => {
  afterEach(() => vi.useRealTimers());

  it('draws in a task of its own and destroys the drawing when the page leaves', () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const draw = (element: HTMLElement) => {
      events.push(`draw ${element.dataset['chart']}`);
      return { destroy: () => events.push('destroy') };
    };
    function Chart() {
      const ref = useRef<HTMLDivElement>(null);
      useDrawing(ref, draw);
      return <div ref={ref} data-chart="hires" />;
    }
    const view = render(<Chart />);
    expect(events).toEqual([]);
    act(() => vi.advanceTimersToNextTimer());
    expect(events).toEqual(['draw hires']);
    view.unmount();
    expect(events).toEqual(['draw hires', 'destroy']);
  });

  it('never draws for a page that left before its turn', () => {
    vi.useFakeTimers();
    const draw = vi.fn(() => ({ destroy() {} }));
    function Chart() {
      const ref = useRef<HTMLDivElement>(null);
      useDrawing(ref, draw);
      return <div ref={ref} />;
    }
    render(<Chart />).unmount();
    vi.runAllTimers();
    expect(draw).not.toHaveBeenCalled();
  });
});
