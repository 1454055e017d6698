import { findOwner } from '@floorhire/registry';
import type { RegistryDocument } from '@floorhire/registry';
import { hasSessionHint } from './early-reads';
import { loadLifecycles } from './remote-loader';

/**
 * Starts loading the remote that owns the page's path as soon as the registry is read, while
 * the shell restores the session and renders its frame (ADR 281): its entry, its exposed module
 * and the shared modules it needs then arrive alongside the shell's own work instead of after
 * the shell's first render, a chain of three round trips shorter before the page's content.
 * Only when a session may exist (the hint cookie): a visitor's guarded page redirects to /login,
 * and a remote loaded for it would be wasted bytes. The area that mounts the remote takes the
 * same load (loadLifecycles shares one load per remote), with its deadline counted from here.
 */
export function preloadRouteRemote(doc: RegistryDocument, pathname: string, timeoutMs: number, cookie: string = document.cookie): string | null {
  if (!hasSessionHint(cookie)) return null;
  const owner = findOwner(doc, pathname)?.entry;
  if (!owner) return null;
  // A failure is reported by the area when it takes this load; nothing to do here.
  loadLifecycles(owner, { timeoutMs }).catch(() => undefined);
  return owner.name;
}
