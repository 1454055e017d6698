import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isCancelled } from '@floorhire/api-client';
import { DEFAULT_ERROR_MESSAGE } from '@floorhire/rules';

// The one data-loading helper of every remote (style guide: wrap data libraries behind our own
// small helper). One call per key; a newer key or an unmount aborts the older call, whose answer
// is ignored (spec 001 §7: cancelled requests are ignored). The last data stays while reloading.

export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload(): void;
  /** Local update after a write, without another round trip. */
  mutate(update: (current: T | undefined) => T | undefined): void;
  /** Replace the data with a write's answer. */
  setData(next: T): void;
}

/** Anything a load can throw, as the ApiError every page state reads (status 0: not from the server). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ message: error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE, statusCode: 0 }, { cause: error });
}

interface State<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
}

/** How long a preloaded answer waits for its page; older ones are read again (ADR 284). */
export const PRELOAD_TTL_MS = 10_000;

interface Preloaded {
  promise: Promise<unknown>;
  at: number;
}

const preloaded = new Map<string, Preloaded>();

/**
 * Starts the read a page's useResource(key) will make, before the page's code has arrived or
 * rendered (a remote calls it from its mount, ADR 284). The page's first useResource with that
 * key takes the answer instead of asking again; a key nobody takes within PRELOAD_TTL_MS is
 * dropped. A failed preload is taken like a failed read: the page shows its error and retries.
 */
export function preloadResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>, now: number = Date.now()): void {
  const known = preloaded.get(key);
  if (known && now - known.at < PRELOAD_TTL_MS) return;
  const promise = load(new AbortController().signal);
  // Nobody may take it: its failure is the page's to show, not an unhandled rejection.
  promise.catch(() => undefined);
  preloaded.set(key, { promise, at: now });
}

/** The preloaded read of `key`, once: later calls read again. */
function takePreloaded(key: string): Promise<unknown> | undefined {
  const entry = preloaded.get(key);
  if (!entry) return undefined;
  preloaded.delete(key);
  return Date.now() - entry.at < PRELOAD_TTL_MS ? entry.promise : undefined;
}

/** Loads `load` whenever `key` changes; `key` null means "nothing to load yet". */
export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const loadRef = useRef(load);
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<State<T>>({ data: undefined, error: undefined, loading: key !== null });

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) {
      setState((s) => (s.loading ? { ...s, loading: false } : s));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    // A reload (tick > 0) always asks the server.
    const early = tick === 0 ? (takePreloaded(key) as Promise<T> | undefined) : undefined;
    (early ?? loadRef.current(controller.signal)).then(
      (data) => {
        // As a transition: a page drawing what its reads brought renders in slices that yield to
        // the browser, not in one long task per answer (ADR 284).
        if (!controller.signal.aborted) startTransition(() => setState({ data, error: undefined, loading: false }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        setState((s) => ({ ...s, error: toApiError(error), loading: false }));
      },
    );
    return () => controller.abort();
  }, [key, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const mutate = useCallback((update: (current: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: update(s.data) })), []);
  const setData = useCallback((next: T) => setState((s) => ({ ...s, data: next, error: undefined })), []);
  return { ...state, reload, mutate, setData };
}
