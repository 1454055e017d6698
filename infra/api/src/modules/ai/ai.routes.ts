import { EDIT_RULES } from '@floorhire/rules';
import { AssistantDocumentParamsSchema, DocumentIdAnswerSchema, GenerateJobDescriptionBodySchema, GenerateScreeningQuestionsBodySchema, JobDescriptionDocumentSchema, ScreeningQuestionsDocumentSchema, StoppedDocumentSchema } from '@floorhire/domain-jobs';
import { route, type RouteDef } from '../../http/route';
import { documentDto, readDocument, requestDocument, stopDocument } from './ai.service';
import { idempotencyKey } from '../../http/idempotency';

// Assistant (gpt-helper) calls of spec 001 §7. Documents belong to the user who asked for them.

const OWN_DOCUMENTS = { kind: 'custom', why: 'a document is readable and stoppable only by its requester (or staff); others get 404' } as const;
// A model call costs money: a burst of clicks should not become a burst of generations.
const GENERATION_LIMIT = { max: 30, windowMs: 60_000, key: () => 'gpt-helper' };


const generateDescription = route({
  method: 'POST',
  url: '/gpt-helper/generate-temporary-job-description',
  summary: 'Start writing a job description (jobTitle, location, skills, brands, optional shift/pay/machines); answers a documentId to poll',
  access: EDIT_RULES.jobs,
  tenancy: OWN_DOCUMENTS,
  body: GenerateJobDescriptionBodySchema,
  response: DocumentIdAnswerSchema,
  status: 202,
  rateLimit: GENERATION_LIMIT,
  async handler(ctx) {
    const auth = ctx.requireAuth();
    return { documentId: await requestDocument(ctx.db, auth, 'job-description', ctx.body, idempotencyKey(ctx.req)) };
  },
});

const generateQuestions = route({
  method: 'POST',
  url: '/gpt-helper/generate-temporary-screening-questions',
  summary: 'Start writing screener questions (jobTitle, skills, brands); answers a documentId to poll',
  access: EDIT_RULES.jobs,
  tenancy: OWN_DOCUMENTS,
  body: GenerateScreeningQuestionsBodySchema,
  response: DocumentIdAnswerSchema,
  status: 202,
  rateLimit: GENERATION_LIMIT,
  async handler(ctx) {
    const auth = ctx.requireAuth();
    return { documentId: await requestDocument(ctx.db, auth, 'screening-questions', ctx.body, idempotencyKey(ctx.req)) };
  },
});

const readDescription = route({
  method: 'GET',
  url: '/gpt-helper/get-temporary-job-description/:id',
  summary: 'Poll a job description: status pending until fulfilled (jobDescription in markdown), failed or stopped',
  access: EDIT_RULES.jobs,
  tenancy: OWN_DOCUMENTS,
  params: AssistantDocumentParamsSchema,
  response: JobDescriptionDocumentSchema,
  errors: [404],
  async handler(ctx) {
    const row = await readDocument(ctx.db, ctx.requireAuth(), ctx.params.id, 'job-description');
    return { ...documentDto(row), jobDescription: row.status === 'fulfilled' ? (row.result?.jobDescription ?? null) : null };
  },
});

const readQuestions = route({
  method: 'GET',
  url: '/gpt-helper/get-temporary-screening-questions/:id',
  summary: 'Poll screener questions: status pending until fulfilled (screeningQuestions), failed or stopped',
  access: EDIT_RULES.jobs,
  tenancy: OWN_DOCUMENTS,
  params: AssistantDocumentParamsSchema,
  response: ScreeningQuestionsDocumentSchema,
  errors: [404],
  async handler(ctx) {
    const row = await readDocument(ctx.db, ctx.requireAuth(), ctx.params.id, 'screening-questions');
    return { ...documentDto(row), screeningQuestions: row.status === 'fulfilled' ? (row.result?.screeningQuestions ?? null) : null };
  },
});

const stop = route({
  method: 'POST',
  url: '/gpt-helper/stop-temporary-document/:id',
  summary: 'Stop a pending generation (the Stop button); a finished document keeps its status',
  access: EDIT_RULES.jobs,
  tenancy: OWN_DOCUMENTS,
  params: AssistantDocumentParamsSchema,
  response: StoppedDocumentSchema,
  errors: [404],
  async handler(ctx) {
    return { documentId: ctx.params.id, status: await stopDocument(ctx.db, ctx.requireAuth(), ctx.params.id) };
  },
});

export const aiRoutes: readonly RouteDef[] = [generateDescription, generateQuestions, readDescription, readQuestions, stop];
