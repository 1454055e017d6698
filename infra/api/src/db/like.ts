// LIKE patterns built from user text. Backslash is PostgreSQL's LIKE escape, so a term ending in
// one would make the pattern invalid (an error, not "no rows"): every builder escapes it.

/** Escapes LIKE's special characters so the text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/gu, (c) => `\\${c}`);
}

/** Plain text matched anywhere; null for blank input (no filter). */
export function containsPattern(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? `%${escapeLike(trimmed)}%` : null;
}

/**
 * A client's own like-pattern (spec 002 filters send `{like: '%cnc%'}`): its `%` wildcards are
 * kept, everything else matches literally. Text without `%` is matched anywhere.
 */
export function clientLikePattern(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return trimmed.includes('%') ? trimmed.replace(/[\\_]/gu, (c) => `\\${c}`) : `%${escapeLike(trimmed)}%`;
}
