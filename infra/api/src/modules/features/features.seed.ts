import type { TableSpec } from '../../seed/bulk';
import type { ModuleSeed } from '../module';

// Demo feature flags (docs/decisions/177): talent search as each employer's plan says, UI 3.0 and
// Subscription V2 for every employer with a plan, URL screening for two.

const TABLES = {
  employer_features: [['id', 'int'], ['employer_id', 'int'], ['feature_name', 'text'], ['feature_status', 'text']],
} as const satisfies Record<string, TableSpec>;

export const featuresSeed: ModuleSeed = {
  order: 10,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    for (const plan of world.employers) {
      const id = plan.id;
      t.add('employer_features', { employer_id: id, feature_name: 'Talent Search', feature_status: plan.talentSearch });
      t.add('employer_features', { employer_id: id, feature_name: 'UI 3.0', feature_status: plan.plan === 'none' ? 'disabled' : 'enabled' });
      t.add('employer_features', { employer_id: id, feature_name: 'URL Screening', feature_status: plan.key === 'acme' || plan.key === 'greatLakes' ? 'enabled' : 'disabled' });
      t.add('employer_features', { employer_id: id, feature_name: 'Subscription V2', feature_status: plan.plan === 'none' ? 'disabled' : 'enabled' });
    }
    return t.write(tx);
  },
};
