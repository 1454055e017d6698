import { defineModule } from '../module';
import { scoringRoutes } from './scoring.routes';
import { registerScoringJobs } from './scoring.service';

// Applicant scores (spec 002 §7): computed in the background when an applicant, a job or a
// profile changes; stored on the application through the applications module.
export const apiModule = defineModule({
  name: 'scoring',
  summary: 'Applicant scores with evidence, recomputed in the background',
  routes: [{ service: 'scoring', routes: scoringRoutes }],
  setup: ({ worker, db }) => registerScoringJobs(worker, db),
});
