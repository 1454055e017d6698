import { ROLES } from '@floorhire/rules';
import {
  EmployerIndustriesBodySchema,
  EmployerIndustryListSchema,
  EmployerJobSkillListSchema,
  EmployerJobSkillsBodySchema,
  EmployerJobTitleListSchema,
  EmployerJobTitlesBodySchema,
  EmployerPhotoBodySchema,
  EmployerPhotoListSchema,
  EmployerPhotoParamsSchema,
  EmployerPhotoSchema,
  EmployerProfilePatchSchema,
  FacebookJobListSchema,
  FacebookJobQuerySchema,
  PhotoFileParamsSchema,
  ProfilePhotoAnswerSchema,
  ProfilePhotoBodySchema,
} from '@floorhire/domain-employer-account';
import { EmployerSchema, IdParamsSchema, MessageAnswerSchema } from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import * as profile from './employer-account.service';

// The company profile (spec 002 §7 "Employer and pro profile"). Reads: any member of the
// employer and staff; changes: user.admin or employer.profile.edit (spec 000 §6).

const OWN_EMPLOYER = { kind: 'employer', from: 'params', key: 'id' } as const;
const EDIT = [ROLES.userAdmin, ROLES.profileEdit] as const;

const patch = route({
  method: 'PATCH',
  url: '/employer/:id',
  summary: 'Change the company profile: name, size band, street, city, state, ZIP (checked against the gazetteer), website, phone, introduction, culture and benefits, facility, products, main industry; only the fields sent',
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: IdParamsSchema,
  body: EmployerProfilePatchSchema,
  response: EmployerSchema,
  errors: [400, 403, 404, 422],
  handler: (ctx) => profile.patchProfile(ctx.db, ctx.params.id, ctx.body),
});

const photos = route({
  method: 'GET',
  url: '/employer/:id/photo',
  summary: "The company's photos (types Introduction, Facility, Product), by type and age",
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: IdParamsSchema,
  response: EmployerPhotoListSchema,
  errors: [403, 404],
  handler: (ctx) => profile.photosOf(ctx.db, ctx.params.id),
});

const addPhoto = route({
  method: 'POST',
  url: '/employer/:id/photo',
  summary: 'Add a photo (photoData: a png, jpeg or bmp data URL of at most 5 MB, read by its bytes; type Introduction, Facility or Product)',
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: IdParamsSchema,
  body: EmployerPhotoBodySchema,
  response: EmployerPhotoSchema,
  status: 201,
  errors: [400, 403, 404, 415, 422],
  handler: (ctx) => profile.addPhoto(ctx.db, ctx.params.id, ctx.body),
});

const removePhoto = route({
  method: 'DELETE',
  url: '/employer/:id/photo/:photoId',
  summary: 'Remove a photo; its address stops answering',
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: EmployerPhotoParamsSchema,
  response: MessageAnswerSchema,
  errors: [403, 404],
  handler: (ctx) => profile.removePhoto(ctx.db, ctx.params.id, ctx.params.photoId),
});

const photoFile = route({
  method: 'GET',
  url: '/public/employer-photo/:fileId',
  summary: 'A company photo by the unguessable id in its url (an <img> sends no token); a new upload gets a new id',
  access: 'public',
  tenancy: { kind: 'custom', why: 'reached only through the random id in a photo url of a profile the caller may read' },
  params: PhotoFileParamsSchema,
  errors: [404],
  async handler(ctx) {
    const file = await profile.readPhotoFile(ctx.db, ctx.params.fileId);
    return ctx.reply
      .header('content-type', file.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(Buffer.from(file.bytes));
  },
});

const putProfilePhoto = route({
  method: 'PUT',
  url: '/employer/:id/profile-photo',
  summary: "Replace the company's profile photo (photoData: png, jpeg or bmp, at most 5,000,000 bytes); answers the new photoUrl",
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: IdParamsSchema,
  body: ProfilePhotoBodySchema,
  response: ProfilePhotoAnswerSchema,
  errors: [400, 403, 404, 415, 422],
  handler: (ctx) => profile.setProfilePhoto(ctx.db, ctx.params.id, ctx.body.photoData),
});

const deleteProfilePhoto = route({
  method: 'DELETE',
  url: '/employer/:id/profile-photo',
  summary: "Remove the company's profile photo",
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: IdParamsSchema,
  response: ProfilePhotoAnswerSchema,
  errors: [403, 404],
  handler: (ctx) => profile.setProfilePhoto(ctx.db, ctx.params.id, null),
});

const skills = route({
  method: 'GET',
  url: '/employer/:id/job-skill',
  summary: 'The skills the company uses',
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: IdParamsSchema,
  response: EmployerJobSkillListSchema,
  errors: [403, 404],
  handler: (ctx) => profile.jobSkillsOf(ctx.db, ctx.params.id),
});

const putSkills = route({
  method: 'PUT',
  url: '/employer/:id/job-skill',
  summary: 'Replace the skills the company uses (jobSkillIds); a removed skill is refused',
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: IdParamsSchema,
  body: EmployerJobSkillsBodySchema,
  response: EmployerJobSkillListSchema,
  errors: [400, 403, 404, 422],
  handler: (ctx) => profile.putJobSkills(ctx.db, ctx.params.id, ctx.body.jobSkillIds),
});

const titles = route({
  method: 'GET',
  url: '/employer/:id/job-title',
  summary: "The company's frequent positions",
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: IdParamsSchema,
  response: EmployerJobTitleListSchema,
  errors: [403, 404],
  handler: (ctx) => profile.jobTitlesOf(ctx.db, ctx.params.id),
});

const putTitles = route({
  method: 'PUT',
  url: '/employer/:id/job-title',
  summary: 'Replace the frequent positions (jobTitleIds); a removed title is refused',
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: IdParamsSchema,
  body: EmployerJobTitlesBodySchema,
  response: EmployerJobTitleListSchema,
  errors: [400, 403, 404, 422],
  handler: (ctx) => profile.putJobTitles(ctx.db, ctx.params.id, ctx.body.jobTitleIds),
});

const putIndustries = route({
  method: 'PUT',
  url: '/employer/:id/industry',
  summary: "Replace the company's industries (industryIds); the first is its main industryId",
  access: EDIT,
  tenancy: OWN_EMPLOYER,
  params: IdParamsSchema,
  body: EmployerIndustriesBodySchema,
  response: EmployerIndustryListSchema,
  errors: [400, 403, 404, 422],
  handler: (ctx) => profile.putIndustries(ctx.db, ctx.params.id, ctx.body.industryIds),
});

const facebookJobs = route({
  method: 'GET',
  url: '/employer-facebook-job',
  summary: 'The employer\'s live jobs as the public job feed lists them for Facebook Jobs and other boards (filter { where: { employerId } })',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'filter.where.employerId must be one of the caller\'s employers (403 otherwise); staff any' },
  query: FacebookJobQuerySchema,
  response: FacebookJobListSchema,
  errors: [400, 403, 404],
  handler(ctx) {
    const employerId = ctx.query.filter.where.employerId;
    ctx.assertEmployer(employerId);
    return profile.facebookJobsOf(ctx.db, ctx.deps.config.publicUrl, employerId);
  },
});

export const profileRoutes: readonly RouteDef[] = [patch, photos, addPhoto, removePhoto, photoFile, putProfilePhoto, deleteProfilePhoto, skills, putSkills, titles, putTitles, putIndustries, facebookJobs];
