import { defineModule } from '../module';
import { batchResumeRoutes } from './batch-resume.routes';
import { registerBatchResume } from './batch-resume.service';

// Bulk resume upload by staff (spec 002 §2 /admin/batch-resume/upload and 5x5-csv-upload, §3
// batch statuses; ADR 321, 322). It owns no table: the batches and files are the resume
// module's, the pros the users and pro-profile modules'; it decides what each file becomes.
export const apiModule = defineModule({
  name: 'batch-resume',
  summary: 'Bulk resume upload and 5x5 CSV: each file a durable job that creates a pro or updates the one it matches',
  routes: [{ service: 'candidateDiscovery', routes: batchResumeRoutes }],
  tables: [],
  setup: ({ worker, db, log }) => registerBatchResume(worker, db, log),
});

export { processBatchFile } from './batch-resume.service';
