import type { EmployerDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import * as repo from './employer.repository';

// What sign-up, invitations, jobs, talent search and messaging ask of employers and their
// members: the rows are this module's, so other modules go through these calls.

export function employerExists(q: Queryable, id: number): Promise<boolean> {
  return repo.employerExists(q, id);
}

export function employerNameOf(q: Queryable, id: number): Promise<string | undefined> {
  return repo.employerNameOf(q, id);
}

/** Serialises writes about one employer (job slots, publishing): false when there is none. */
export function lockEmployer(q: Queryable, id: number): Promise<boolean> {
  return repo.lockEmployer(q, id);
}

/** A new employer (guest sign-up); returns its id. */
export function insertEmployer(q: Queryable, name: string, status: EmployerDto['status']): Promise<number> {
  return repo.insertEmployer(q, name, status);
}

export function isMember(q: Queryable, employerId: number, userId: number): Promise<boolean> {
  return repo.isMember(q, employerId, userId);
}

/** Adds a member (sign-up, an accepted invitation); a member already there stays. */
export function addMember(q: Queryable, employerId: number, userId: number): Promise<void> {
  return repo.addMember(q, employerId, userId);
}
