import type { TableSpec } from '../../seed/bulk';
import { createRng } from '../../seed/data';
import { DEMO_SEED } from '../../seed/demo-world';
import type { ModuleSeed } from '../module';
import { demoApplicantsForNotes } from './notes.repository';

// Demo notes (docs/decisions/177): every fourth applicant of a job has a note by the employer's
// team (once past Notified), and a few have a staff note.

const TABLES = {
  pro_notes: [['id', 'int'], ['pro_user_profile_id', 'int'], ['employer_id', 'int'], ['author_id', 'int'], ['job_applicant_id', 'int'], ['description', 'text'], ['create_ts', 'timestamptz']],
} as const satisfies Record<string, TableSpec>;

const EMPLOYER_NOTES = ['Strong phone screen. Knows Fanuc controls well.', 'Asked about second shift premium.', 'Has own tools; can start in two weeks.', 'Needs forklift recert before start.', 'Great attitude, a bit light on GD&T.'];

export const notesSeed: ModuleSeed = {
  order: 30,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    const applicants = await demoApplicantsForNotes(tx);
    for (const employer of world.employers) {
      const team = employer.members.filter((u) => u.status === 'normal');
      const authors = team.length > 0 ? team : [world.users.owner];
      const rng = createRng(`${DEMO_SEED}:notes:${employer.key}`);
      for (const a of applicants.filter((row) => row.employer_id === employer.id)) {
        const lastTs = new Date(a.update_ts);
        if (a.k % 4 === 0 && a.status !== 'Notified') {
          t.add('pro_notes', { pro_user_profile_id: a.user_profile_id, employer_id: employer.id, author_id: rng.pick(authors).id, job_applicant_id: a.id, description: rng.pick(EMPLOYER_NOTES), create_ts: new Date(lastTs.getTime() + 3_600_000) });
        }
        if (a.k % 11 === 5) t.add('pro_notes', { pro_user_profile_id: a.user_profile_id, employer_id: null, author_id: world.users.admin.id, job_applicant_id: a.id, description: 'Staff: verified certifications by phone.', create_ts: lastTs });
      }
    }
    return t.write(tx);
  },
};
