import type { TableSpec } from '../../seed/bulk';
import { must } from '../../seed/demo-world';
import type { ModuleSeed } from '../module';

// Demo resume batches of the staff tools (docs/decisions/177): one completed, one failed on a
// CSV row, one still uploading.

const TABLES = {
  resume_batches: [['id', 'int'], ['creator_id', 'int'], ['kind', 'text'], ['status', 'text'], ['file_count', 'int'], ['error', 'text'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz']],
  resume_batch_files: [['id', 'int'], ['batch_id', 'int'], ['file_name', 'text'], ['storage_url', 'text'], ['status', 'text'], ['error', 'text'], ['user_profile_id', 'int']],
} as const satisfies Record<string, TableSpec>;

export const resumeSeed: ModuleSeed = {
  order: 10,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    const { ago, pros } = world;
    const batches: readonly (readonly [string, string, number, string | null])[] = [
      ['upload', 'completed', 5, null],
      ['5x5-csv', 'error', 2, 'Row 2: phone must have 10 digits'],
      ['upload', 'pending', 3, null],
    ];
    batches.forEach(([kind, status, files, error], b) => {
      const id = t.add('resume_batches', { creator_id: world.users.admin.id, kind, status, file_count: files, error, create_ts: ago(20 - b * 8), update_ts: ago(19 - b * 8) });
      for (let f = 0; f < files; f++) {
        const fileStatus = status === 'completed' ? 'completed' : status === 'error' ? (f === 0 ? 'error' : 'completed') : must((['pending', 'uploaded', 'processing'] as const)[f % 3], 'file status');
        t.add('resume_batch_files', { batch_id: id, file_name: `resume-${b + 1}-${f + 1}.${kind === '5x5-csv' ? 'csv' : 'pdf'}`, storage_url: null, status: fileStatus, error: fileStatus === 'error' ? error : null, user_profile_id: fileStatus === 'completed' ? pros[100 + b * 10 + f]?.userId : null });
      }
    });
    return t.write(tx);
  },
};
