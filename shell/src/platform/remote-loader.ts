import { CONTRACT_VERSION, isCompatibleContract } from '@floorhire/contract';
import type { RemoteLifecycles } from '@floorhire/contract';
import type { RegistryEntry } from '@floorhire/registry';
import type * as FederationModule from './federation';

/** What this shell's build provides of each shared singleton (stamped by the build factory). */
export function providedShared(): Readonly<Record<string, string>> {
  try {
    return JSON.parse(process.env.FLOORHIRE_SHARED_VERSIONS ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** A remote must be on screen, or replaced by its fallback, within 3 s (architecture targets). */
export const REMOTE_TIMEOUT_MS = 2500;

/** Everything that can go wrong between the registry entry and a mounted remote. */
export type RemoteFailure = 'timeout' | 'entry' | 'container' | 'contract' | 'module' | 'mount' | 'render';

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly reason: RemoteFailure,
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`[${remote}] ${message}`, options);
  }
}

interface Loaded {
  entryUrl: string;
  lifecycles: RemoteLifecycles;
}

const loaded = new Map<string, Loaded>();

/** Resolves within ms or rejects with a timeout; the work itself is abandoned, not cancelled. */
export function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads the entry script ourselves so the browser enforces the registry's sha384 (Subresource
 * Integrity): a mismatch fires onerror and the remote never runs — fail closed. The MF runtime
 * then finds the container on window and does not fetch the script again.
 */
function injectEntry(entry: RegistryEntry, url: string, deadline: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.integrity = entry.integrity;
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.dataset.remote = entry.name;
    script.dataset.version = entry.version;
    const cleanup = () => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    };
    const timer = setTimeout(() => {
      cleanup();
      script.remove();
      reject(new RemoteLoadError('timeout', entry.name, `entry ${url} did not load within ${Math.round(deadline)} ms`));
    }, Math.max(0, deadline));
    script.onload = () => {
      cleanup();
      resolve();
    };
    script.onerror = () => {
      cleanup();
      script.remove();
      reject(new RemoteLoadError('entry', entry.name, `entry ${url} failed to load (missing, server error or integrity mismatch)`));
    };
    document.head.appendChild(script);
  });
}

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const candidate = value as Partial<RemoteLifecycles> | null;
  return !!candidate && typeof candidate.bootstrap === 'function' && typeof candidate.mount === 'function' && typeof candidate.unmount === 'function';
}

export interface LoadOptions {
  timeoutMs: number;
  /** Reuse a version already running in this page even if the registry moved on (default true). */
  reuseLoaded?: boolean;
}

/**
 * Returns the remote's lifecycles. A remote that already runs in this page keeps its version
 * until reload (the update notice tells the user); a failed or replaced one loads afresh.
 */
const inflight = new Map<string, { entryUrl: string; promise: Promise<RemoteLifecycles> }>();

export function loadLifecycles(entry: RegistryEntry, options: LoadOptions): Promise<RemoteLifecycles> {
  // Two areas (or StrictMode's double effect) asking at once share one load.
  const pending = inflight.get(entry.name);
  if (pending && pending.entryUrl === entry.entryUrl) return pending.promise;
  const promise = load(entry, options).finally(() => {
    if (inflight.get(entry.name)?.promise === promise) inflight.delete(entry.name);
  });
  inflight.set(entry.name, { entryUrl: entry.entryUrl, promise });
  return promise;
}

async function load(entry: RegistryEntry, options: LoadOptions): Promise<RemoteLifecycles> {
  const existing = loaded.get(entry.name);
  if (existing && (existing.entryUrl === entry.entryUrl || options.reuseLoaded !== false)) return existing.lifecycles;
  if (!isCompatibleContract(entry.contractVersion, CONTRACT_VERSION)) {
    throw new RemoteLoadError('contract', entry.name, `implements shell contract ${entry.contractVersion}, this shell speaks ${CONTRACT_VERSION}`);
  }
  const started = performance.now();
  // The federation runtime and the share scope come with the first remote (ADR 282).
  let mf: typeof FederationModule;
  try {
    mf = await withTimeout(import('./federation'), options.timeoutMs, () => new RemoteLoadError('timeout', entry.name, `the federation runtime did not load within ${options.timeoutMs} ms`));
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError('entry', entry.name, `the federation runtime failed to load: ${String(error)}`, { cause: error });
  }
  const unmet = mf.unmetSharedRequirements(entry.shared, providedShared());
  if (unmet.length > 0) throw new RemoteLoadError('contract', entry.name, `needs ${unmet.join(', ')}`);
  const host = mf.federation();
  const url = new URL(entry.entryUrl, location.href).href;
  const globals = window as unknown as Record<string, unknown>;
  // Force: forget any earlier (failed or older) registration, container and cached entry.
  host.registerRemotes([{ name: entry.name, entry: url }], { force: true });
  if (globals[entry.name] !== undefined) globals[entry.name] = undefined;
  loaded.delete(entry.name);

  await injectEntry(entry, url, options.timeoutMs - (performance.now() - started));
  if (!globals[entry.name]) {
    throw new RemoteLoadError('container', entry.name, `entry ${url} ran but registered no container (it threw while loading)`);
  }
  const remaining = options.timeoutMs - (performance.now() - started);
  let module: unknown;
  try {
    module = await withTimeout(
      host.loadRemote<unknown>(`${entry.name}/lifecycle`),
      Math.max(0, remaining),
      () => new RemoteLoadError('timeout', entry.name, `module ./lifecycle did not load within ${options.timeoutMs} ms`),
    );
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError('module', entry.name, `module ./lifecycle failed to load: ${String(error)}`, { cause: error });
  }
  const lifecycles = (module as { default?: unknown } | null)?.default && !isLifecycles(module) ? (module as { default: unknown }).default : module;
  if (!isLifecycles(lifecycles)) throw new RemoteLoadError('module', entry.name, './lifecycle does not export bootstrap, mount and unmount');
  loaded.set(entry.name, { entryUrl: entry.entryUrl, lifecycles });
  return lifecycles;
}

/** After a mount or render failure the loaded copy is suspect: the next attempt loads afresh. */
export function forgetRemote(name: string): void {
  loaded.delete(name);
}
