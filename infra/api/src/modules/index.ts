import type { ServiceModule } from '../http/route';
import { aiRoutes } from './ai/ai.routes';
import { authRoutes } from './auth/auth.routes';
import { socialRoutes } from './auth/social.routes';
import { outboxRoutes } from './help-desk/outbox.routes';
import { jobRoutes } from './jobs/jobs.routes';
import { jobTaxonomyRoutes, jobTitleSearchRoutes } from './jobs/taxonomy.routes';
import { inviteRoutes, signupRoutes } from './signup/signup.routes';
import { userRoutes } from './users/users.routes';
import { applicationRoutes } from './applications/applications.routes';
import { noteRoutes } from './notes/notes.routes';
import { interviewRoutes } from './interviews/interviews.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { scoringRoutes } from './scoring/scoring.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { inboxRoutes } from './inbox/inbox.routes';
import { SHELL_READ_MODULES } from './shell-reads';

// Every service module, grouped by the service names of @floorhire/rules (API_SERVICES).
// A feature adds its module here; API_SERVICES=jobs,inbox starts only those groups.
export const SERVICE_MODULES: readonly ServiceModule[] = [
  { service: 'auth', routes: [...authRoutes, ...socialRoutes, ...signupRoutes, ...userRoutes] },
  { service: 'employer', routes: inviteRoutes },
  { service: 'helpDesk', routes: outboxRoutes },
  { service: 'jobs', routes: [...jobRoutes, ...jobTaxonomyRoutes] },
  { service: 'jobBoardSearch', routes: jobTitleSearchRoutes },
  { service: 'ai', routes: aiRoutes },
  { service: 'applications', routes: [...applicationRoutes, ...noteRoutes, ...interviewRoutes, ...dashboardRoutes] },
  { service: 'calendar', routes: calendarRoutes },
  { service: 'scoring', routes: scoringRoutes },
  { service: 'inbox', routes: inboxRoutes },
  ...SHELL_READ_MODULES,
];
