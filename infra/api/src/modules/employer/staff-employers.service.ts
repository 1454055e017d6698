import { STAFF_API_TEXTS, type CreateEmployerBody } from '@floorhire/domain-staff';
import type { EmployerDto } from '@floorhire/schemas';
import type { Db, Queryable } from '../../db';
import { notFound, unprocessable } from '../../http/errors';
import { startTrial } from '../subscription';
import { employerWithIncludes } from './employer.service';
import { lockEmployer } from './employer.repository';
import { activeStaffIds, addIndustry, industryExists, insertFullEmployer, replaceWatchers, updateAssignee, updateStatus } from './staff-employers.repository';

// What staff change on employers (spec 002 §2 employer/create and employer/{id}, §6 "only staff
// change an employer's assignee"; ADR 303). Each change is one transaction; the answer is the
// employer page's read.

const PAGE_INCLUDES = ['industries', 'subscription', 'accountAdmins', 'assignee', 'watchers'] as const;
const missing = () => notFound(STAFF_API_TEXTS.employerNotFound);

async function assertStaff(db: Queryable, ids: readonly number[], field: string): Promise<void> {
  const found = await activeStaffIds(db, ids);
  if (found.length !== new Set(ids).size) throw unprocessable(STAFF_API_TEXTS.notStaffUser, field);
}

/** POST employer: the employer, its industry, on the free trial a guest sign-up gets (ADR 303). */
export async function createEmployerByStaff(db: Db, trialDays: number, body: CreateEmployerBody): Promise<EmployerDto> {
  const id = await db.transaction(async (tx) => {
    if (body.assigneeId) await assertStaff(tx, [body.assigneeId], 'assigneeId');
    if (body.industryId && !(await industryExists(tx, body.industryId))) throw unprocessable('Choose a value from the list', 'industryId');
    const employerId = await insertFullEmployer(tx, body);
    if (body.industryId) await addIndustry(tx, employerId, body.industryId);
    await startTrial(tx, employerId, trialDays);
    return employerId;
  });
  return employerWithIncludes(db, id, PAGE_INCLUDES);
}

export async function setEmployerAssignee(db: Db, employerId: number, assigneeId: number | null): Promise<EmployerDto> {
  await db.transaction(async (tx) => {
    if (!(await lockEmployer(tx, employerId))) throw missing();
    if (assigneeId !== null) await assertStaff(tx, [assigneeId], 'assigneeId');
    await updateAssignee(tx, employerId, assigneeId);
  });
  return employerWithIncludes(db, employerId, PAGE_INCLUDES);
}

export async function setEmployerStatus(db: Db, employerId: number, status: EmployerDto['status']): Promise<EmployerDto> {
  await db.transaction(async (tx) => {
    if (!(await updateStatus(tx, employerId, status))) throw missing();
  });
  return employerWithIncludes(db, employerId, PAGE_INCLUDES);
}

export async function setEmployerWatchers(db: Db, employerId: number, watcherIds: readonly number[]): Promise<EmployerDto> {
  const ids = [...new Set(watcherIds)];
  await db.transaction(async (tx) => {
    if (!(await lockEmployer(tx, employerId))) throw missing();
    await assertStaff(tx, ids, 'watcherIds');
    await replaceWatchers(tx, employerId, ids);
  });
  return employerWithIncludes(db, employerId, PAGE_INCLUDES);
}
