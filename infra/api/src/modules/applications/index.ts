import { defineModule } from '../module';
import { applicationRoutes } from './applications.routes';
import { registerInboxActions } from './applications.service';
import { interviewRoutes } from './interviews.routes';
import { applicationsSeed } from './applications.seed';

// Applications (spec 001 §4-§7, 002 §7): applicants of jobs, their statuses, screening, the
// profile PDF, pre-screened candidates, applying, and the interviews scheduled for an applicant
// (they change its status and its reads embed them, so they are one aggregate).
export const apiModule = defineModule({
  name: 'applications',
  summary: 'Applicants, their statuses, screening, applying, and interviews with their calendar invites',
  routes: [{ service: 'applications', routes: [...applicationRoutes, ...interviewRoutes] }],
  tables: ['job_applicants', 'job_applicant_status_history', 'not_interested_reasons', 'screener_answers', 'interviews', 'interview_slots', 'calendar_events'],
  seed: applicationsSeed,
  setup: () => registerInboxActions(),
});

export { loadApplicant, type ApplicantAccess } from './access';
export { changeStatus } from './applications.service';
export { applicantJobAndPro, markScoreSettled, staleScoreIds, storedScore, storeScore } from './scores.service';
export { calendarEventsOfUser, cancelInterview, inviteByCalendar, rescheduleInterview } from './interviews.service';
