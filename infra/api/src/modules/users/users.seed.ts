import type { TableSpec } from '../../seed/bulk';
import type { ModuleSeed } from '../module';

// Demo referrals (docs/decisions/177): how two demo logins heard of the product.

const TABLES = {
  referrals: [['id', 'int'], ['user_profile_id', 'int'], ['channel', 'text'], ['name', 'text'], ['subreferral', 'text'], ['term', 'text'], ['content', 'text'], ['create_ts', 'timestamptz']],
} as const satisfies Record<string, TableSpec>;

export const usersSeed: ModuleSeed = {
  order: 10,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    const { ago } = world;
    const { owner, trial } = world.users;
    t.add('referrals', { user_profile_id: trial.id, channel: 'trade show or industry event', name: 'IMTS', create_ts: ago(5) });
    t.add('referrals', { user_profile_id: owner.id, channel: 'colleague or friend referral', create_ts: ago(420) });
    return t.write(tx);
  },
};
