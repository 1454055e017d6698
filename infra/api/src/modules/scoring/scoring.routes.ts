import { APPLICANT_TEXTS, ROLES } from '@floorhire/rules';
import { ScoreAnswerSchema, ScoreQuerySchema } from '@floorhire/schemas';
import type { ScoreEvidence } from '@floorhire/schemas';
import { notFound } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { enqueueJob } from '../../worker/queue';
import { loadApplicant } from '../applications/access';
import { SCORING_JOB } from './scoring.service';

// GET /score (spec 002 §7): the stored score with its evidence. While a score is stale (just
// applied, or the job or profile changed) it answers 404 'Score unavailable' and queues the
// recompute; the client falls back to the score on GET job-applicant/{id}.

const score = route({
  method: 'GET',
  url: '/score',
  summary: 'Applicant score (0-10, one decimal) with summary and evidence; 404 "Score unavailable" while it is being (re)computed',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'staff or a user of the job\'s employer (404 otherwise)' },
  query: ScoreQuerySchema,
  response: ScoreAnswerSchema,
  errors: [404],
  async handler(ctx) {
    const access = await loadApplicant(ctx.db, ctx.requireAuth(), ctx.query.jobApplicationId);
    const row = await ctx.db.one<{ score: string | null; score_summary: string | null; score_evidence: ScoreEvidence | null; score_computed_ts: Date | null }>(
      'select score, score_summary, score_evidence, score_computed_ts from job_applicants where id = $1',
      [access.id],
    );
    if (!row?.score_computed_ts || !row.score_evidence || row.score === null) {
      await enqueueJob(ctx.db, SCORING_JOB, {}, { idempotencyKey: `${SCORING_JOB}:score:${access.id}:${Math.floor(Date.now() / 60_000)}` });
      throw notFound(APPLICANT_TEXTS.scoreUnavailable, 'ScoreUnavailable');
    }
    return { jobApplicationId: access.id, score: Number(row.score), summary: row.score_summary ?? row.score_evidence.summary, evidence: row.score_evidence };
  },
});

export const scoringRoutes: readonly RouteDef[] = [score];
