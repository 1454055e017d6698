import { emptyRegistry, parseRegistry, runningFingerprint } from '@floorhire/registry';
import type { NavEntry, RegistryDocument } from '@floorhire/registry';
import { useMemo } from 'react';
import { REGISTRY_URL, takeEarly } from './early-reads';
import { createStore, useStore } from './store';

export { REGISTRY_URL };

export interface RegistryState {
  doc: RegistryDocument;
  /** True once a registry has been read successfully. */
  loaded: boolean;
  error: string | null;
  /** What this tab started with: the update notice compares against it. */
  bootFingerprint: string | null;
}

export const registryStore = createStore<RegistryState>({ doc: emptyRegistry(new Date(0)), loaded: false, error: null, bootFingerprint: null });

export async function fetchRegistry(): Promise<RegistryDocument> {
  // The page's first read was started by index.ts; every later one (the 10 s poll) asks afresh.
  const response = await (takeEarly('registry') ?? fetch(REGISTRY_URL, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  return parseRegistry(await response.json());
}

/** Re-reads the registry; on failure keeps the last good document and records the error. */
export async function refreshRegistry(): Promise<RegistryDocument> {
  try {
    const doc = await fetchRegistry();
    registryStore.set((state) => ({ doc, loaded: true, error: null, bootFingerprint: state.bootFingerprint ?? runningFingerprint(doc) }));
    return doc;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('[platform] registry unavailable', error);
    registryStore.set((state) => ({ ...state, error: message }));
    return registryStore.get().doc;
  }
}

export function useRegistry(): RegistryState {
  return useStore(registryStore);
}

export interface RegisteredNavEntry extends NavEntry {
  remote: string;
}

/** Nav entries of every registered remote, ordered; the shell filters them by area and role. */
export function useNavEntries(area?: NavEntry['area']): RegisteredNavEntry[] {
  const { doc } = useRegistry();
  return useMemo(
    () =>
      Object.values(doc.remotes)
        .flatMap((entry) => entry.nav.map((nav) => ({ ...nav, remote: entry.name })))
        .filter((nav) => !area || nav.area === area)
        // Labels are compared by code unit: a first localeCompare builds ICU's collator, about
        // 8 ms of a phone's first render (ADR 284), for English labels that sort alike either way.
        .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)),
    [doc, area],
  );
}
