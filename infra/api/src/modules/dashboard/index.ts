import { defineModule } from '../module';
import { dashboardRoutes } from './dashboard.routes';

// Dashboard statistics of an employer (spec 001 §6, §7, §9).
export const apiModule = defineModule({
  name: 'dashboard',
  summary: "Weekly statistics of an employer's pipeline, or the sample series when unsubscribed",
  routes: [{ service: 'applications', routes: dashboardRoutes }],
});

export { statSeries } from './dashboard.service';
