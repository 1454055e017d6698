// Spec 000 §4: the refresh delay rule lives once, in @floorhire/rules; the shell only adds the
// "signed in" test of the same section.
import { tokenRefreshDelay } from '@floorhire/rules';

/** Milliseconds from `now` until the refresh should fire for a token expiring at `expiresAt`. */
export function refreshDelay(expiresAt: number, now: number): number {
  return tokenRefreshDelay(expiresAt, now);
}

/** Signed in when a token exists and has not expired (§4). */
export function isTokenLive(expiresAt: number | null | undefined, now: number): boolean {
  return typeof expiresAt === 'number' && expiresAt > now;
}
