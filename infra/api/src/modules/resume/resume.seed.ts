import type { TableSpec } from '../../seed/bulk';
import { must } from '../../seed/demo-world';
import type { ModuleSeed } from '../module';

// Demo resume batches of the staff tools (docs/decisions/177, 321): one completed (each file a pro
// it created), a 5x5 CSV with a bad row, and one whose files were announced but never sent (the
// sweep ends them in error half an hour after start, as it would a closed tab's). Their pros are
// from the demo pool, whatever its size (the API tests seed a small one).

const TABLES = {
  resume_batches: [['id', 'int'], ['creator_id', 'int'], ['kind', 'text'], ['file_name', 'text'], ['status', 'text'], ['file_count', 'int'], ['error', 'text'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz']],
  resume_batch_files: [['id', 'int'], ['batch_id', 'int'], ['position', 'int'], ['file_name', 'text'], ['storage_url', 'text'], ['status', 'text'], ['error', 'text'], ['outcome', 'text'], ['user_profile_id', 'int']],
} as const satisfies Record<string, TableSpec>;

export const resumeSeed: ModuleSeed = {
  order: 10,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    const { ago, pros } = world;
    const batches: readonly (readonly [string, string | null, string, number])[] = [
      ['upload', null, 'completed', 5],
      ['5x5-csv', 'job-fair.csv', 'completed', 2],
      ['upload', null, 'pending', 3],
    ];
    batches.forEach(([kind, fileName, status, files], b) => {
      const id = t.add('resume_batches', { creator_id: world.users.admin.id, kind, file_name: fileName, status, file_count: files, error: null, create_ts: ago(20 - b * 8), update_ts: ago(19 - b * 8) });
      for (let f = 0; f < files; f++) {
        const pro = status === 'completed' && !(kind === '5x5-csv' && f === 0) ? must(pros[(100 + b * 10 + f) % pros.length], 'demo pro') : undefined;
        const name = kind === '5x5-csv' ? `job-fair.csv row ${f + 2}${pro ? '' : ': Sam Ortiz'}` : `resume-${b + 1}-${f + 1}.pdf`;
        t.add('resume_batch_files', {
          batch_id: id,
          position: f + 1,
          file_name: name,
          storage_url: null,
          status: status === 'pending' ? 'pending' : pro ? 'completed' : 'error',
          error: status !== 'pending' && !pro ? 'Row 2: phone must have 10 digits' : null,
          outcome: pro ? 'created' : null,
          user_profile_id: pro?.userId ?? null,
        });
      }
    });
    return t.write(tx);
  },
};
