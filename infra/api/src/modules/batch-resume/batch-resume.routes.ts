import { ROLES } from '@floorhire/rules';
import {
  CreateResumeBatchBodySchema,
  FiveByFiveBodySchema,
  ResumeBatchFileParamsSchema,
  ResumeBatchFileSchema,
  ResumeBatchListQuerySchema,
  ResumeBatchListSchema,
  ResumeBatchParamsSchema,
  ResumeBatchSchema,
  UploadBatchFileBodySchema,
} from '@floorhire/domain-pro-profile';
import { route, type RouteDef } from '../../http/route';
import { batchList, readBatchFor, startBatch, startCsvBatch, uploadBatchFile } from './batch-resume.service';

// Bulk resume upload (spec 002 §2 /admin/batch-resume/upload and 5x5-csv-upload; the spec lists
// no calls for it: ADR 321). Staff only: batches make and change pros product-wide.

const STAFF = [ROLES.userAdmin] as const;
const PRODUCT_WIDE = { kind: 'none', why: 'staff only; batches and the pros they make are product-wide' } as const;

const list = route({
  method: 'GET',
  url: '/resume-batch',
  summary: 'Resume batches, newest first, with their status (pending, completed, error) and file counts by status and outcome; filter { limit (10), skip }',
  access: STAFF,
  tenancy: PRODUCT_WIDE,
  query: ResumeBatchListQuerySchema,
  response: ResumeBatchListSchema,
  errors: [400],
  handler: (ctx) => batchList(ctx.db, ctx.query.filter.limit, ctx.query.filter.skip),
});

const create = route({
  method: 'POST',
  url: '/resume-batch',
  summary: 'Announces a bulk upload: { files: [{ fileName, byteSize }] } (at most 1,000); answers the batch with its files, each pending until its bytes arrive (PUT …/file/{fileId})',
  access: STAFF,
  tenancy: PRODUCT_WIDE,
  body: CreateResumeBatchBodySchema,
  response: ResumeBatchSchema,
  status: 201,
  errors: [400],
  handler: (ctx) => startBatch(ctx.db, ctx.requireAuth(), ctx.body),
});

const one = route({
  method: 'GET',
  url: '/resume-batch/:id',
  summary: 'One batch with every file: status (pending, uploaded, processing, completed, error), the error in words, and the pro it created or matched',
  access: STAFF,
  tenancy: PRODUCT_WIDE,
  params: ResumeBatchParamsSchema,
  response: ResumeBatchSchema,
  errors: [404],
  handler: (ctx) => readBatchFor(ctx.db, ctx.params.id),
});

const upload = route({
  method: 'PUT',
  url: '/resume-batch/:id/file/:fileId',
  summary: 'The bytes of one announced file (resumeDataUrl: PDF, Word .docx, PNG, JPEG or BMP, at most 5 MB): stored and queued as a background job (status uploaded). Sending it again changes nothing',
  access: STAFF,
  tenancy: PRODUCT_WIDE,
  params: ResumeBatchFileParamsSchema,
  body: UploadBatchFileBodySchema,
  response: ResumeBatchFileSchema,
  errors: [400, 404, 413, 415, 422],
  handler: (ctx) => uploadBatchFile(ctx.db, ctx.params.id, ctx.params.fileId, ctx.body.resumeDataUrl),
});

const csv = route({
  method: 'POST',
  url: '/resume-batch/5x5-csv',
  summary: 'A 5x5 CSV ({ fileName, csv }): a header naming First name, Last name, Email, Phone and ZIP code, one person a row (at most 5,000); each row a batch file, a bad row in error with its line number',
  access: STAFF,
  tenancy: PRODUCT_WIDE,
  body: FiveByFiveBodySchema,
  response: ResumeBatchSchema,
  status: 201,
  errors: [400, 422],
  handler: (ctx) => startCsvBatch(ctx.db, ctx.requireAuth(), ctx.body),
});

export const batchResumeRoutes: readonly RouteDef[] = [list, create, csv, one, upload];
