import { defineModule } from '../module';
import { jobBoardRoutes } from './job-board.routes';

// Job board (spec 002 §2 public and pro routes, §3 job notification statuses, §5 pay and shift
// filter rules, §7 public calls and the pro job-search filter). It owns the notifications of
// jobs sent to pros; jobs and applications are read as its read model and written only
// through their modules (ADR 210).
export const apiModule = defineModule({
  name: 'job-board',
  summary: 'Public job search and pages, the pro job search with notification statuses, and the pro\'s applications',
  routes: [{ service: 'jobBoardSearch', routes: jobBoardRoutes }],
  tables: ['job_notifications'],
});
