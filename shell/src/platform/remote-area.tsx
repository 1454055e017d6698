import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@floorhire/router';
import type { Parcel } from 'single-spa';
import { findOwner } from '@floorhire/registry';
import type { RegistryEntry } from '@floorhire/registry';
import type { RemoteProps } from '@floorhire/contract';
import { getEventBus } from '@floorhire/event-bus';
import { REMOTE_FALLBACK_TEXTS } from '@floorhire/rules';
import { Box, Button, Heading, Text } from '@floorhire/ui';
import { forgetRemote, loadLifecycles, REMOTE_TIMEOUT_MS, RemoteLoadError, withTimeout } from './remote-loader';
import type { RemoteFailure } from './remote-loader';
import { refreshRegistry, registryStore, useRegistry } from './registry-store';
import { markLoadingFailed, startLoading } from './loading-bar';
import { getApiBase, getRuntimeConfig } from './runtime-config';
import { sessionFacade } from './session';

type AreaStatus = { state: 'idle' } | { state: 'loading' } | { state: 'mounted' } | { state: 'failed'; reason: RemoteFailure; message: string };

/** Failures where code or a chunk did not arrive: the loading bar turns red (spec 000 §2.2). */
const CHUNK_FAILURES: readonly RemoteFailure[] = ['timeout', 'entry', 'container', 'module'];

function toLoadError(error: unknown, remote: string, fallback: RemoteFailure): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  return new RemoteLoadError(fallback, remote, error instanceof Error ? error.message : String(error), { cause: error });
}

function resolveEntry(name: string | undefined, pathname: string): RegistryEntry | null {
  const { doc } = registryStore.get();
  if (name) return doc.remotes[name] ?? null;
  return findOwner(doc, pathname)?.entry ?? null;
}

let parcelSeq = 0;

export interface RemoteAreaProps {
  /** Mount this remote; without it, the remote owning the current path. */
  name?: string;
  /** Shown when no registered remote owns the path. */
  notFound?: ReactNode;
  timeoutMs?: number;
}

/**
 * Mounts a remote as a single-spa parcel in its own DOM area. Whatever goes wrong — 404, 500,
 * hang, throw while loading, throw while rendering, bad integrity, contract mismatch — ends in
 * a fallback inside this area within the timeout; the rest of the page is untouched.
 */
export function RemoteArea({ name, notFound = null, timeoutMs = REMOTE_TIMEOUT_MS }: RemoteAreaProps) {
  const { doc, loaded } = useRegistry();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigateRef = useRef(navigate);
  const hostRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<AreaStatus>({ state: 'idle' });
  const owner = name ? (doc.remotes[name] ?? null) : (findOwner(doc, pathname)?.entry ?? null);
  const ownerName = owner?.name ?? null;

  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    const host = hostRef.current;
    const entry = ownerName ? resolveEntry(name, window.location.pathname) : null;
    if (!host || !entry) return;
    // A fresh element per mount: a React root never outlives its parcel.
    const element = document.createElement('div');
    element.dataset.remoteRoot = entry.name;
    host.appendChild(element);
    let cancelled = false;
    let parcel: Parcel | null = null;
    const done = startLoading();
    const started = performance.now();
    setStatus({ state: 'loading' });

    const unmountParcel = (target: Parcel | null) => {
      if (!target) return;
      target.mountPromise
        .then(() => (target.getStatus() === 'MOUNTED' ? target.unmount() : null))
        .catch(() => undefined)
        .finally(() => element.remove());
    };

    const fail = (error: RemoteLoadError) => {
      if (cancelled) return;
      console.error(`[platform] remote "${entry.name}" failed (${error.reason})`, error);
      if (CHUNK_FAILURES.includes(error.reason)) markLoadingFailed();
      if (error.reason === 'mount' || error.reason === 'render') forgetRemote(entry.name);
      setStatus({ state: 'failed', reason: error.reason, message: error.message });
      unmountParcel(parcel);
      parcel = null;
      done();
    };

    const bus = getEventBus();
    const props: Omit<RemoteProps, 'domElement'> = {
      basePath: entry.basePath,
      bus,
      session: sessionFacade,
      apiBase: getApiBase(),
      navigate: (to, options) => navigateRef.current(to, { replace: options?.replace ?? false }),
      notify: (request) => bus.emit('notify', request),
      reportError: (error) => fail(toLoadError(error, entry.name, 'render')),
      remote: { name: entry.name, version: entry.version },
      environment: getRuntimeConfig().environment,
    };

    void (async () => {
      const [lifecycles, { parcels }] = await Promise.all([loadLifecycles(entry, { timeoutMs, reuseLoaded: attempt === 0 }), import('./parcels')]);
      if (cancelled) return;
      const { mountRootParcel } = parcels();
      parcelSeq += 1;
      const mounted = mountRootParcel({ name: `${entry.name}#${parcelSeq}`, bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount }, { ...props, domElement: element });
      parcel = mounted;
      const remaining = Math.max(0, timeoutMs - (performance.now() - started));
      try {
        await withTimeout(mounted.mountPromise, remaining, () => new RemoteLoadError('timeout', entry.name, `did not mount within ${timeoutMs} ms`));
      } catch (error) {
        throw toLoadError(error, entry.name, 'mount');
      }
      if (cancelled) return;
      setStatus({ state: 'mounted' });
      done();
    })().catch((error: unknown) => fail(toLoadError(error, entry.name, 'module')));

    return () => {
      cancelled = true;
      done();
      const current = parcel;
      parcel = null;
      if (current) unmountParcel(current);
      else element.remove();
    };
  }, [ownerName, name, attempt, timeoutMs]);

  const retry = useCallback(async () => {
    setStatus({ state: 'loading' });
    await refreshRegistry();
    setAttempt((value) => value + 1);
  }, []);

  if (!owner) return loaded ? <>{notFound}</> : null;
  const failed = status.state === 'failed';
  return (
    <Box as="section" data-remote-area={owner.name} data-state={status.state} aria-busy={status.state === 'loading'} position="relative" minH="2rem">
      <div ref={hostRef} hidden={failed} />
      {failed && (
        <Box role="alert" data-testid="remote-fallback" data-reason={status.reason} borderWidth="1px" borderRadius="md" p={{ base: 4, md: 6 }} m={{ base: 2, md: 4 }} maxW="40rem">
          <Heading as="h2" size="md" mb={2}>
            {REMOTE_FALLBACK_TEXTS.title}
          </Heading>
          <Text mb={4}>{REMOTE_FALLBACK_TEXTS.body}</Text>
          <Button colorPalette="brand" onClick={() => void retry()}>
            {REMOTE_FALLBACK_TEXTS.retry}
          </Button>
        </Box>
      )}
    </Box>
  );
}
