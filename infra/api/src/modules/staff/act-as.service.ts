import { ACT_AS_MINUTES, STAFF_API_TEXTS, STATUSES_WITHOUT_SESSION, type ActAsHistory, type ActAsSession } from '@floorhire/domain-staff';
import { ROLES, routeRoleOf, type UserStatus } from '@floorhire/rules';
import type { AuthContext, TokenService } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import { userNotFound } from '../users';
import {
  closeOpenSessionOf,
  closeOpenSessionsAs,
  countLiveSessions,
  finishAction,
  historyOf,
  insertAction,
  insertSession,
  isLive,
  liveSessionOf,
  sessionById,
  targetUser,
  type Viewer,
} from './act-as.repository';

// Act as a user (spec 000 §1, §6; spec 002 §2 users/employer/{id}/login and the pro's login
// sub-page; ADR 301). A staff member opens a short-lived session as an employer user or a pro.
// The acting token carries the user's own claims and never staff's, so the acting session can
// do no more than the user could; each of its requests checks the session is still open, and
// each write it makes is written to the audit trail before it runs.

const actAsEnded = () => new HttpError(401, STAFF_API_TEXTS.actAsEnded, 'ActAsEnded');

/** Starts a session as the user; a session the staff member had open ends (replaced). */
export async function startActAs(db: Db, staff: AuthContext, input: { userProfileId: number; returnPath: string; clientAddress: string; userAgent: string | null }): Promise<ActAsSession> {
  const id = await db.transaction(async (tx) => {
    const target = await targetUser(tx, input.userProfileId);
    if (!target) throw userNotFound();
    // Acting as staff would be acting with staff's powers: never.
    if (target.type === 'Super Admin' || target.group_membership === 'Super Admin' || (target.roles ?? []).includes(ROLES.userAdmin)) throw forbidden(STAFF_API_TEXTS.userNotActable);
    if (target.id === staff.userId) throw forbidden(STAFF_API_TEXTS.userNotActable);
    if (routeRoleOf(target.group_membership) === null) throw unprocessable(STAFF_API_TEXTS.userHasNoArea, 'userProfileId');
    if (STATUSES_WITHOUT_SESSION.includes(target.status as UserStatus)) throw conflict(STAFF_API_TEXTS.userCannotSignIn);
    await closeOpenSessionOf(tx, staff.userId, 'replaced');
    return insertSession(tx, { staffUserId: staff.userId, userId: target.id, returnPath: input.returnPath, clientAddress: input.clientAddress, userAgent: input.userAgent?.slice(0, 300) ?? null, minutes: ACT_AS_MINUTES });
  });
  return (await sessionById(db, id, 'staff'))!;
}

export async function currentActAs(q: Queryable, staff: AuthContext): Promise<{ session: ActAsSession | null }> {
  return { session: (await liveSessionOf(q, staff.userId)) ?? null };
}

/** Tokens of the staff member's running session, asked with their own session (ADR 301). */
export async function actingTokens(q: Queryable, tokens: TokenService, staff: AuthContext) {
  const session = await liveSessionOf(q, staff.userId);
  if (!session) throw notFound(STAFF_API_TEXTS.actAsNotLive, 'ActAsNotLive');
  const issued = await tokens.signActing(session.user.id, { staffUserId: staff.userId, sessionId: session.id, expiresAtMs: Date.parse(session.expiresTs) });
  if (!issued) throw conflict(STAFF_API_TEXTS.userCannotSignIn);
  return issued;
}

/** Back to my session: closes the running session; answers it, or null when none was running. */
export async function endActAs(db: Db, staff: AuthContext, reason: 'ended' | 'signed-out' = 'ended'): Promise<{ session: ActAsSession | null }> {
  const id = await db.transaction((tx) => closeOpenSessionOf(tx, staff.userId, reason));
  return { session: id === undefined ? null : ((await sessionById(db, id, 'staff')) ?? null) };
}

/** A user's act-as history: staff see everything; the user themselves the same without addresses. */
export async function actAsHistory(q: Queryable, viewerAuth: AuthContext, userId: number, page: { limit?: number | undefined; skip?: number | undefined }): Promise<ActAsHistory> {
  const viewer: Viewer = viewerAuth.isStaff ? 'staff' : 'user';
  return historyOf(q, userId, viewer, page.limit ?? 10, page.skip ?? 0);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ActingRequest {
  auth: AuthContext;
  method: string;
  /** The route as declared (with /v4), or the path when no route matched. */
  route: string;
  path: string;
  clientAddress: string;
  /** The route says acting sessions may not call it (a credential change, say). */
  refused: boolean;
}

/**
 * Runs before an acting request reaches its route: refuses it once the session is over, and
 * writes a write to the audit trail first, so that no write made while acting goes unrecorded
 * (a failed insert fails the request). Answers the trail entry's id, to note its answer later.
 */
export async function beginActingRequest(db: Db, r: ActingRequest): Promise<number | null> {
  const act = r.auth.actAs;
  if (!act) return null;
  if (!(await isLive(db, act.sessionId, act.staffUserId, r.auth.userId))) throw actAsEnded();
  if (READS.has(r.method)) return null;
  if (r.refused) {
    await insertAction(db, { sessionId: act.sessionId, method: r.method, route: r.route, path: r.path, clientAddress: r.clientAddress, statusCode: 403 });
    throw forbidden(STAFF_API_TEXTS.actAsRefused);
  }
  return insertAction(db, { sessionId: act.sessionId, method: r.method, route: r.route, path: r.path, clientAddress: r.clientAddress, statusCode: null });
}

/** Notes the answer of an audited write. */
export async function finishActingRequest(db: Db, actionId: number, statusCode: number): Promise<void> {
  await finishAction(db, actionId, statusCode);
}

/** The user was archived, blocked or suspended: nobody acts as them any more. */
export function endActAsSessionsOfUser(tx: Queryable, userId: number): Promise<number> {
  return closeOpenSessionsAs(tx, userId);
}

export function liveActAsCount(q: Queryable): Promise<number> {
  return countLiveSessions(q);
}
