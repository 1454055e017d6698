import type { TableSpec } from '../../seed/bulk';
import type { ModuleSeed } from '../module';

// The demo owner's connected Google calendar (docs/decisions/177); Acme's interviews use it.

const TABLES = {
  calendar_accounts: [['id', 'int'], ['user_profile_id', 'int'], ['provider', 'text'], ['email', 'text'], ['primary_calendar_id', 'text'], ['status', 'text']],
} as const satisfies Record<string, TableSpec>;

export const calendarSeed: ModuleSeed = {
  order: 10,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    t.add('calendar_accounts', { user_profile_id: world.users.owner.id, provider: 'google', email: 'rachel.kowalski@acme-machining.test', primary_calendar_id: 'primary', status: 'connected' });
    return t.write(tx);
  },
};
