import type { Queryable } from '../../db';
import type { DemoWorld } from '../../seed/demo-world';

// The baseline demo world already holds this domain's demo rows (Acme's shortlists, saved
// searches, viewed candidates and unlocks, and a trial employer's unlocks): nothing to add.
export function seedTalentSearch(_tx: Queryable, _world: DemoWorld): Promise<number> {
  return Promise.resolve(0);
}
