import type { Queryable } from '../../db';
import type { ModuleSeed } from '../module';
import { insertActAsSession } from './staff.repository';

// The module's demo rows: the demo seed runs this after the baseline world (the demo logins,
// employers and pros exist) and after the seeds of lower order, in its transaction, and it writes
// only this module's tables (docs/decisions/172, 177). Replace the examples with data that shows
// this domain's screens at their best; many rows go faster through ctx.rows(...).write(tx).
export const staffSeed: ModuleSeed = {
  order: 100,
  run: ({ tx, world }) => seedStaff(tx, world.employers.map((employer) => employer.id)),
};

export async function seedStaff(tx: Queryable, employerIds: readonly number[]): Promise<number> {
  let count = 0;
  for (const employerId of employerIds) {
    for (const example of [1, 2]) {
      await insertActAsSession(tx, { employerId, title: `Example act as session ${example}`, creatorId: null });
      count += 1;
    }
  }
  return count;
}
