// The chunks of the shell's own screens, by route, as plain loaders (no React here, so the entry
// chunk can hold this): index.ts starts the current route's chunk while the bootstrap loads, one
// round trip less before the screen shows (ADR 144); shell-screens.tsx renders the same chunks.
import { matchRoute } from '@floorhire/registry';

export const SCREEN_CHUNKS = {
  login: () => import('../features/auth/login-page'),
  loginLink: () => import('../features/auth/login-link-page'),
  resetPassword: () => import('../features/auth/reset-password-page'),
  linkGate: () => import('../features/auth/link-gate'),
  link: () => import('../features/auth/link-page'),
  signup: () => import('../features/signup/signup-pages'),
  whoAreYou: () => import('../features/auth/who-are-you-page'),
  callback: () => import('../features/auth/callback-page'),
} as const;

/** The signed-in layout (app bar, drawer, banner): index.ts starts it when a session may exist. */
export const MAIN_CHROME_CHUNK = () => import('./main-chrome');

/** Which chunk draws each route the shell serves itself (the logout screen is in the bootstrap). */
export const SCREEN_ROUTES: readonly { pattern: string; chunk: keyof typeof SCREEN_CHUNKS }[] = [
  { pattern: '/login', chunk: 'login' },
  { pattern: '/login/link', chunk: 'loginLink' },
  { pattern: '/reset-password', chunk: 'resetPassword' },
  { pattern: '/link/:code', chunk: 'link' },
  { pattern: '/signup', chunk: 'signup' },
  { pattern: '/signup-2', chunk: 'signup' },
  { pattern: '/signup/success', chunk: 'whoAreYou' },
  { pattern: '/auth/who-are-you', chunk: 'whoAreYou' },
  { pattern: '/auth/callback', chunk: 'callback' },
];

/** Starts downloading the screen chunk of a path, if the shell draws that path itself. */
export function preloadScreen(path: string, chunks: Record<keyof typeof SCREEN_CHUNKS, () => Promise<unknown>> = SCREEN_CHUNKS): void {
  const route = SCREEN_ROUTES.find((r) => matchRoute(r.pattern, path));
  // A failed preload is forgotten: the screen asks again when it renders, and fails there visibly.
  if (route) void chunks[route.chunk]().catch(() => undefined);
}
