import { ApiError } from '@floorhire/api-client';

/** Spec 002 §8: a 403 on a send is the opt-out; anything else is the generic failure. */
export function sendErrorText(error: unknown, texts: { failed: string; optedOut: string }): string {
  return error instanceof ApiError && error.statusCode === 403 ? texts.optedOut : texts.failed;
}
