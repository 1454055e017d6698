import * as v from 'valibot';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';

// Applicant scores with their evidence (spec 002 §3 "Applicant score", §7 GET /score;
// docs/decisions/103-applicant-scoring.md).

export const SCORE_CRITERIA = ['title', 'skills', 'machines', 'experience', 'distance', 'pay', 'shifts'] as const;
export type ScoreCriterion = (typeof SCORE_CRITERIA)[number];

export const ScoreEvidenceItemSchema = v.object({
  criterion: v.picklist(SCORE_CRITERIA),
  label: v.string(),
  /** Share of the score this criterion carries when the job states it (weights sum to 1). */
  weight: v.number(),
  /** 0..1: how much of the criterion the profile meets. */
  fraction: v.number(),
  status: v.picklist(['matched', 'partial', 'missing', 'not-required', 'unknown']),
  /** What the job asks for, in words. */
  required: v.string(),
  /** What the profile shows, in words. */
  found: v.string(),
  matched: v.array(v.string()),
  missing: v.array(v.string()),
});
export type ScoreEvidenceItem = v.InferOutput<typeof ScoreEvidenceItemSchema>;

export const ScoreEvidenceSchema = v.object({
  score: v.number(),
  summary: v.string(),
  computedTs: TimestampSchema,
  items: v.array(ScoreEvidenceItemSchema),
});
export type ScoreEvidence = v.InferOutput<typeof ScoreEvidenceSchema>;

export const ScoreQuerySchema = v.object({ jobApplicationId: IdSchema });

export const ScoreAnswerSchema = v.object({
  jobApplicationId: v.number(),
  /** 0-10, one decimal (spec 001 §9). */
  score: v.number(),
  summary: v.string(),
  evidence: ScoreEvidenceSchema,
});
export type ScoreAnswer = v.InferOutput<typeof ScoreAnswerSchema>;
