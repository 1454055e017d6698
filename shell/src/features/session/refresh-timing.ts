// Spec 000 §4: refresh fires 5 minutes before expiry, no sooner than 1 minute and no later
// than 2 hours from now. Kept pure so the clamp is tested without timers.
export const REFRESH_LEAD_MS = 5 * 60_000;
export const REFRESH_MIN_DELAY_MS = 60_000;
export const REFRESH_MAX_DELAY_MS = 2 * 60 * 60_000;

/** Milliseconds from `now` until the refresh should fire for a token expiring at `expiresAt`. */
export function refreshDelay(expiresAt: number, now: number): number {
  const wanted = expiresAt - REFRESH_LEAD_MS - now;
  return Math.min(REFRESH_MAX_DELAY_MS, Math.max(REFRESH_MIN_DELAY_MS, wanted));
}

/** Signed in when a token exists and has not expired (§4). */
export function isTokenLive(expiresAt: number | null | undefined, now: number): boolean {
  return typeof expiresAt === 'number' && expiresAt > now;
}
