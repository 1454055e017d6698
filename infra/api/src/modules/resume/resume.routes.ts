import { ResumeParseParamsSchema, ResumeParseSchema, ResumeUploadBodySchema } from '@floorhire/domain-pro-profile';
import { route, type RouteDef } from '../../http/route';
import { parseDto, readParse, readResumeFile, requestParse } from './resume.service';
import { idempotencyKey } from '../../http/idempotency';

// Parsing reads a whole file: a visitor gets a few a minute, enough to retry a wrong file.
const PARSE_LIMIT = { max: 20, windowMs: 10 * 60_000, key: () => 'resume-parse' };


const parsePublic = route({
  method: 'POST',
  url: '/public/resume/parse',
  summary:
    'Parse a resume (resumeDataUrl: PDF or Word .docx, at most 5 MB) as a background job; answers the parse (202) to follow with GET /public/resume/parse/{id} until status completed (resumeData with a confidence per field, resumeUrl, parsedResumeUrl, resumeText) or error',
  access: 'public',
  tenancy: { kind: 'custom', why: 'a signed-in caller owns the parse; a visitor reaches it by its unguessable id only' },
  body: ResumeUploadBodySchema,
  response: ResumeParseSchema,
  status: 202,
  errors: [400, 413, 415, 422, 429],
  rateLimit: PARSE_LIMIT,
  async handler(ctx) {
    const row = await requestParse(ctx.db, ctx.auth?.userId ?? null, ctx.body, idempotencyKey(ctx.req), ctx.req.ip);
    return parseDto(row);
  },
});

const readPublic = route({
  method: 'GET',
  url: '/public/resume/parse/:id',
  summary: 'A resume parse: status (pending, uploaded, processing, completed, error), progress 0-100, and when completed the parsed fields',
  access: 'public',
  tenancy: { kind: 'custom', why: 'an owned parse is readable by its owner and staff only (404 otherwise)' },
  params: ResumeParseParamsSchema,
  response: ResumeParseSchema,
  errors: [404],
  handler: async (ctx) => parseDto(await readParse(ctx.db, ctx.auth, ctx.params.id)),
});

const file = route({
  method: 'GET',
  url: '/resume/file/:id',
  summary: 'The uploaded resume file itself (PDF or .docx)',
  access: 'public',
  tenancy: { kind: 'custom', why: 'the owner, staff, and users of an employer the pro applied to; an unowned upload by its unguessable id (404 otherwise)' },
  params: ResumeParseParamsSchema,
  errors: [404],
  async handler(ctx) {
    const resume = await readResumeFile(ctx.db, ctx.auth, ctx.params.id);
    const name = (resume.fileName ?? 'resume').replace(/[^\w. -]/gu, '_');
    return ctx.reply
      .header('content-type', resume.mimeType)
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(resume.bytes));
  },
});

export const resumeRoutes: readonly RouteDef[] = [parsePublic, readPublic, file];
