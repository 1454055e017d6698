import type { RegistryEntry } from '@floorhire/registry';

// Which copy of the shell's index.html a page is answered with (ADR 280). The shell's build
// writes two copies with a prerendered first paint (shell/src/first-paint/documents.ts): the
// login form, and the app frame of someone who may be signed in. The browser paints it from
// the document, before any script has loaded.

/** File names in the shell's build (shell/src/first-paint/documents.ts). */
export const FIRST_PAINT_FILES = { login: 'first-paint-login.html', app: 'first-paint-app.html' } as const;

/** The readable cookie the API sets beside the refresh cookie (SESSION_HINT_COOKIE in @floorhire/rules, ADR 143). */
const SESSION_HINT = 'fh_session';

export function hasSessionHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SESSION_HINT}=1`);
}

/**
 * The shell document for a page: the app frame when a session may exist (the shell restores it
 * and shows the signed-in layout; a stale hint costs a swap to /login), the login form for a
 * visitor's /login, else the plain index.html: a visitor's other pages (sign-up, links, the
 * guarded pages that redirect to /login) would show something else than either paint.
 */
export function shellDocumentFor(pathname: string, cookieHeader: string | undefined): string {
  if (hasSessionHint(cookieHeader)) return FIRST_PAINT_FILES.app;
  if (pathname === '/login') return FIRST_PAINT_FILES.login;
  return 'index.html';
}

/** The files a remote's exposed lifecycle needs at once, from its release's mf-manifest.json. */
export function lifecycleFiles(manifest: unknown): string[] {
  const exposes = (manifest as { exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[] } | null)?.exposes;
  const lifecycle = Array.isArray(exposes) ? exposes.find((e) => e.name === 'lifecycle') : undefined;
  const sync = lifecycle?.assets?.js?.sync;
  return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/u.test(file)) : [];
}

/**
 * The Link header that preloads the remote owning a page, for someone who may be signed in
 * (ADR 284): its entry, and the files of its exposed lifecycle its manifest names. Without it
 * they download after the registry read and the shell's evaluation, one after the other; with
 * it they arrive with the shell's own chunks. The entry carries its integrity and CORS mode, as
 * the remote loader's <script> asks for it, so the browser uses the preloaded copy; the chunks
 * are plain scripts, as webpack loads them.
 */
export function remotePreloads(owner: Pick<RegistryEntry, 'entryUrl' | 'integrity'>, manifest: unknown): string {
  const base = owner.entryUrl.slice(0, owner.entryUrl.lastIndexOf('/') + 1);
  const links = [`<${encodeURI(owner.entryUrl)}>; rel=preload; as=script; crossorigin=anonymous; integrity="${owner.integrity}"`];
  for (const file of lifecycleFiles(manifest)) links.push(`<${encodeURI(base + file)}>; rel=preload; as=script`);
  return links.join(', ');
}
