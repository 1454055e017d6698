import type { TableSpec } from '../../seed/bulk';
import type { ModuleSeed } from '../module';

// Demo rows of the staff console (docs/decisions/177): the employers that asked for Talent
// Search have an open request in the staff inbox, and the demo employer owner's sign-in settings
// show that staff acted as them three days ago (a session of twelve minutes with two writes).

const TABLES = {
  act_as_sessions: [
    ['id', 'int'],
    ['staff_user_id', 'int'],
    ['user_profile_id', 'int'],
    ['return_path', 'text'],
    ['client_address', 'text'],
    ['user_agent', 'text'],
    ['start_ts', 'timestamptz'],
    ['expires_ts', 'timestamptz'],
    ['end_ts', 'timestamptz'],
    ['end_reason', 'text'],
  ],
  act_as_actions: [['id', 'int'], ['act_as_session_id', 'int'], ['method', 'text'], ['route', 'text'], ['path', 'text'], ['status_code', 'int'], ['client_address', 'text'], ['create_ts', 'timestamptz'], ['finish_ts', 'timestamptz']],
  staff_inbox_items: [['id', 'int'], ['type', 'text'], ['employer_id', 'int'], ['requested_by', 'int'], ['create_ts', 'timestamptz']],
} as const satisfies Record<string, TableSpec>;

const MINUTE = 60_000;

export const staffSeed: ModuleSeed = {
  order: 60,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    for (const employer of world.employers.filter((e) => e.talentSearch === 'Requested')) {
      const asker = employer.members.find((m) => m.group === 'Company Admin') ?? null;
      t.add('staff_inbox_items', { type: 'talent-search-request', employer_id: employer.id, requested_by: asker?.id ?? null, create_ts: world.ago(1, 5) });
    }
    const start = world.ago(3);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const owner = world.users.owner.id;
    const session = t.add('act_as_sessions', {
      staff_user_id: world.users.admin.id,
      user_profile_id: owner,
      return_path: `/admin/users/employer/${owner}/edit`,
      client_address: '203.0.113.24',
      user_agent: 'Mozilla/5.0 (demo)',
      start_ts: start,
      expires_ts: at(30),
      end_ts: at(12),
      end_reason: 'ended',
    });
    t.add('act_as_actions', { act_as_session_id: session, method: 'PATCH', route: '/v4/user-profile/:id', path: `/v4/user-profile/${owner}`, status_code: 200, client_address: '203.0.113.24', create_ts: at(4), finish_ts: at(4) });
    t.add('act_as_actions', { act_as_session_id: session, method: 'POST', route: '/v4/employer-feature', path: '/v4/employer-feature', status_code: 200, client_address: '203.0.113.24', create_ts: at(9), finish_ts: at(9) });
    return t.write(tx);
  },
};
