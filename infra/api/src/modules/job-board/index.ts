import { JOB_NOTIFY_RULES } from '@floorhire/domain-job-board';
import { defineModule } from '../module';
import { jobBoardRoutes } from './job-board.routes';
import { jobOutreachRoutes } from './job-outreach.routes';
import { HELD_TEXT_JOB, releaseHeldText } from './job-outreach.service';
import { jobBoardPostingRoutes } from './job-board-posting.routes';
import { runJobMatching } from './job-notifications.service';
import { jobBoardSeed } from './job-board.seed';

// Job board (spec 002 §2 public and pro routes, §3 job notification statuses, §5 pay and shift
// filter rules, §7 public calls and the pro job-search filter). It owns the notifications of
// jobs sent to pros; jobs and applications are read as its read model and written only
// through their modules (ADR 210).
export const apiModule = defineModule({
  name: 'job-board',
  summary: 'Public job search and pages, the pro job search with notification statuses, and the pro\'s applications',
  routes: [{ service: 'jobBoardSearch', routes: [...jobBoardRoutes, ...jobOutreachRoutes, ...jobBoardPostingRoutes] }],
  tables: ['job_notifications', 'job_board_requests'],
  seed: jobBoardSeed,
  setup({ db, worker, config }) {
    // Durable and leased (docs/scaling.md): one process runs each slot; the unique (job, pro)
    // row and the messages' keys make a slot run twice send nothing twice (ADR 215).
    worker.every('job-board.match', JOB_NOTIFY_RULES.everyMs, async () => {
      await runJobMatching(db, config.publicUrl);
    });
    // A text a send by hand held for quiet hours goes out at the pro's 08:00 (ADR 208).
    worker.register(HELD_TEXT_JOB, async (payload) => {
      await releaseHeldText(db, config.publicUrl, Number(payload.jobId), Number(payload.userProfileId));
    });
  },
});

export { runJobMatching, type MatchRunResult } from './job-notifications.service';
export { releaseHeldText } from './job-outreach.service';
