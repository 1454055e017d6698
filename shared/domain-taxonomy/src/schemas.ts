import * as v from 'valibot';
import { IdSchema } from '@floorhire/schemas';
import { MACHINE_BRANDS_MAX, MAPPINGS_MAX, SKILL_CATEGORY_IDS, SKILL_LEVELS, STATEMENT_MAX, TAXONOMY_KINDS, TERM_NAME_MAX, USAGE_HOLDER_KEYS, normalizeTermName } from './rules';
import { TAXONOMY_TEXTS } from './texts';

// Payloads and answers of the taxonomy API (spec 002 §7 Taxonomy and the lookups): the API
// validates with them (its OpenAPI document is made from them) and the remote parses answers
// with them. Bodies are strict: a misspelt field is an error, not silently dropped.

const text = (required: string, max: number, tooLong: string) =>
  v.pipe(v.string(required), v.transform(normalizeTermName), v.nonEmpty(required), v.maxLength(max, tooLong));

const Name = text(TAXONOMY_TEXTS.nameRequired, TERM_NAME_MAX, TAXONOMY_TEXTS.nameTooLong(TERM_NAME_MAX));
const Title = text(TAXONOMY_TEXTS.titleRequired, TERM_NAME_MAX, TAXONOMY_TEXTS.nameTooLong(TERM_NAME_MAX));
const Statement = text(TAXONOMY_TEXTS.statementRequired, STATEMENT_MAX, TAXONOMY_TEXTS.statementTooLong(STATEMENT_MAX));
const idList = (max: number) =>
  v.pipe(
    v.array(IdSchema),
    v.maxLength(max, TAXONOMY_TEXTS.tooMany(max)),
    v.transform((ids) => [...new Set(ids)]),
  );
/** One field each, for forms that check a value before sending it. */
export const TermNameSchema = Name;
export const JobTitleNameSchema = Title;
export const StatementTextSchema = Statement;

const SkillLevel = v.picklist(SKILL_LEVELS, TAXONOMY_TEXTS.skillLevel);
const SkillCategory = v.picklist(SKILL_CATEGORY_IDS, TAXONOMY_TEXTS.skillCategory);

// ── answers ────────────────────────────────────────────────────────────────────────────────

export const TermSchema = v.object({ id: v.number(), name: v.string() });
export type Term = v.InferOutput<typeof TermSchema>;
export const TermListSchema = v.array(TermSchema);

export const CategorySchema = v.object({ id: v.number(), name: v.string(), published: v.boolean() });
export const CategoryListSchema = v.array(CategorySchema);

export const SkillSchema = v.object({ id: v.number(), name: v.string(), category: v.number() });
export const JobTitleEntrySchema = v.object({ id: v.number(), title: v.string(), skillLevel: v.nullable(v.string()) });

/** A qualification or a responsibility of a job title. */
export const StatementSchema = v.object({ id: v.number(), name: v.string(), jobTitleId: v.nullable(v.number()) });
export type Statement = v.InferOutput<typeof StatementSchema>;
export const StatementListSchema = v.array(StatementSchema);

/** What holds an entry, by the holder the rules name (jobs, pros, employers ...). */
export const UsageSchema = v.object({
  total: v.number(),
  uses: v.array(v.object({ holder: v.picklist(USAGE_HOLDER_KEYS), count: v.number() })),
});
export type Usage = v.InferOutput<typeof UsageSchema>;

const STATUS = v.picklist(['live', 'removed']);

export const IndustryDetailSchema = v.object({ id: v.number(), name: v.string(), status: STATUS, usage: UsageSchema });
export const CategoryDetailSchema = v.object({ ...CategorySchema.entries, usage: UsageSchema });
export const KnowledgeDisciplineDetailSchema = v.object({ id: v.number(), name: v.string(), categoryId: v.nullable(v.number()), usage: UsageSchema });
export const MachineDetailSchema = v.object({ id: v.number(), name: v.string(), categoryId: v.nullable(v.number()), brands: TermListSchema, usage: UsageSchema });
export const BrandDetailSchema = v.object({ id: v.number(), name: v.string(), machines: TermListSchema, usage: UsageSchema });
export const JobTitleDetailSchema = v.object({
  ...JobTitleEntrySchema.entries,
  status: STATUS,
  /** The job title that replaced a removed one. */
  replacedBy: v.nullable(v.object({ id: v.number(), title: v.string() })),
  skills: v.array(SkillSchema),
  qualifications: StatementListSchema,
  responsibilities: StatementListSchema,
  usage: UsageSchema,
});
export type JobTitleDetail = v.InferOutput<typeof JobTitleDetailSchema>;
export const SkillDetailSchema = v.object({ ...SkillSchema.entries, status: STATUS, jobTitles: v.array(v.object({ id: v.number(), title: v.string() })), usage: UsageSchema });
export type SkillDetail = v.InferOutput<typeof SkillDetailSchema>;

export type MachineDetail = v.InferOutput<typeof MachineDetailSchema>;

/** DELETE …/{id}[?replaceId=]: what was moved to the replacement. */
export const DeleteAnswerSchema = v.object({ id: v.number(), replaceId: v.nullable(v.number()), moved: UsageSchema });
export type DeleteAnswer = v.InferOutput<typeof DeleteAnswerSchema>;

/** GET /taxonomy/summary: how many live entries each list holds (the /admin/taxonomy hub). */
export const TaxonomySummarySchema = v.object({ lists: v.array(v.object({ kind: v.picklist(TAXONOMY_KINDS), count: v.number() })) });
export type TaxonomySummary = v.InferOutput<typeof TaxonomySummarySchema>;

/** GET /taxonomy-category/sovren-publish: the published categories with what they hold, as a resume parser receives them. */
export const PublishedTaxonomySchema = v.object({
  categories: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      knowledgeDisciplines: TermListSchema,
      machines: v.array(v.object({ id: v.number(), name: v.string(), brands: TermListSchema })),
    }),
  ),
});
export type PublishedTaxonomy = v.InferOutput<typeof PublishedTaxonomySchema>;

// ── requests ───────────────────────────────────────────────────────────────────────────────

/** Industries and brands: a name only. */
export const NameBodySchema = v.strictObject({ name: Name });

export const CategoryBodySchema = v.strictObject({ name: Name, published: v.optional(v.boolean(), false) });
export const CategoryPatchSchema = v.strictObject({ name: v.optional(Name), published: v.optional(v.boolean()) });

export const KnowledgeDisciplineBodySchema = v.strictObject({ name: Name, categoryId: v.optional(v.nullable(IdSchema), null) });
export const KnowledgeDisciplinePatchSchema = v.strictObject({ name: v.optional(Name), categoryId: v.optional(v.nullable(IdSchema)) });

/** A machine or technology with its brand maps (spec 002 §2 machine-technology "with its brand maps"). */
export const MachineBodySchema = v.strictObject({ name: Name, categoryId: v.optional(v.nullable(IdSchema), null), brandIds: v.optional(idList(MACHINE_BRANDS_MAX), []) });
export const MachinePatchSchema = v.strictObject({ name: v.optional(Name), categoryId: v.optional(v.nullable(IdSchema)), brandIds: v.optional(idList(MACHINE_BRANDS_MAX)) });

export const JobTitleBodySchema = v.strictObject({ title: Title, skillLevel: v.optional(v.nullable(SkillLevel), null) });
export const JobTitlePatchSchema = v.strictObject({ title: v.optional(Title), skillLevel: v.optional(v.nullable(SkillLevel)) });

export const SkillBodySchema = v.strictObject({ name: Name, category: SkillCategory });
export const SkillPatchSchema = v.strictObject({ name: v.optional(Name), category: v.optional(SkillCategory) });

/** A qualification or responsibility belongs to one job title. */
export const StatementBodySchema = v.strictObject({ name: Statement, jobTitleId: IdSchema });
export const StatementPatchSchema = v.strictObject({ name: Statement });

export const JobTitleSkillsBodySchema = v.strictObject({ jobSkillIds: idList(MAPPINGS_MAX) });
export const SkillJobTitlesBodySchema = v.strictObject({ jobTitleIds: idList(MAPPINGS_MAX) });

export const TaxonomyIdParamsSchema = v.object({ id: IdSchema });

/** DELETE …/{id}?replaceId=: everything that holds the entry moves to the replacement. */
export const DeleteQuerySchema = v.object({ replaceId: v.optional(IdSchema) });

/** The public list reads: name search and a limit. */
export const TermListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});

/** GET /qualification and /responsibility "with filter": { jobTitleId, limit } (a plain jobTitleId works too). */
export const StatementListQuerySchema = v.object({
  jobTitleId: v.optional(IdSchema),
  filter: v.optional(v.object({ limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))) })),
});
