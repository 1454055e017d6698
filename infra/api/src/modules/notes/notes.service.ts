import { APPLICATION_API_TEXTS, NOTE_TEXTS, type NoteDto } from '@floorhire/domain-applications';
import type { AuthContext } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { notFound, unprocessable } from '../../http/errors';
import { employerMaySeePro } from '../users';
import { applicationOfPro, deleteNote, insertNote, noteEmployer, readNote, userExists, listNotes as readListNotes } from './notes.repository';

// Notes on a pro (spec 001 §7, 002 §7): staff see and write every note; an employer sees and
// writes its own employer's notes on pros in its pipeline. The list is in server order (oldest
// first); the client shows it reversed. docs/decisions/100-applications-api.md.


const proNotFound = () => notFound(APPLICATION_API_TEXTS.applicantNotFound);

async function assertPro(db: Queryable, proId: number): Promise<void> {
  if (!(await userExists(db, proId))) throw proNotFound();
}

/** The application a note points at must be this pro's, and (for employers) one of its jobs. */
async function checkApplicant(db: Queryable, jobApplicantId: number | null | undefined, proId: number, employerId: number | null): Promise<number | null> {
  if (jobApplicantId == null) return null;
  if (!(await applicationOfPro(db, jobApplicantId, proId, employerId))) throw unprocessable(APPLICATION_API_TEXTS.applicantNotFound, 'jobApplicantId');
  return jobApplicantId;
}

export async function staffNotes(db: Queryable, proId: number): Promise<NoteDto[]> {
  await assertPro(db, proId);
  return listNotes(db, proId, null);
}

export async function employerNotes(db: Queryable, auth: AuthContext, employerId: number, proId: number): Promise<NoteDto[]> {
  if (!auth.isStaff && !(await employerMaySeePro(db, [employerId], proId))) throw proNotFound();
  return listNotes(db, proId, employerId);
}

/** A note by staff (employerId null) or for an employer on a pro in its pipeline. */
export async function addNote(db: Queryable, auth: AuthContext, note: { proId: number; employerId: number | null; jobApplicantId?: number | null | undefined; description: string }): Promise<NoteDto> {
  if (note.employerId !== null && !auth.isStaff && !(await employerMaySeePro(db, [note.employerId], note.proId))) throw proNotFound();
  await assertPro(db, note.proId);
  const jobApplicantId = await checkApplicant(db, note.jobApplicantId, note.proId, note.employerId);
  const id = await insertNote(db, { proId: note.proId, employerId: note.employerId, authorId: auth.userId, jobApplicantId, description: note.description });
  return (await readNote(db, id, note.employerId === null ? 'staff' : 'employer'))!;
}

/** Staff delete any note; employer users the notes of their employers. */
export async function removeNote(db: Queryable, auth: AuthContext, id: number): Promise<{ message: string }> {
  const note = await noteEmployer(db, id);
  if (!note || !(auth.isStaff || (note.employer_id !== null && auth.employerIds.includes(note.employer_id)))) throw notFound(APPLICATION_API_TEXTS.noteNotFound);
  await deleteNote(db, id);
  return { message: NOTE_TEXTS.deleted };
}

/** Notes on a pro: staff read them all (employerId null), an employer its own. */
export function listNotes(db: Queryable, proId: number, employerId: number | null): Promise<NoteDto[]> {
  return readListNotes(db, proId, employerId);
}
