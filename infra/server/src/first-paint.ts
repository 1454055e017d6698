// Which copy of the shell's index.html a page is answered with (ADR 280). The shell's build
// writes two copies with a prerendered first paint (shell/src/first-paint/documents.ts): the
// login form, and the app frame of someone who may be signed in. The browser paints it from
// the document, before any script has loaded.

/** File names in the shell's build (shell/src/first-paint/documents.ts). */
export const FIRST_PAINT_FILES = { login: 'first-paint-login.html', app: 'first-paint-app.html' } as const;

/** The readable cookie the API sets beside the refresh cookie (SESSION_HINT_COOKIE in @floorhire/rules, ADR 143). */
const SESSION_HINT = 'fh_session';

function hasSessionHint(cookieHeader: string | undefined): boolean {
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
