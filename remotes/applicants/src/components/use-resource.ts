import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isCancelled } from '@floorhire/api-client';
import { DEFAULT_ERROR_MESSAGE } from '@floorhire/rules';

// The remote's one data-loading helper (style guide: wrap data libraries behind our own small
// helper). A call per key; a newer key or an unmount aborts the older call, whose answer is
// ignored (spec 001 §7: cancelled requests are ignored).

export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload(): void;
  /** Local update after a write, without another round trip. */
  mutate(update: (current: T | undefined) => T | undefined): void;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ message: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE, statusCode: 0 });
}

/** Loads `load` whenever `key` changes (null: nothing to load yet). */
export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const loadRef = useRef(load);
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; error: ApiError | undefined; loading: boolean }>({ data: undefined, error: undefined, loading: key !== null });

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
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
  return { ...state, reload, mutate };
}
