import { ROLES } from '@floorhire/rules';
import { ProParamsSchema, ProResumeBodySchema, ResumeParseSchema } from '@floorhire/domain-pro-profile';
import { route, type RouteDef } from '../../http/route';
import { idempotencyKey } from '../resume';
import { uploadProResume } from './pro-profile.service';

// Every route declares who may call it and how tenants stay apart; handlers call the service.
const OWN_PRO = { kind: 'custom', why: 'pro {id} is reachable by its own user and staff only (404 otherwise)' } as const;

const uploadResume = route({
  method: 'POST',
  url: '/pro/:id/resume',
  summary:
    "Upload the pro's resume (resumeDataUrl, PDF or .docx, at most 5 MB) or take over a parse made before sign-up (parseId); parsing runs in the background: follow GET /public/resume/parse/{parseId} or resume.progress events",
  access: [ROLES.userPro],
  tenancy: OWN_PRO,
  params: ProParamsSchema,
  body: ProResumeBodySchema,
  response: ResumeParseSchema,
  status: 202,
  errors: [400, 404, 413, 415, 422, 429],
  rateLimit: { max: 20, windowMs: 10 * 60_000, key: ({ params }) => `pro-resume:${(params as { id: number }).id}` },
  handler: async (ctx) => uploadProResume(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body, idempotencyKey(ctx.req), ctx.req.ip),
});

export const proProfileRoutes: readonly RouteDef[] = [uploadResume];
