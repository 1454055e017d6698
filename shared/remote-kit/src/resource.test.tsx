import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from '@floorhire/api-client';
import { preloadResource, PRELOAD_TTL_MS, useResource, type Resource } from './resource';

let latest: Resource<string> | undefined;
afterEach(() => {
  latest = undefined;
});

function Probe({ id, load }: { id: string | null; load: (key: string, signal: AbortSignal) => Promise<string> }) {
  latest = useResource(id, (signal) => load(id ?? '', signal));
  return <p>{latest.loading ? 'loading' : (latest.error?.message ?? latest.data ?? 'nothing')}</p>;
}

describe('useResource', () => {
  it('loads per key, keeps the last data while reloading, and ignores the answer of a superseded key', async () => {
    const pending = new Map<string, (value: string) => void>();
    const aborted: string[] = [];
    const load = (key: string, signal: AbortSignal) =>
      new Promise<string>((resolve) => {
        pending.set(key, resolve);
        signal.addEventListener('abort', () => aborted.push(key));
      });
    const { rerender } = render(<Probe id="a" load={load} />);
    expect(screen.getByText('loading')).toBeTruthy();
    rerender(<Probe id="b" load={load} />);
    expect(aborted).toEqual(['a']);
    await act(async () => pending.get('a')?.('answer a'));
    await act(async () => pending.get('b')?.('answer b'));
    expect(screen.getByText('answer b')).toBeTruthy();
    act(() => latest?.reload());
    expect(latest?.data).toBe('answer b');
    await act(async () => pending.get('b')?.('answer b again'));
    expect(screen.getByText('answer b again')).toBeTruthy();
  });

  it('loads nothing for a null key, and turns any failure into an ApiError with a message', async () => {
    const { rerender } = render(<Probe id={null} load={() => Promise.resolve('x')} />);
    expect(screen.getByText('nothing')).toBeTruthy();
    rerender(<Probe id="c" load={() => Promise.reject(new Error('offline'))} />);
    await waitFor(() => expect(screen.getByText('offline')).toBeTruthy());
    expect(latest?.error).toBeInstanceOf(ApiError);
  });

  it('updates the data locally after a write', async () => {
    function Local() {
      const [n] = useState(0);
      latest = useResource(`k${n}`, async () => 'first');
      return <p>{latest.data}</p>;
    }
    render(<Local />);
    await screen.findByText('first');
    act(() => latest?.mutate((current) => `${current} + edit`));
    expect(screen.getByText('first + edit')).toBeTruthy();
    act(() => latest?.setData('saved'));
    expect(screen.getByText('saved')).toBeTruthy();
  });
});

describe('preloadResource (ADR 284)', () => {
  it('hands its answer to the first useResource of the key, which asks no second time; a reload asks again', async () => {
    const asked: string[] = [];
    const load = async (key: string) => {
      asked.push(key);
      return `answer ${asked.length}`;
    };
    preloadResource('inbox:1', () => load('inbox:1'));
    expect(asked).toEqual(['inbox:1']);
    render(<Probe id="inbox:1" load={load} />);
    expect(await screen.findByText('answer 1')).toBeTruthy();
    expect(asked).toEqual(['inbox:1']);
    act(() => latest?.reload());
    expect(await screen.findByText('answer 2')).toBeTruthy();
  });

  it('is taken once: a second page of the same key reads for itself', async () => {
    let reads = 0;
    const load = async () => `read ${++reads}`;
    preloadResource('once', load);
    const first = render(<Probe id="once" load={load} />);
    await screen.findByText('read 1');
    first.unmount();
    render(<Probe id="once" load={load} />);
    expect(await screen.findByText('read 2')).toBeTruthy();
  });

  it('is dropped when nobody took it in time, and a failed preload shows as the page\'s error', async () => {
    let reads = 0;
    preloadResource('stale', async () => `preloaded ${++reads}`, Date.now() - PRELOAD_TTL_MS - 1);
    const stale = render(<Probe id="stale" load={async () => `fresh ${++reads}`} />);
    expect(await screen.findByText('fresh 2')).toBeTruthy();
    stale.unmount();
    preloadResource('broken', () => Promise.reject(new Error('Service unavailable')));
    render(<Probe id="broken" load={async () => 'never asked'} />);
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
  });

  it('starts a key once while a preload of it is fresh', () => {
    let starts = 0;
    preloadResource('twice', async () => ++starts);
    preloadResource('twice', async () => ++starts);
    expect(starts).toBe(1);
  });
});
