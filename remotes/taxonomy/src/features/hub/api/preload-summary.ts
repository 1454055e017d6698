import { preloadResource, type DataPreloadContext } from '@floorhire/remote-kit';
import { fetchSummary, SUMMARY_KEY } from './get-summary';

/** The hub's one read leaves with its code, not after its first render (ADR 284). */
export function preloadSummary({ api }: DataPreloadContext): void {
  preloadResource(SUMMARY_KEY, (signal) => fetchSummary(api, signal));
}
