// Rules of the taxonomy domain that the taxonomy remote (before sending) and the API (on whatever
// arrives) both apply: the lists the editors keep, their limits, and how a use count reads.
// Pure functions and constants only. docs/decisions/310-taxonomy-domain.md.

/** The lists of spec 002 §3 "Taxonomies" that have an editor (§2 taxonomy editors). */
export const TAXONOMY_KINDS = ['industry', 'category', 'knowledgeDiscipline', 'machine', 'brand', 'jobTitle', 'skill'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

export interface TaxonomyList {
  kind: TaxonomyKind;
  /** Path of its calls under the API's base (spec 002 §7: DELETE /taxonomy-industry/{id}, /job-title/{id}). */
  apiPath: string;
  /** Its editor (spec 002 §2: /admin/industry with an optional /{id}). */
  adminPath: string;
  /** One entry, as a sentence names it: 'Industry "Plastics" ...'. */
  label: string;
  /** The list, as the hub and the editor's heading name it. */
  plural: string;
  /**
   * Job titles, skills and industries carry a status: a deleted one stays as 'removed' (and a job
   * title keeps the id of the one that replaced it), so old answers still resolve. The others are
   * deleted for good once nothing holds them.
   */
  keepsRemoved: boolean;
}

export const TAXONOMY_LISTS: Readonly<Record<TaxonomyKind, TaxonomyList>> = {
  industry: { kind: 'industry', apiPath: 'taxonomy-industry', adminPath: '/admin/industry', label: 'Industry', plural: 'Industries', keepsRemoved: true },
  category: { kind: 'category', apiPath: 'taxonomy-category', adminPath: '/admin/category', label: 'Category', plural: 'Categories', keepsRemoved: false },
  knowledgeDiscipline: {
    kind: 'knowledgeDiscipline',
    apiPath: 'taxonomy-knowledge-discipline',
    adminPath: '/admin/knowledge-discipline',
    label: 'Knowledge discipline',
    plural: 'Knowledge disciplines',
    keepsRemoved: false,
  },
  machine: { kind: 'machine', apiPath: 'taxonomy-machine', adminPath: '/admin/machine-technology', label: 'Machine or technology', plural: 'Machines and technologies', keepsRemoved: false },
  brand: { kind: 'brand', apiPath: 'taxonomy-brand', adminPath: '/admin/brand', label: 'Brand', plural: 'Brands', keepsRemoved: false },
  jobTitle: { kind: 'jobTitle', apiPath: 'job-title', adminPath: '/admin/job-title', label: 'Job title', plural: 'Job titles', keepsRemoved: true },
  skill: { kind: 'skill', apiPath: 'job-skill', adminPath: '/admin/skills', label: 'Skill', plural: 'Skills', keepsRemoved: true },
};

/** Spec 002 §3: a job title has a skill level HIGH, MEDIUM or LOW. */
export const SKILL_LEVELS = ['HIGH', 'MEDIUM', 'LOW'] as const;

/** Spec 002 §3 (and 001 §9): job skill categories 1 disciplines, 2 technologies and machines, 3 brands, 4 materials. */
export const SKILL_CATEGORIES = [
  { id: 1, name: 'Disciplines' },
  { id: 2, name: 'Technologies and machines' },
  { id: 3, name: 'Brands' },
  { id: 4, name: 'Materials' },
] as const;
export const SKILL_CATEGORY_IDS = [1, 2, 3, 4] as const;

export function skillCategoryName(id: number): string {
  return SKILL_CATEGORIES.find((c) => c.id === id)?.name ?? String(id);
}

/** Longest name of an entry (a job title, a brand ...), and of a qualification or responsibility. */
export const TERM_NAME_MAX = 120;
export const STATEMENT_MAX = 500;
/** Brands one machine may list. */
export const MACHINE_BRANDS_MAX = 200;
/** Skills one job title may map to, and job titles one skill may map to, per save. */
export const MAPPINGS_MAX = 500;

/** A name as stored: trimmed, inner runs of white space as one space. */
export function normalizeTermName(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/**
 * What holds an entry, as the usage answer names it. Each holder is counted by the module that
 * owns its rows (a job by jobs, a pro by pro-profile ...).
 */
export const USAGE_HOLDERS = {
  jobs: ['job', 'jobs'],
  pros: ['pro', 'pros'],
  employers: ['employer', 'employers'],
  savedSearches: ['saved search', 'saved searches'],
  jobTitles: ['job title', 'job titles'],
  machines: ['machine', 'machines'],
  knowledgeDisciplines: ['knowledge discipline', 'knowledge disciplines'],
} as const satisfies Record<string, readonly [string, string]>;
export type UsageHolder = keyof typeof USAGE_HOLDERS;
export const USAGE_HOLDER_KEYS = Object.keys(USAGE_HOLDERS) as UsageHolder[];

export interface UsageCount {
  holder: UsageHolder;
  count: number;
}

/** "3 jobs, 12 pros and 1 employer"; empty when nothing holds the entry. */
export function describeUsage(uses: readonly UsageCount[]): string {
  const parts = uses.filter((u) => u.count > 0).map((u) => `${u.count.toLocaleString('en-US')} ${USAGE_HOLDERS[u.holder][u.count === 1 ? 0 : 1]}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export function usageTotal(uses: readonly UsageCount[]): number {
  return uses.reduce((sum, u) => sum + u.count, 0);
}
