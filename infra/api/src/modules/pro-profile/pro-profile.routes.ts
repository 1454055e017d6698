import { ROLES } from '@floorhire/rules';
import { MessageAnswerSchema } from '@floorhire/schemas';
import {
  AvatarFileParamsSchema,
  AvatarParamsSchema,
  AvatarSchema,
  AvatarUploadBodySchema,
  ChangePasswordBodySchema,
  ConfirmResumeBodySchema,
  EducationBodySchema,
  EndorsementBodySchema,
  HistoryBodySchema,
  PatchProBodySchema,
  PreferenceBodySchema,
  ProItemParamsSchema,
  ProJobTitlesBodySchema,
  ProParamsSchema,
  ProProfileSchema,
  ProResumeBodySchema,
  ProResumeParamsSchema,
  ProSettingsBodySchema,
  ProTaxonomyBodySchema,
  PublicReferenceSchema,
  ReferenceBodySchema,
  ReferenceUuidParamsSchema,
  ResumeParseSchema,
  TaxonomyOptionsSchema,
} from '@floorhire/domain-pro-profile';
import { route, type RouteDef } from '../../http/route';
import { idempotencyKey } from '../../http/idempotency';
import * as pro from './pro-profile.service';
import * as avatar from './pro-profile.avatar';

// Every route declares who may call it and how tenants stay apart; handlers call the service.
const OWN_PRO = { kind: 'custom', why: 'pro {id} is reachable by its own user and staff only (404 otherwise)' } as const;
const PRO_ONLY = [ROLES.userPro] as const;
const HOUR = 60 * 60_000;

const me = route({
  method: 'GET',
  url: '/pro/me',
  summary: "The signed-in pro's whole profile: personal info, job titles, history, education, references, preferences, taxonomy and completeness",
  access: PRO_ONLY,
  tenancy: { kind: 'custom', why: 'the caller\'s own pro record only' },
  response: ProProfileSchema,
  handler: (ctx) => pro.readOwnProProfile(ctx.db, ctx.requireAuth()),
});

const read = route({
  method: 'GET',
  url: '/pro/:id',
  summary: 'A pro profile by pro id (the pro itself, or staff)',
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProParamsSchema,
  response: ProProfileSchema,
  errors: [404],
  handler: (ctx) => pro.readProFor(ctx.db, ctx.requireAuth(), ctx.params.id),
});

const patch = route({
  method: 'PATCH',
  url: '/pro/:id',
  summary:
    "Save the pro (spec 002 §3 fields stripped; unknown keys dropped) with its user's name and phone; saved only with first name, last name and phone present, the postal code only with the phone (spec 002 §5)",
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProParamsSchema,
  body: PatchProBodySchema,
  response: ProProfileSchema,
  errors: [400, 404, 422],
  handler: (ctx) => pro.patchPro(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body),
});

const jobTitles = route({
  method: 'PUT',
  url: '/pro/:id/job-title',
  summary: "Replace the pro's job titles (list of job-title ids)",
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProParamsSchema,
  body: ProJobTitlesBodySchema,
  response: ProProfileSchema,
  errors: [400, 404, 422],
  handler: (ctx) => pro.putJobTitles(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body),
});

function items(path: string, noun: string, body: typeof HistoryBodySchema | typeof EducationBodySchema, ops: {
  add: (c: Parameters<typeof pro.addHistory>[0], a: Parameters<typeof pro.addHistory>[1], id: number, b: never) => ReturnType<typeof pro.addHistory>;
  edit: (c: Parameters<typeof pro.addHistory>[0], a: Parameters<typeof pro.addHistory>[1], id: number, itemId: number, b: never) => ReturnType<typeof pro.addHistory>;
  remove: typeof pro.removeHistory;
}): RouteDef[] {
  return [
    route({
      method: 'POST',
      url: `/pro/:id/${path}`,
      summary: `Add ${noun} (MM/YYYY dates; the end after the start)`,
      access: PRO_ONLY,
      tenancy: OWN_PRO,
      params: ProParamsSchema,
      body,
      response: ProProfileSchema,
      status: 201,
      errors: [400, 404, 422],
      handler: (ctx) => ops.add(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body as never),
    }),
    route({
      method: 'PUT',
      url: `/pro/:id/${path}/:itemId`,
      summary: `Replace ${noun}`,
      access: PRO_ONLY,
      tenancy: OWN_PRO,
      params: ProItemParamsSchema,
      body,
      response: ProProfileSchema,
      errors: [400, 404, 422],
      handler: (ctx) => ops.edit(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.itemId, ctx.body as never),
    }),
    route({
      method: 'DELETE',
      url: `/pro/:id/${path}/:itemId`,
      summary: `Remove ${noun}`,
      access: PRO_ONLY,
      tenancy: OWN_PRO,
      params: ProItemParamsSchema,
      response: ProProfileSchema,
      errors: [404],
      handler: (ctx) => ops.remove(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.itemId),
    }),
  ];
}

const history = items('history-employer', 'a history employer (work experience)', HistoryBodySchema, { add: pro.addHistory, edit: pro.editHistory, remove: pro.removeHistory });
const education = items('education-certification', 'an education or certification', EducationBodySchema, {
  add: pro.addEducation as never,
  edit: pro.editEducation as never,
  remove: pro.removeEducation,
});

const addReference = route({
  method: 'POST',
  url: '/pro/:id/reference',
  summary: 'Add a reference (name, e-mail or phone, company, relationship); the referee is e-mailed the public endorsement page',
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProParamsSchema,
  body: ReferenceBodySchema,
  response: ProProfileSchema,
  status: 201,
  errors: [400, 404, 429],
  // Each reference sends an e-mail to an address the pro types.
  rateLimit: { max: 20, windowMs: HOUR, key: ({ params }) => `pro-reference:${(params as { id: number }).id}` },
  handler: (ctx) => pro.addReference(ctx.db, ctx.deps.config, ctx.requireAuth(), ctx.params.id, ctx.body),
});

const removeReference = route({
  method: 'DELETE',
  url: '/pro/:id/reference/:itemId',
  summary: 'Remove a reference',
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProItemParamsSchema,
  response: ProProfileSchema,
  errors: [404],
  handler: (ctx) => pro.removeReference(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.itemId),
});

const publicReference = route({
  method: 'GET',
  url: '/public/reference/:uuid',
  summary: "A reference as its referee sees it; 404 'Given reference is not in our records'",
  access: 'public',
  tenancy: { kind: 'none', why: 'the unguessable reference uuid is the referee\'s key' },
  params: ReferenceUuidParamsSchema,
  response: PublicReferenceSchema,
  errors: [404],
  handler: (ctx) => pro.readPublicReference(ctx.db, ctx.params.uuid),
});

const endorse = route({
  method: 'PATCH',
  url: '/public/reference/:uuid',
  summary: 'The referee endorses the pro (endorsement text, rating 1-5)',
  access: 'public',
  tenancy: { kind: 'none', why: 'the unguessable reference uuid is the referee\'s key' },
  params: ReferenceUuidParamsSchema,
  body: EndorsementBodySchema,
  response: PublicReferenceSchema,
  errors: [400, 404, 429],
  rateLimit: { max: 20, windowMs: HOUR, key: ({ params }) => `endorse:${(params as { uuid: string }).uuid}` },
  handler: (ctx) => pro.endorse(ctx.db, ctx.params.uuid, ctx.body),
});

const preference = route({
  method: 'PUT',
  url: '/pro/:id/preference',
  summary: 'The pro preference record: pay rate minimum, maximum commute, shifts 1/2/3, postal code, job titles, industries, machines with brands, knowledge disciplines',
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProParamsSchema,
  body: PreferenceBodySchema,
  response: ProProfileSchema,
  errors: [400, 404, 422],
  handler: (ctx) => pro.putPreference(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body),
});

const taxonomy = route({
  method: 'PUT',
  url: '/pro/:id/taxonomy',
  summary: "Replace the pro's taxonomy maps: skills, knowledge disciplines, industries, machines with brands",
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProParamsSchema,
  body: ProTaxonomyBodySchema,
  response: ProProfileSchema,
  errors: [400, 404, 422],
  handler: (ctx) => pro.putTaxonomy(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body),
});

const options = route({
  method: 'GET',
  url: '/pro/taxonomy-options',
  summary: 'Every list the pro pages choose from: job titles, industries, knowledge disciplines, skills, machines with brands, brands',
  access: PRO_ONLY,
  tenancy: { kind: 'none', why: 'product-wide taxonomy reference data' },
  response: TaxonomyOptionsSchema,
  handler: (ctx) => pro.taxonomyOptions(ctx.db),
});

const uploadResume = route({
  method: 'POST',
  url: '/pro/:id/resume',
  summary:
    "Upload the pro's resume (resumeDataUrl, PDF or .docx, at most 5 MB) or take over a parse made before sign-up (parseId); parsing runs in the background: follow GET /public/resume/parse/{parseId} or resume.progress events",
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProParamsSchema,
  body: ProResumeBodySchema,
  response: ResumeParseSchema,
  status: 202,
  errors: [400, 404, 413, 415, 422, 429],
  rateLimit: { max: 20, windowMs: 10 * 60_000, key: ({ params }) => `pro-resume:${(params as { id: number }).id}` },
  handler: async (ctx) => pro.uploadProResume(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body, idempotencyKey(ctx.req), ctx.req.ip),
});

const confirmResume = route({
  method: 'POST',
  url: '/pro/:id/resume/:parseId/confirm',
  summary: 'Save the parsed resume fields the pro confirmed or corrected onto the profile; the file becomes the pro\'s resume',
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProResumeParamsSchema,
  body: ConfirmResumeBodySchema,
  response: ProProfileSchema,
  errors: [400, 404, 422],
  handler: (ctx) => pro.confirmResume(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.params.parseId, ctx.body),
});

const settings = route({
  method: 'PATCH',
  url: '/pro/:id/settings',
  summary: 'Notification channels of the pro (notificationEmail, notificationSms: 0 or 1)',
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProParamsSchema,
  body: ProSettingsBodySchema,
  response: ProProfileSchema,
  errors: [400, 404],
  handler: (ctx) => pro.setNotificationChannels(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body),
});

const password = route({
  method: 'POST',
  url: '/pro/:id/password',
  summary: 'Change the password (the current one when the account has one; spec 000 §5 password rules)',
  access: PRO_ONLY,
  tenancy: OWN_PRO,
  params: ProParamsSchema,
  body: ChangePasswordBodySchema,
  response: MessageAnswerSchema,
  errors: [400, 404, 422, 429],
  rateLimit: { max: 10, windowMs: HOUR, key: ({ params }) => `pro-password:${(params as { id: number }).id}`, failuresOnly: true },
  actAs: 'refuse',
  handler: (ctx) => pro.changePassword(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body),
});

const uploadAvatar = route({
  method: 'PUT',
  url: '/user-profile/:id/avatar',
  summary: "Replace the user's profile photo (avatarDataUrl: png, jpeg or bmp by its bytes, at most 5,000,000 bytes; spec 000 §5); answers the new avatarUrl",
  access: 'authenticated',
  tenancy: { kind: 'self', param: 'id' },
  params: AvatarParamsSchema,
  body: AvatarUploadBodySchema,
  response: AvatarSchema,
  errors: [400, 404, 413, 415, 422, 429],
  rateLimit: { max: 30, windowMs: HOUR, key: ({ params }) => `avatar:${(params as { id: number }).id}` },
  handler: (ctx) => avatar.uploadAvatar(ctx.db, ctx.params.id, ctx.body),
});

const removeAvatar = route({
  method: 'DELETE',
  url: '/user-profile/:id/avatar',
  summary: "Remove the user's profile photo",
  access: 'authenticated',
  tenancy: { kind: 'self', param: 'id' },
  params: AvatarParamsSchema,
  response: AvatarSchema,
  errors: [404],
  handler: (ctx) => avatar.removeAvatar(ctx.db, ctx.params.id),
});

const avatarFile = route({
  method: 'GET',
  url: '/public/avatar/:fileId',
  summary: 'A profile photo by the unguessable id in its avatarUrl (an <img> sends no token); a new upload gets a new id',
  access: 'public',
  tenancy: { kind: 'custom', why: 'reached only through the random id in the avatarUrl of a profile the caller may read' },
  params: AvatarFileParamsSchema,
  errors: [404],
  async handler(ctx) {
    const file = await avatar.readAvatar(ctx.db, ctx.params.fileId);
    return ctx.reply
      .header('content-type', file.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(Buffer.from(file.bytes));
  },
});

/** Profile photos of every user (spec 000 §3 avatarUrl), beside the user-profile routes. */
export const avatarRoutes: readonly RouteDef[] = [uploadAvatar, removeAvatar, avatarFile];

/** Served under the employer service (spec 002 §7 "Employer and pro profile"). */
export const proProfileRoutes: readonly RouteDef[] = [
  me,
  options,
  read,
  patch,
  jobTitles,
  ...history,
  ...education,
  addReference,
  removeReference,
  preference,
  taxonomy,
  uploadResume,
  confirmResume,
  settings,
  password,
];
/** The referee's page calls (public). */
export const publicReferenceRoutes: readonly RouteDef[] = [publicReference, endorse];
