import type { UserStatus } from '@floorhire/rules';
import type { Queryable } from '../../db';
import { updateStatus } from './status.repository';

/**
 * Staff move a user to a status of spec 000 §4 (archive, block, suspend, and back), inside the
 * caller's transaction; answers the status before, undefined when there is no such user. Ending
 * the user's sessions is the caller's (tokens and act-as sessions are not this module's).
 */
export function setUserStatus(tx: Queryable, userId: number, status: UserStatus): Promise<string | undefined> {
  return updateStatus(tx, userId, status);
}
