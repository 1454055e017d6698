// Words of the page states. The spec shows no text for a loading or failed section (its error
// page wording covers whole pages), so these are ours (docs/decisions/180-remote-kit.md).
export const PAGE_STATE_TEXTS = {
  loading: 'Loading',
  retry: 'Try again',
  notFound: 'This page could not be found',
} as const;
