// Platform texts: the spec shows no text for a section that fails to load (its error page
// wording covers whole pages), so the in-area fallback is ours (ADR 014).
export const REMOTE_FALLBACK_TEXTS = {
  title: 'This section could not be loaded',
  body: 'The rest of the page still works. Try again in a moment.',
  retry: 'Retry',
  loading: 'Loading…',
} as const;
