/**
 * The shell's documents with a prerendered first paint, by kind (ADR 280): the server answers a
 * visitor's /login with the login form and a page of someone who may be signed in (the session
 * hint) with the app frame; every other page gets index.html, which paints nothing before the
 * scripts. The names are the server's contract with the build.
 */
export const FIRST_PAINT_DOCUMENTS = {
  login: 'first-paint-login.html',
  app: 'first-paint-app.html',
} as const;
