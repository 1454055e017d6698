import type { TableSpec } from '../../seed/bulk';
import type { ModuleSeed } from '../module';
import { demoConversationsForInbox, demoPrescreenedForInbox } from './inbox.repository';

// Demo inbox items (docs/decisions/177): a 'new message' item for the employer member whose
// conversation the pro answered last (unread where the conversation is), and 'prescreened
// candidate' items for the first two members of a live job's team, for every other new or
// client applicant.

const TABLES = {
  inbox_items: [
    ['id', 'int'], ['type', 'text'], ['user_profile_id', 'int'], ['employer_id', 'int'], ['job_id', 'int'], ['pro_id', 'int'],
    ['job_applicant_id', 'int'], ['conversation_id', 'int'], ['read', 'bool'], ['seen', 'bool'], ['create_ts', 'timestamptz'],
  ],
} as const satisfies Record<string, TableSpec>;

export const inboxSeed: ModuleSeed = {
  order: 40,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    for (const c of await demoConversationsForInbox(tx)) {
      if (!c.last_from_pro || c.employer_sender === null) continue;
      t.add('inbox_items', { type: 'new message', user_profile_id: c.employer_sender, employer_id: c.employer_id, job_id: c.job_id, pro_id: c.user_profile_id, job_applicant_id: c.job_applicant_id, conversation_id: c.id, read: c.read, seen: c.read, create_ts: c.active_ts });
    }
    const teams = new Map(world.employers.map((e) => [e.id, e.members.filter((u) => u.status === 'normal').slice(0, 2)]));
    for (const a of await demoPrescreenedForInbox(tx)) {
      if (a.k % 2 !== 0) continue;
      for (const member of teams.get(a.employer_id) ?? []) {
        t.add('inbox_items', { type: 'prescreened candidate', user_profile_id: member.id, employer_id: a.employer_id, job_id: a.job_id, pro_id: a.user_profile_id, job_applicant_id: a.id, conversation_id: null, read: a.k % 3 === 0, seen: a.k % 3 !== 2, create_ts: a.update_ts });
      }
    }
    return t.write(tx);
  },
};
