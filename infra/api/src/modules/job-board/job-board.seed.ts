import type { TableSpec } from '../../seed/bulk';
import { createRng, jobTitleByName } from '../../seed/data';
import { DEMO_LOGINS, DEMO_EMPLOYERS, DEMO_SEED, must } from '../../seed/demo-world';
import type { ModuleSeed } from '../module';
import { demoLiveJobs } from './job-board.repository';

// Demo job-board data (docs/decisions/177): pros near each live job were told about it, in every
// notification status; two employers' requests to post on job boards.

const TABLES = {
  job_notifications: [['id', 'int'], ['job_id', 'int'], ['user_profile_id', 'int'], ['status', 'text'], ['channel', 'text'], ['sent_ts', 'timestamptz'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz']],
  job_board_requests: [
    ['id', 'int'], ['employer_id', 'int'], ['contact_email', 'text'], ['first_name', 'text'], ['last_name', 'text'], ['company_name', 'text'],
    ['posts_to_job_board', 'bool'], ['information', 'jsonb'], ['status', 'text'], ['submitted_ts', 'timestamptz'],
  ],
} as const satisfies Record<string, TableSpec>;

const NOTIFICATION_STATUSES = ['NOT QUEUED', 'QUEUED', 'APPLIED', 'SKIPPED', 'NO REPLY', 'DISMISSED'] as const;

export const jobBoardSeed: ModuleSeed = {
  order: 30,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    const { ago } = world;
    const jobs = await demoLiveJobs(tx);
    for (const employer of world.employers) {
      const rng = createRng(`${DEMO_SEED}:job-board:${employer.key}`);
      for (const job of jobs.filter((j) => j.employer_id === employer.id)) {
        world.nearbyPros(jobTitleByName(job.title).discipline, employer.place, 12, rng).forEach((p, k) => {
          const status = must(NOTIFICATION_STATUSES[k % 6], 'notification status');
          const matched = ago(rng.int(1, 20));
          // NOT QUEUED and SKIPPED were matched and never sent (ADR 215): no channel, no send time.
          const sent = status !== 'NOT QUEUED' && status !== 'SKIPPED';
          t.add('job_notifications', { job_id: job.id, user_profile_id: p.userId, status, channel: sent ? (k % 2 === 0 ? 'email' : 'sms') : null, sent_ts: sent ? matched : null, create_ts: matched, update_ts: ago(rng.int(0, 1)) });
        });
      }
    }
    t.add('job_board_requests', { employer_id: world.employerIds['greatLakes'], contact_email: 'hr@great-lakes-tool-and-die.test', first_name: 'Karen', last_name: 'Hoffman', company_name: 'Great Lakes Tool & Die', posts_to_job_board: true, information: { jobsPerMonth: 4, budgetPerJob: 250 }, status: 'submitted', submitted_ts: ago(12) });
    t.add('job_board_requests', { employer_id: world.employerIds['acme'], contact_email: DEMO_LOGINS.owner, first_name: 'Rachel', last_name: 'Kowalski', company_name: DEMO_EMPLOYERS.acme, posts_to_job_board: null, information: {}, status: 'draft', submitted_ts: null });
    return t.write(tx);
  },
};
