import type { TableSpec } from '../../seed/bulk';
import { createRng, type DisciplineKey } from '../../seed/data';
import { DEMO_SEED, must, place } from '../../seed/demo-world';
import type { ModuleSeed } from '../module';

// Demo talent search (docs/decisions/177): Acme's shortlists, saved searches, viewed candidates
// and unlocks, and two unlocks of the trial employer.

const TABLES = {
  shortlists: [['id', 'int'], ['employer_id', 'int'], ['owner_id', 'int'], ['title', 'text'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz']],
  shortlist_pros: [['shortlist_id', 'int'], ['pro_user_profile_id', 'int']],
  saved_searches: [['id', 'int'], ['user_profile_id', 'int'], ['employer_id', 'int'], ['query', 'jsonb'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz']],
  viewed_candidates: [['user_profile_id', 'int'], ['candidate_id', 'int'], ['employer_id', 'int'], ['update_ts', 'timestamptz']],
  pro_unlocks: [['id', 'int'], ['employer_id', 'int'], ['pro_user_profile_id', 'int'], ['unlocked_by', 'int'], ['source', 'text'], ['create_ts', 'timestamptz']],
} as const satisfies Record<string, TableSpec>;

export const talentSearchSeed: ModuleSeed = {
  order: 30,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    const { ago, nearbyPros, taxonomy } = world;
    const { owner, manager, trial } = world.users;
    const acmeId = must(world.employerIds['acme'], 'acme');
    const tsRng = createRng(`${DEMO_SEED}:talent`);
    const acmeLoc = place('Dayton', 'OH');
    const shortlistDefs: readonly (readonly [string, DisciplineKey])[] = [
      ['Dayton CNC machinists', 'cnc'],
      ['Maintenance bench', 'maintenance'],
      ['Second shift quality', 'quality'],
    ];
    shortlistDefs.forEach(([title, discipline], i) => {
      const id = t.add('shortlists', { employer_id: acmeId, owner_id: i === 2 ? manager.id : owner.id, title, create_ts: ago(40 - i * 10), update_ts: ago(5 - i) });
      for (const p of nearbyPros(discipline, acmeLoc, 8, tsRng)) t.add('shortlist_pros', { shortlist_id: id, pro_user_profile_id: p.userId });
    });
    const savedQueries = [
      { location: 'Dayton, OH', aroundRadius: 30, query: 'cnc machinist', selectedFilters: { jobTitles: [taxonomy.jobTitle('CNC Machinist')], brands: [taxonomy.brand('Haas')] } },
      { location: 'Cincinnati, OH', aroundRadius: 50, query: 'maintenance technician plc', selectedFilters: { skills: [taxonomy.skill('1:PLC Ladder Logic')] } },
      { location: 'Springfield, OH', aroundRadius: 25, query: '', selectedFilters: { machines: [taxonomy.machine('Wire EDM')] } },
    ];
    savedQueries.forEach((query, i) => t.add('saved_searches', { user_profile_id: owner.id, employer_id: acmeId, query, create_ts: ago(30 - i * 7), update_ts: ago(30 - i * 7) }));
    const viewed = nearbyPros('cnc', acmeLoc, 30, tsRng);
    viewed.forEach((p, i) => t.add('viewed_candidates', { user_profile_id: owner.id, candidate_id: p.userId, employer_id: acmeId, update_ts: ago(i % 25, i) }));
    const unlockSources = ['ppp', 'application', 'bulk_messaging', 'pdp'] as const;
    viewed.slice(0, 24).forEach((p, i) => {
      t.add('pro_unlocks', { employer_id: acmeId, pro_user_profile_id: p.userId, unlocked_by: i % 3 === 0 ? manager.id : owner.id, source: must(unlockSources[i % 4], 'source'), create_ts: ago(i, 2) });
    });
    const lakesideId = must(world.employerIds['lakeside'], 'lakeside');
    nearbyPros('molding', place('Sheboygan', 'WI'), 2, tsRng).forEach((p) => t.add('pro_unlocks', { employer_id: lakesideId, pro_user_profile_id: p.userId, unlocked_by: trial.id, source: 'ppp', create_ts: ago(2) }));
    return t.write(tx);
  },
};
