import type { NormalizedJobTitle } from '@floorhire/domain-jobs';
import type { Queryable } from '../../db';
import { closestJobTitle } from './taxonomy.repository';

// Job-title normalisation (spec 001 §7 normalize-job-title-full-obj): free text such as
// "cnc machinist - 2nd shift" maps to the job_titles taxonomy row it means, by trigram
// similarity; the user's own words are kept as jobTitleCustom. docs/decisions/093.

/** Below this similarity a title is left unmapped rather than mapped to the wrong trade. */
export const TITLE_MATCH_THRESHOLD = 0.35;

/** Shift, level and pay noise that says nothing about the trade. */
export function titleCore(text: string): string {
  return text
    .toLowerCase()
    .replace(/\((.*?)\)/gu, ' ')
    .replace(/\b(1st|2nd|3rd|first|second|third|night|day|weekend)\s+shift\b/gu, ' ')
    .replace(/\b(i{1,3}|iv|lvl\.?\s*\d|level\s*\d|sr\.?|senior|jr\.?|junior|lead|trainee|apprentice)\b/gu, ' ')
    .replace(/\$?\d+(\.\d+)?\s*(\/\s*hr|per hour|an hour)?/gu, ' ')
    .replace(/[-–|,/]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

export async function normalizeJobTitle(q: Queryable, input: string): Promise<NormalizedJobTitle> {
  const text = input.trim();
  const core = titleCore(text) || text.toLowerCase();
  const row = await closestJobTitle(q, core);
  if (!row || row.sim < TITLE_MATCH_THRESHOLD) return { input: text, jobTitle: null, similarity: row?.sim ?? 0, jobTitleCustom: text || null };
  const same = row.title.toLowerCase() === text.toLowerCase();
  return {
    input: text,
    jobTitle: { id: row.id, title: row.title, skillLevel: row.skill_level },
    similarity: Math.round(row.sim * 1000) / 1000,
    jobTitleCustom: same ? null : text,
  };
}
