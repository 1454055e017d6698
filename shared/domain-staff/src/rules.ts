// Rules of the staff domain that its remote (before sending) and the API (on
// whatever arrives) both apply. Pure functions and constants only.

export const ACT_AS_SESSION_TITLE_MAX = 120;

/** A title as stored: trimmed, with inner runs of white space as one space. */
export function normalizeActAsSessionTitle(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}
