import { defineModule } from '../module';
import { resumeRoutes } from './resume.routes';
import { registerResumeParsing } from './resume.service';
import { resumeSeed } from './resume.seed';
import { registerResumeTaxonomyUses } from './taxonomy-uses.service';

// Resumes (spec 002 §7 POST /public/resume/parse; the pro's own upload is in pro-profile):
// the file, real text extraction (unpdf, mammoth) and field parsing into the taxonomy, as a
// durable background job. docs/decisions/201-resume-parsing.md.
export const apiModule = defineModule({
  name: 'resume',
  summary: 'Resume files and parsing into profile fields with a confidence each (background jobs)',
  routes: [{ service: 'candidateDiscovery', routes: resumeRoutes }],
  tables: ['resume_parses', 'resume_batches', 'resume_batch_files'],
  seed: resumeSeed,
  setup: ({ worker, db, log, events }) => {
    registerResumeParsing(worker, db, log);
    registerResumeTaxonomyUses();
    // The staff's batch board (ADR 321): staff follow any topic of a known kind, nobody else this one.
    events.topics.define('resume-batches', () => false);
  },
});

export { extractResumeText, parseResume, ResumeReadError } from './resume.extract';
export { normalizeTerm, parseResumeText, type ResumeVocabulary } from './resume.parse';
export { claimResumeParse, giveParseTo, parseDto, parsedResumeUrl, readParse, requestParse, resumeFileType, resumeFileUrl, runParse } from './resume.service';
export { stopOcr } from './resume.ocr';
export {
  batchFile,
  batchFileParse,
  createBatch,
  listBatches,
  lockBatch,
  moveBatchFile,
  readBatch,
  stalePendingBatchFiles,
  storeBatchFile,
  type BatchFileRow,
} from './resume-batch.service';
