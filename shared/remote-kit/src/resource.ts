import { useCallback, useEffect, useRef, useState } from 'react';
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
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: undefined, loading: false });
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
