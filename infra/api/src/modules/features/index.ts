import { defineModule } from '../module';
import { featureRoutes } from './features.routes';
import { featuresSeed } from './features.seed';

// Employer feature flags (spec 002 §3, §7 "Features").
export const apiModule = defineModule({
  name: 'features',
  summary: 'Employer feature flags',
  routes: [{ service: 'featureFlags', routes: featureRoutes }],
  tables: ['employer_features'],
  seed: featuresSeed,
});
