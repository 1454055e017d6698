import { ACT_AS_SESSION_TEXTS, type CreateActAsSessionBody, type ActAsSession } from '@floorhire/domain-staff';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { insertActAsSession, actAsSessionOf, actAsSessionsOf } from './staff.repository';

// What the staff module does: the routes and other modules call these; SQL stays
// in the repository, and writes run in one transaction.

export function listActAsSessions(q: Queryable, employerId: number, page: { limit?: number | undefined; skip?: number | undefined }): Promise<ActAsSession[]> {
  return actAsSessionsOf(q, employerId, page.limit ?? 25, page.skip ?? 0);
}

export async function readActAsSession(q: Queryable, employerId: number, id: number): Promise<ActAsSession> {
  const item = await actAsSessionOf(q, employerId, id);
  if (!item) throw notFound(ACT_AS_SESSION_TEXTS.notFound);
  return item;
}

export function createActAsSession(db: Db, auth: AuthContext, employerId: number, body: CreateActAsSessionBody): Promise<ActAsSession> {
  return db.transaction((tx) => insertActAsSession(tx, { employerId, title: body.title, creatorId: auth.userId }));
}
