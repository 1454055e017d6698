import { PROMISE_POOL_CONCURRENCY } from './constants';

export type PoolResult<R> = { status: 'fulfilled'; value: R } | { status: 'rejected'; reason: unknown };

/**
 * Runs fn over items with at most `concurrency` calls in flight. Results keep the order of
 * items and one failure does not stop the others (bulk status changes report partial
 * failure, spec 001 §8).
 */
export async function promisePool<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => Promise<R>,
  concurrency: number = PROMISE_POOL_CONCURRENCY,
): Promise<PoolResult<R>[]> {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
  const results: PoolResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await fn(items[index] as T, index) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
