import * as v from 'valibot';
import { ACHIEVEMENTS, PAGE_SIZES, phoneSearchDigits, sanitizeNameSearch, stripNonPrintable, USER_STATUSES } from '@floorhire/rules';
import { EducationSchema, IdSchema, LimitSchema, ProfileJobApplicantSchema, ReferenceSchema, SkipSchema, TimestampSchema, WorkHistorySchema } from '@floorhire/schemas';

// Pro records: the staff's list and record of a pro (spec 002 §2 /admin/pro, pro/{id} and the
// application route's sub-pages), badges (§3 achievements) and an employer's network of pros
// (§7 GET employer/{id}/pro, /pro/count, employer/{employerId}/pro/{proId}; §6 "Employers search
// only their network"). docs/decisions/206-pro-records.md, 207-employer-network-of-pros.md.

const Nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);

// ── sub-pages ────────────────────────────────────────────────────────────────────────────────

/**
 * The sub-pages of a pro's record, for /admin/pro/{id} and the application route alike, in the
 * order of spec 002 §2. 'login' is the act-as page, served by the staff remote.
 */
export const PRO_RECORD_PAGES = [
  { key: 'personal-info', label: 'Personal info' },
  { key: 'achievements', label: 'Achievements' },
  { key: 'experience', label: 'Experience' },
  { key: 'education', label: 'Education' },
  { key: 'skills', label: 'Skills' },
  { key: 'taxonomy', label: 'Taxonomy' },
  { key: 'job-preferences', label: 'Job preferences' },
  { key: 'references', label: 'References' },
  { key: 'resume', label: 'Resume' },
  { key: 'settings', label: 'Settings' },
  { key: 'login', label: 'Log in as this pro' },
] as const;
export type ProRecordPage = (typeof PRO_RECORD_PAGES)[number]['key'];

/** Where a record's sub-page lives: under /admin/pro/{id} or under the application's address. */
export function proRecordPath(base: string, page: ProRecordPage | null): string {
  return page === null ? base : `${base.replace(/\/$/u, '')}/${page}`;
}

// ── badges (spec 002 §3: 1 elite, 2 vetted, a third, block) ──────────────────────────────────

export const ACHIEVEMENT_IDS = [1, 2, 3] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];
export type AchievementTitle = (typeof ACHIEVEMENTS)[AchievementId];
/** The badges employers see; block is a staff mark only (ADR 206). */
export const PUBLIC_ACHIEVEMENTS: readonly AchievementTitle[] = [ACHIEVEMENTS[1], ACHIEVEMENTS[2]];

const AchievementTitleSchema = v.picklist([ACHIEVEMENTS[1], ACHIEVEMENTS[2], ACHIEVEMENTS[3]]);

export const ProAchievementSchema = v.object({
  achievementId: v.picklist(ACHIEVEMENT_IDS),
  title: AchievementTitleSchema,
  createTs: TimestampSchema,
});
export const ProAchievementListSchema = v.array(ProAchievementSchema);
export type ProAchievement = v.InferOutput<typeof ProAchievementSchema>;

/** PUT pro/{id}/achievement: the badges the pro holds from now on. */
export const ProAchievementsBodySchema = v.object({
  achievementIds: v.pipe(
    v.array(v.picklist(ACHIEVEMENT_IDS, 'Choose badge 1 (elite), 2 (vetted) or 3 (block)')),
    v.maxLength(ACHIEVEMENT_IDS.length),
    v.transform((ids) => [...new Set(ids)].sort()),
  ),
});
export type ProAchievementsBody = v.InferOutput<typeof ProAchievementsBodySchema>;

// ── search (spec 002 §5) ─────────────────────────────────────────────────────────────────────

export type ProSearch = { kind: 'name'; first: string; last: string | null } | { kind: 'phone'; digits: string };

const PHONE_SHAPE = /^[\d\s().+-]+$/u;

/**
 * One search box, read by the §5 rules: non-printable characters removed; text shaped like a
 * phone number searches the phone by its digits only; anything else is a name, of letters,
 * apostrophe, comma, period, space or hyphen. A name with a space is a first and a last name,
 * both matched; one word matches either (§5, staff message user search). Null: nothing to find.
 */
export function parseProSearch(raw: string | null | undefined): ProSearch | null {
  const text = stripNonPrintable(raw ?? '').trim();
  if (!text) return null;
  if (PHONE_SHAPE.test(text) && /\d/u.test(text)) {
    const digits = phoneSearchDigits(text);
    return digits ? { kind: 'phone', digits } : null;
  }
  const name = sanitizeNameSearch(text).replace(/[,.]/gu, ' ').replace(/\s+/gu, ' ').trim();
  if (!name) return null;
  const space = name.indexOf(' ');
  return space < 0 ? { kind: 'name', first: name, last: null } : { kind: 'name', first: name.slice(0, space), last: name.slice(space + 1) };
}

// ── the staff list (GET pro, GET pro/count) ──────────────────────────────────────────────────

export const PRO_LIST_ORDERS = ['createTs DESC', 'lastActiveTs DESC', 'name ASC'] as const;
export type ProListOrder = (typeof PRO_LIST_ORDERS)[number];
/** The users list's page (25; 10, 25, 50, 100) and sort (createTs desc) of spec 002 §9. */
export const PRO_LIST_DEFAULTS = { limit: PAGE_SIZES.users, order: 'createTs DESC' as ProListOrder };

const SearchText = v.pipe(v.string(), v.maxLength(200, 'Search text is too long'));
const ListPaging = {
  limit: v.optional(LimitSchema),
  skip: v.optional(SkipSchema),
  order: v.optional(v.picklist(PRO_LIST_ORDERS, `Order must be one of ${PRO_LIST_ORDERS.join(', ')}`)),
};

export const ProListQuerySchema = v.object({
  filter: v.optional(v.object({ q: v.optional(SearchText), ...ListPaging })),
});
export type ProListQuery = v.InferOutput<typeof ProListQuerySchema>;

const ProRowBase = {
  /** The user profile id: the {id} of /admin/pro/{id} and of the application route's {proId}. */
  userProfileId: v.number(),
  proId: v.number(),
  nameFirst: v.string(),
  nameLast: v.string(),
  email: v.string(),
  phone: Nullable(v.string()),
  city: Nullable(v.string()),
  state: Nullable(v.string()),
  /** The latest job title of the pro's work history. */
  headline: Nullable(v.string()),
  lastActiveTs: Nullable(TimestampSchema),
  achievements: v.array(AchievementTitleSchema),
};

export const ProRecordRowSchema = v.object({
  ...ProRowBase,
  status: v.picklist(USER_STATUSES),
  createTs: TimestampSchema,
});
export type ProRecordRow = v.InferOutput<typeof ProRecordRowSchema>;
export const ProRecordListSchema = v.array(ProRecordRowSchema);

/** GET user-profile/{id}/pro: the {id} of the route is the user profile's. */
export const UserProfileIdParamsSchema = v.object({ id: IdSchema });

// ── an employer's network (spec 002 §6, §7; ADR 037) ─────────────────────────────────────────

/** The parts of an employer's network: who applied to its jobs, and whom it unlocked. */
export const NETWORK_PARTS = ['applied', 'unlocked'] as const;
export type NetworkPart = (typeof NETWORK_PARTS)[number];

/**
 * Which parts a network read covers (ADR 207): the parts a filter names; else the full network
 * (fullNetwork true, the default), or the employer's applicants only (fullNetwork false).
 */
export function networkParts(fullNetwork: boolean | undefined, named: readonly NetworkPart[] | undefined): NetworkPart[] {
  if (named && named.length > 0) return NETWORK_PARTS.filter((p) => named.includes(p));
  return fullNetwork === false ? ['applied'] : [...NETWORK_PARTS];
}

export const NetworkListQuerySchema = v.object({
  filter: v.optional(
    v.object({
      q: v.optional(SearchText),
      network: v.optional(v.pipe(v.array(v.picklist(NETWORK_PARTS, 'Network part must be applied or unlocked')), v.maxLength(NETWORK_PARTS.length))),
      /** Only the pros who applied to this job of the employer's. */
      jobId: v.optional(IdSchema),
      ...ListPaging,
    }),
  ),
  fullNetwork: v.optional(v.boolean('fullNetwork must be true or false')),
});
export type NetworkListQuery = v.InferOutput<typeof NetworkListQuerySchema>;

export const EmployerNetworkParamsSchema = v.object({ employerId: IdSchema });
/** {id} is the pro's user profile id, as in employer/{employerId}/pro/{id}/note. */
export const EmployerNetworkProParamsSchema = v.object({ employerId: IdSchema, id: IdSchema });

const NetworkStanding = {
  /** Applied to one of the employer's jobs (an outreach left Notified does not count). */
  applied: v.boolean(),
  /** Unlocked by the employer in Talent Search. */
  unlocked: v.boolean(),
  /** The latest application to one of the employer's jobs. */
  lastApplyTs: Nullable(TimestampSchema),
};

export const NetworkProRowSchema = v.object({ ...ProRowBase, ...NetworkStanding });
export type NetworkProRow = v.InferOutput<typeof NetworkProRowSchema>;
export const NetworkProListSchema = v.array(NetworkProRowSchema);

export const NETWORK_PRO_INCLUDES = ['education', 'history', 'references', 'jobApplicants'] as const;
export type NetworkProInclude = (typeof NETWORK_PRO_INCLUDES)[number];
export const NetworkProQuerySchema = v.object({
  include: v.optional(v.pipe(v.array(v.picklist(NETWORK_PRO_INCLUDES, 'Unknown include')), v.maxLength(NETWORK_PRO_INCLUDES.length))),
});

/** GET employer/{employerId}/pro/{id}: one pro of the network, with what the includes ask for. */
export const NetworkProSchema = v.object({
  ...ProRowBase,
  ...NetworkStanding,
  postalCode: Nullable(v.string()),
  summary: Nullable(v.string()),
  jobTitles: v.array(v.object({ jobTitleId: v.number(), title: v.string(), yearsExperience: Nullable(v.number()) })),
  educationCertifications: v.optional(v.array(EducationSchema)),
  historyEmployers: v.optional(v.array(WorkHistorySchema)),
  references: v.optional(v.array(ReferenceSchema)),
  /** Applications to this employer's jobs only. */
  jobApplicants: v.optional(v.array(ProfileJobApplicantSchema)),
});
export type NetworkPro = v.InferOutput<typeof NetworkProSchema>;

// ── words (ours: the spec names the pages, not their words) ──────────────────────────────────

export const PRO_RECORD_TEXTS = {
  prosTitle: 'Pros',
  searchLabel: 'Find a pro by name or phone',
  searchHelp: 'A name (first, last, or both) or a phone number.',
  search: 'Search',
  clear: 'Clear',
  noPros: 'No pro matches this search.',
  count: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'pro' : 'pros'}`,
  perPage: 'Pros per page',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  columns: { name: 'Name', contact: 'Contact', place: 'Location', headline: 'Latest job', lastActive: 'Last active', joined: 'Joined', badges: 'Badges' },
  orders: { 'createTs DESC': 'Newest first', 'lastActiveTs DESC': 'Recently active', 'name ASC': 'Name' } as Record<ProListOrder, string>,
  sortBy: 'Sort by',
  record: 'Pro record',
  recordOf: (name: string) => `Pro record: ${name}`,
  recordPages: 'Parts of the pro record',
  overview: 'Overview',
  wholeRecord: 'Whole record',
  backToPros: 'All pros',
  backToApplication: 'Back to the application',
  openRecord: (name: string) => `Open the record of ${name}`,
  achievementsIntro: 'Badges show on the pro in applicant lists. Block is a staff mark: employers never see it.',
  badges: { elite: 'Elite', vetted: 'Vetted', block: 'Block' } as Record<AchievementTitle, string>,
  badgeHelp: {
    elite: 'A top pro, proven on the job.',
    vetted: 'Checked by our team: identity, experience and references.',
    block: 'Do not put this pro forward to employers.',
  } as Record<AchievementTitle, string>,
  saveBadges: 'Save badges',
  badgesSaved: 'Badges saved',
  noBadges: 'No badges',
  accountStatus: (status: string) => `Account: ${status}`,
  // API
  notInNetwork: 'Pro not found',
  jobNotFound: 'Job not found',
  staffOnlyField: 'Only staff can change badges',
} as const;
