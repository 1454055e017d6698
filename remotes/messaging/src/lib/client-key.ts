/** A key per message a person writes: a resend after a failure is the same message to the API. */
export function newClientKey(): string {
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}
