import { ROLES } from '@floorhire/rules';
import { ScoreAnswerSchema, ScoreQuerySchema } from '@floorhire/domain-applications';
import { route, type RouteDef } from '../../http/route';
import { scoreOf } from './scoring.service';

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
  handler: (ctx) => scoreOf(ctx.db, ctx.requireAuth(), ctx.query.jobApplicationId),
});

export const scoringRoutes: readonly RouteDef[] = [score];
