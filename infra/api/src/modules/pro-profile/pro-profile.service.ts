import { PRO_PROFILE_TEXTS, type ProResumeBody, type ResumeParse } from '@floorhire/domain-pro-profile';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { claimResumeParse, parseDto, requestParse } from '../resume';
import { ensurePro, proOwner, setProPostalCode } from './pro-profile.repository';

// What the pro profile module does (spec 002 §3, §5, §7 "Employer and pro profile"): the
// routes and other modules call these; SQL stays in the repository, writes run in one
// transaction. A pro reaches only its own record; staff reach every one.

/** A new pro's record, with the postal code of the sign-up when one was given. */
export async function createProRecord(tx: Queryable, userId: number, postalCode: string | null): Promise<number> {
  const proId = await ensurePro(tx, userId);
  if (postalCode) await setProPostalCode(tx, proId, postalCode);
  return proId;
}

/** The owner of pro {id} when the caller may act on it; 404 for anyone else (no probing). */
export async function assertOwnPro(q: Queryable, auth: AuthContext, proId: number): Promise<number> {
  const owner = await proOwner(q, proId);
  if (owner === undefined || (!auth.isStaff && owner !== auth.userId)) throw notFound(PRO_PROFILE_TEXTS.proNotFound);
  return owner;
}

/** POST pro/{id}/resume: a new file to parse, or a parse made before sign-up taken over. */
export async function uploadProResume(db: Db, auth: AuthContext, proId: number, body: ProResumeBody, idempotencyKey: string | null, clientKey: string): Promise<ResumeParse> {
  const owner = await assertOwnPro(db, auth, proId);
  const row = 'parseId' in body ? await claimResumeParse(db, owner, body.parseId) : await requestParse(db, owner, body, idempotencyKey, clientKey);
  return parseDto(row, proId);
}
