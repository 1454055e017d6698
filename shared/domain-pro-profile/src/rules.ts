import { isEndAfterStart, monthYearToYyyymm } from '@floorhire/rules';

// Rules of the pro profile domain that its remote (before sending) and the API (on whatever
// arrives) both apply. Pure functions and constants only.

/**
 * Spec 002 §3: before a pro is saved these fields are removed (the server owns them, or they
 * are saved through their own calls).
 */
export const PRO_STRIPPED_FIELDS = [
  'userProfileId',
  'locationId',
  'timezone',
  'resumeUrl',
  'resumeText',
  'parsedResumeUrl',
  'proNotes',
  'proJobTitles',
  'proKnowledgeDisciplineMaps',
  'proMachineMaps',
  'proIndustryMaps',
] as const;

/** The pro as it is sent to PATCH pro/{id}: every stripped field removed (spec 002 §3). */
export function stripProForSave<T extends Record<string, unknown>>(pro: T): Omit<T, (typeof PRO_STRIPPED_FIELDS)[number]> {
  const copy: Record<string, unknown> = { ...pro };
  for (const key of PRO_STRIPPED_FIELDS) delete copy[key];
  return copy as Omit<T, (typeof PRO_STRIPPED_FIELDS)[number]>;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * Spec 002 §5: pro profile data is saved only if first name, last name and phone are all
 * present; the postal code is saved with the phone only if both are present.
 */
export function profileSaveDecision(p: { nameFirst?: string | null; nameLast?: string | null; phone?: string | null; postalCode?: string | null }): {
  save: boolean;
  savePostalCode: boolean;
} {
  const save = present(p.nameFirst) && present(p.nameLast) && present(p.phone);
  return { save, savePostalCode: save && present(p.postalCode) };
}

/** Spec 000 §3 shifts 1, 2, 3 as the pro record's three flags. */
export const PRO_SHIFTS = [
  { value: 1, key: 'shiftFirst', label: 'First (1st)' },
  { value: 2, key: 'shiftSecond', label: 'Second (2nd)' },
  { value: 3, key: 'shiftThird', label: 'Third (3rd)' },
] as const;

/** An MM/YYYY range as stored (YYYYMM numbers), or the message of the first broken rule. */
export function monthRange(start: string, end: string | null | undefined): { startYYYYMM: number; endYYYYMM: number | null } | { error: 'start' | 'end' | 'order' } {
  const startYYYYMM = monthYearToYyyymm(start);
  if (startYYYYMM === undefined) return { error: 'start' };
  if (!end || end.trim() === '') return { startYYYYMM, endYYYYMM: null };
  const endYYYYMM = monthYearToYyyymm(end);
  if (endYYYYMM === undefined) return { error: 'end' };
  if (!isEndAfterStart(start, end)) return { error: 'order' };
  return { startYYYYMM, endYYYYMM };
}

/** The parts of a profile completeness counts, each worth the same. */
export const COMPLETENESS_PARTS = [
  { key: 'personalInfo', label: 'Personal info', path: '/pro/personal-info' },
  { key: 'resume', label: 'Resume', path: '/pro/resume' },
  { key: 'experience', label: 'Experience', path: '/pro/experience' },
  { key: 'education', label: 'Education and certifications', path: '/pro/education' },
  { key: 'jobTitles', label: 'Job titles', path: '/pro/job-preferences' },
  { key: 'preferences', label: 'Job preferences', path: '/pro/job-preferences' },
  { key: 'taxonomy', label: 'Skills, machines and brands', path: '/pro/taxonomy' },
  { key: 'references', label: 'References', path: '/pro/references' },
] as const;
export type CompletenessKey = (typeof COMPLETENESS_PARTS)[number]['key'];

/** Percent complete (0-100, whole) and the parts still missing, in page order. */
export function profileCompleteness(done: Readonly<Record<CompletenessKey, boolean>>): { percent: number; missing: CompletenessKey[] } {
  const missing = COMPLETENESS_PARTS.filter((p) => !done[p.key]).map((p) => p.key);
  return { percent: Math.round(((COMPLETENESS_PARTS.length - missing.length) / COMPLETENESS_PARTS.length) * 100), missing };
}
