// Text formats of spec 000 §9.

/** Scores show one decimal: 8.25 → "8.3"; '' when there is no score. */
export function formatScore(score: unknown): string {
  const value = typeof score === 'string' && score.trim() !== '' ? Number(score) : score;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** "James" → "James'", "Maria" → "Maria's". */
export function possessive(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return '';
  return /s$/iu.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}

export const ELLIPSIS = '...';

/**
 * Truncation of spec 000 §9: text shorter than the limit is returned as is; otherwise its
 * first `limit` characters (code points, so emoji are never split) followed by "...". A text
 * exactly `limit` long therefore gains the ellipsis too, as the spec words it
 * (docs/decisions/081-formatting-semantics.md).
 */
export function truncate(text: string | null | undefined, limit: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length < limit) return text;
  return `${chars.slice(0, Math.max(0, limit)).join('').trimEnd()}${ELLIPSIS}`;
}

/** Full name from first and last names, skipping blanks. */
export function fullName(nameFirst?: string | null, nameLast?: string | null): string {
  return [nameFirst, nameLast]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** Initials for avatars: "Ada Lovelace" → "AL". */
export function initials(nameFirst?: string | null, nameLast?: string | null): string {
  return `${Array.from(nameFirst?.trim() ?? '')[0] ?? ''}${Array.from(nameLast?.trim() ?? '')[0] ?? ''}`.toUpperCase();
}
