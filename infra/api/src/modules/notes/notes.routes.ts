import { APPLICATION_API_TEXTS, ROLES } from '@floorhire/rules';
import { CreateNoteBodySchema, EmployerProNoteParamsSchema, IdParamsSchema, NoteListSchema, NoteSchema, ProNoteParamsSchema, MessageAnswerSchema } from '@floorhire/schemas';
import { NOTE_TEXTS } from '@floorhire/rules';
import type { Queryable } from '../../db';
import { notFound, unprocessable } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { listNotes, readNote } from './notes.repository';

// Notes on a pro (spec 001 §7, 002 §7): staff use pro/{id}/note and see every note; employers
// use employer/{employerId}/pro/{id}/note and see their own employer's notes only. The list is in
// server order (oldest first); the client shows it reversed. docs/decisions/100-applications-api.md.

const proNotFound = () => notFound(APPLICATION_API_TEXTS.applicantNotFound);

/** An employer may keep notes on pros in its pipeline: pros who applied to its jobs. */
async function employerSeesPro(db: Queryable, employerId: number, proId: number): Promise<boolean> {
  const row = await db.one(
    `select 1 from job_applicants ja join jobs j on j.id = ja.job_id where ja.user_profile_id = $1 and j.employer_id = $2 and ja.status <> 'Notified'
     union all select 1 from conversations c where c.user_profile_id = $1 and c.employer_id = $2
     union all select 1 from pro_unlocks u where u.pro_user_profile_id = $1 and u.employer_id = $2 limit 1`,
    [proId, employerId],
  );
  return !!row;
}

async function assertPro(db: Queryable, proId: number): Promise<void> {
  if (!(await db.one('select 1 from user_profiles where id = $1', [proId]))) throw proNotFound();
}

/** The application a note points at must be this pro's, and (for employers) one of its jobs. */
async function checkApplicant(db: Queryable, jobApplicantId: number | null | undefined, proId: number, employerId: number | null): Promise<number | null> {
  if (jobApplicantId == null) return null;
  const row = await db.one(
    `select 1 from job_applicants ja join jobs j on j.id = ja.job_id where ja.id = $1 and ja.user_profile_id = $2 and ($3::int is null or j.employer_id = $3)`,
    [jobApplicantId, proId, employerId],
  );
  if (!row) throw unprocessable(APPLICATION_API_TEXTS.applicantNotFound, 'jobApplicantId');
  return jobApplicantId;
}

const staffList = route({
  method: 'GET',
  url: '/pro/:id/note',
  summary: 'Staff: every note on a pro, oldest first',
  access: [ROLES.userAdmin],
  tenancy: { kind: 'none', why: 'staff only' },
  params: ProNoteParamsSchema,
  response: NoteListSchema,
  errors: [404],
  async handler(ctx) {
    await assertPro(ctx.db, ctx.params.id);
    return listNotes(ctx.db, ctx.params.id, null);
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    await assertPro(ctx.db, ctx.params.id);
    const jobApplicantId = await checkApplicant(ctx.db, ctx.body.jobApplicantId, ctx.params.id, null);
    const row = (await ctx.db.one<{ id: number }>(
      'insert into pro_notes (pro_user_profile_id, employer_id, author_id, job_applicant_id, description) values ($1, null, $2, $3, $4) returning id',
      [ctx.params.id, auth.userId, jobApplicantId, ctx.body.description],
    ))!;
    return (await readNote(ctx.db, row.id, 'staff'))!;
  },
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
  async handler(ctx) {
    if (!ctx.auth?.isStaff && !(await employerSeesPro(ctx.db, ctx.params.employerId, ctx.params.id))) throw proNotFound();
    return listNotes(ctx.db, ctx.params.id, ctx.params.employerId);
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const { employerId, id } = ctx.params;
    if (!auth.isStaff && !(await employerSeesPro(ctx.db, employerId, id))) throw proNotFound();
    await assertPro(ctx.db, id);
    const jobApplicantId = await checkApplicant(ctx.db, ctx.body.jobApplicantId, id, employerId);
    const row = (await ctx.db.one<{ id: number }>(
      'insert into pro_notes (pro_user_profile_id, employer_id, author_id, job_applicant_id, description) values ($1, $2, $3, $4, $5) returning id',
      [id, employerId, auth.userId, jobApplicantId, ctx.body.description],
    ))!;
    return (await readNote(ctx.db, row.id, 'employer'))!;
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const note = await ctx.db.one<{ employer_id: number | null }>('select employer_id from pro_notes where id = $1', [ctx.params.id]);
    if (!note || !(auth.isStaff || (note.employer_id !== null && auth.employerIds.includes(note.employer_id)))) throw notFound(APPLICATION_API_TEXTS.noteNotFound);
    await ctx.db.query('delete from pro_notes where id = $1', [ctx.params.id]);
    return { message: NOTE_TEXTS.deleted };
  },
});

export const noteRoutes: readonly RouteDef[] = [staffList, staffCreate, employerList, employerCreate, remove];
