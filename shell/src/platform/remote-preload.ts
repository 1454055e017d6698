import { findOwner } from '@floorhire/registry';
import type { RegistryDocument } from '@floorhire/registry';

/**
 * On a remote's page, starts downloading its entry as soon as the registry is read, while the
 * session is still being restored (ADR 144). The preload carries the registry's integrity and
 * the same CORS mode as the script the loader injects later, which then takes the preloaded
 * response: the integrity check still decides whether it runs. A remote that needs a role is
 * preloaded only when the browser may have a session, so a visitor sent to /login downloads
 * nothing it will not run.
 */
export function preloadRemoteEntry(doc: RegistryDocument, path: string, mayHaveSession: boolean, page: Document = document): HTMLLinkElement | null {
  const entry = findOwner(doc, path)?.entry;
  if (!entry || (entry.roles.length > 0 && !mayHaveSession)) return null;
  const href = new URL(entry.entryUrl, page.baseURI).href;
  if ([...page.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === href)) return null;
  const link = page.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  link.integrity = entry.integrity;
  link.crossOrigin = 'anonymous';
  page.head.append(link);
  return link;
}
