import { ApiError } from '@floorhire/api-client';

// 403s that are not the pro's opt-out: their own message says what to do (ADR 037).
const SAID_BY_SERVER = new Set(['ProLocked', 'SubscriptionRequired']);

/** Spec 002 §8: a 403 on a send is the opt-out; anything else is the generic failure. */
export function sendErrorText(error: unknown, texts: { failed: string; optedOut: string }): string {
  if (!(error instanceof ApiError) || error.statusCode !== 403) return texts.failed;
  return error.error !== undefined && SAID_BY_SERVER.has(error.error) ? error.message : texts.optedOut;
}
