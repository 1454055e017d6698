import { ROLES } from '@floorhire/rules';
import { IdParamsSchema, MessageAnswerSchema } from '@floorhire/schemas';
import { CreateNoteBodySchema, EmployerProNoteParamsSchema, NoteListSchema, NoteSchema, ProNoteParamsSchema } from '@floorhire/domain-applications';
import { route, type RouteDef } from '../../http/route';
import { addNote, employerNotes, removeNote, staffNotes } from './notes.service';

// Notes on a pro (spec 001 §7, 002 §7): staff use pro/{id}/note, employers
// employer/{employerId}/pro/{id}/note. docs/decisions/100-applications-api.md.

const staffList = route({
  method: 'GET',
  url: '/pro/:id/note',
  summary: 'Staff: every note on a pro, oldest first',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only' },
  params: ProNoteParamsSchema,
  response: NoteListSchema,
  errors: [404],
  handler: (ctx) => staffNotes(ctx.db, ctx.params.id),
});

const staffCreate = route({
  method: 'POST',
  url: '/pro/:id/note',
  summary: 'Staff: add a note on a pro (description, optional jobApplicantId)',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only' },
  params: ProNoteParamsSchema,
  body: CreateNoteBodySchema,
  response: NoteSchema,
  status: 201,
  errors: [404, 422],
  handler: (ctx) => addNote(ctx.db, ctx.requireAuth(), { proId: ctx.params.id, employerId: null, jobApplicantId: ctx.body.jobApplicantId, description: ctx.body.description }),
});

const employerList = route({
  method: 'GET',
  url: '/employer/:employerId/pro/:id/note',
  summary: 'The employer\'s notes on a pro in its pipeline, oldest first',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'employerId' },
  params: EmployerProNoteParamsSchema,
  response: NoteListSchema,
  errors: [403, 404],
  handler: (ctx) => employerNotes(ctx.db, ctx.requireAuth(), ctx.params.employerId, ctx.params.id),
});

const employerCreate = route({
  method: 'POST',
  url: '/employer/:employerId/pro/:id/note',
  summary: 'Add an employer note on a pro (description, optional jobApplicantId of one of its jobs)',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'employerId' },
  params: EmployerProNoteParamsSchema,
  body: CreateNoteBodySchema,
  response: NoteSchema,
  status: 201,
  errors: [403, 404, 422],
  handler: (ctx) => addNote(ctx.db, ctx.requireAuth(), { proId: ctx.params.id, employerId: ctx.params.employerId, jobApplicantId: ctx.body.jobApplicantId, description: ctx.body.description }),
});

const remove = route({
  method: 'DELETE',
  url: '/pro-note/:id',
  summary: 'Delete a note: staff any note; employer users the notes of their employers',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'the note must be the caller\'s employer\'s (404 otherwise)' },
  params: IdParamsSchema,
  response: MessageAnswerSchema,
  errors: [404],
  handler: (ctx) => removeNote(ctx.db, ctx.requireAuth(), ctx.params.id),
});

export const noteRoutes: readonly RouteDef[] = [staffList, staffCreate, employerList, employerCreate, remove];
