import {
  JOB_BOARD_FORM_TEXTS as T,
  missingForSubmit,
  type JobBoardInformation,
  type JobBoardInformationCreate,
  type JobBoardInformationPatch,
  type JobBoardRequest,
  type JobBoardRequestCreate,
  type JobBoardRequestPatch,
} from '@floorhire/domain-job-board';
import type { Db } from '../../db';
import { conflict, notFound, unprocessable } from '../../http/errors';
import * as repo from './job-board-posting.repository';

// The job-board posting form of staff (spec 002 §7 indeed-employer-request-information and
// indeed-information, GET/POST/PATCH, submit-form; §5 the submit rule). One request per employer
// (job_board_requests); the posting details are its `information`. ADR 219.

const LABELS: Record<string, string> = { contactEmail: T.contactEmail, firstName: T.firstName, lastName: T.lastName, companyName: T.companyName, postsToJobBoard: T.postsToJobBoard };

function requestDto(row: repo.RequestRow): JobBoardRequest {
  return {
    id: row.id,
    ffEmployerId: row.employer_id,
    contactEmail: row.contact_email,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
    postsToJobBoard: row.posts_to_job_board,
    status: row.status,
    submittedTs: row.submitted_ts?.toISOString() ?? null,
    updateTs: row.update_ts.toISOString(),
  };
}

const num = (value: unknown) => (typeof value === 'number' ? value : null);
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function informationDto(row: repo.RequestRow): JobBoardInformation {
  const i = row.information;
  return { ffEmployerId: row.employer_id, companyWebsite: str(i.companyWebsite), contactPhone: str(i.contactPhone), jobsPerMonth: num(i.jobsPerMonth), budgetPerJob: num(i.budgetPerJob), notes: str(i.notes), updateTs: row.update_ts.toISOString() };
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

/** The columns a create or a PATCH carries (ADR 039: only those). */
function requestColumns(body: JobBoardRequestPatch): Record<string, string | boolean | null> {
  const columns: Record<string, string | boolean | null> = {};
  const email = blankToNull(body.contactEmail);
  if (email !== undefined) columns.contact_email = email?.toLowerCase() ?? null;
  for (const [key, column] of [['firstName', 'first_name'], ['lastName', 'last_name'], ['companyName', 'company_name']] as const) {
    const value = blankToNull(body[key]);
    if (value !== undefined) columns[column] = value;
  }
  if (body.postsToJobBoard !== undefined) columns.posts_to_job_board = body.postsToJobBoard;
  return columns;
}

function informationOf(body: JobBoardInformationPatch): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => key !== 'ffEmployerId' && value !== undefined).map(([key, value]) => [key, value === '' ? null : value]));
}

async function existing(db: Db, employerId: number): Promise<repo.RequestRow> {
  const row = await repo.requestOf(db, employerId);
  if (!row) throw notFound(T.notFound);
  return row;
}

async function assertEmployer(db: Db, employerId: number): Promise<void> {
  if (!(await repo.employerExists(db, employerId))) throw notFound(T.employerNotFound);
}

export async function readRequest(db: Db, employerId: number): Promise<JobBoardRequest> {
  return requestDto(await existing(db, employerId));
}

export async function createRequest(db: Db, body: JobBoardRequestCreate): Promise<JobBoardRequest> {
  await assertEmployer(db, body.ffEmployerId);
  const row = await db.transaction((tx) => repo.insertRequest(tx, body.ffEmployerId, requestColumns(body) as Parameters<typeof repo.insertRequest>[2]));
  if (!row) throw conflict(T.alreadyExists);
  return requestDto(row);
}

export async function patchRequest(db: Db, employerId: number, body: JobBoardRequestPatch): Promise<JobBoardRequest> {
  await existing(db, employerId);
  return requestDto((await db.transaction((tx) => repo.updateRequest(tx, employerId, requestColumns(body))))!);
}

export async function readInformation(db: Db, employerId: number): Promise<JobBoardInformation> {
  return informationDto(await existing(db, employerId));
}

/** POST …/indeed-information: the details of an employer's request, the request made when it has none yet. */
export async function createInformation(db: Db, body: JobBoardInformationCreate): Promise<JobBoardInformation> {
  await assertEmployer(db, body.ffEmployerId);
  const row = await db.transaction(async (tx) => (await repo.insertRequest(tx, body.ffEmployerId, { information: informationOf(body) })) ?? repo.mergeInformation(tx, body.ffEmployerId, informationOf(body)));
  return informationDto(row!);
}

export async function patchInformation(db: Db, employerId: number, body: JobBoardInformationPatch): Promise<JobBoardInformation> {
  await existing(db, employerId);
  return informationDto((await db.transaction((tx) => repo.mergeInformation(tx, employerId, informationOf(body))))!);
}

/** POST …/{id}/submit-form: spec 002 §5, or 422 naming what is missing. Submitting again records the new time. */
export async function submitForm(db: Db, employerId: number): Promise<JobBoardRequest> {
  const row = await existing(db, employerId);
  const missing = missingForSubmit(requestDto(row));
  if (missing.length > 0) throw unprocessable(T.missing(missing.map((field) => LABELS[field]!)), missing[0]);
  return requestDto((await db.transaction((tx) => repo.markSubmitted(tx, employerId)))!);
}
