import { linkTo } from '@floorhire/rules';
import { APPLICANT_TEXTS, APPLICATION_API_TEXTS, applicantUrl, type ActionItem } from '@floorhire/domain-applications';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable, Tx } from '../../db';
import { forbidden, notFound } from '../../http/errors';
import {
  countsIn,
  deleteItem,
  deletePrescreenedItems,
  employersOfUser,
  insertMessageItem,
  insertPrescreenedItem,
  itemsIn,
  itemWithOwner,
  neighbours,
  readAllMessages,
  setRead,
  setSeen,
  type ItemRow,
  type Scope,
} from './inbox.repository';

// Inbox of action items (spec 001 §3, §4, §7): new messages and pre-screened candidates of the
// caller's employers. An item with no user is for everyone at the employer. Domains that
// create items act when one is read (reading a pre-screened item moves the applicant to Review
// and removes the item): they register that with onItemRead, so the inbox depends on none of
// them. docs/decisions/106-inbox.md, 171-api-module-contract.md.

type ItemType = ActionItem['type'];

export interface ReadOutcome {
  applicantStatus: string | null;
  message: string;
}

/** Runs in the transaction that removes the read item. */
export type ItemReadAction = (tx: Tx, item: { id: number; jobApplicantId: number | null; employerId: number | null }, auth: AuthContext) => Promise<ReadOutcome>;

const readActions = new Map<ItemType, ItemReadAction>();

/** The domain that creates items of a type says what reading one does; such items are removed when read. */
export function onItemRead(type: ItemType, action: ItemReadAction): void {
  readActions.set(type, action);
}

export async function addPrescreenedItem(tx: Queryable, item: { jobApplicantId: number; employerId: number; jobId: number; proId: number }): Promise<void> {
  await insertPrescreenedItem(tx, item);
}

/** A pro's reply for everyone at the employer; answers whether an item was added (not while one for the conversation is unread). */
export async function addMessageItem(tx: Queryable, item: { employerId: number; conversationId: number; proId: number; jobId: number | null; jobApplicantId: number | null }): Promise<boolean> {
  return insertMessageItem(tx, item);
}

/** A candidate who left pre-screened is no longer an action item. */
export async function removePrescreenedItems(tx: Queryable, jobApplicantId: number): Promise<void> {
  await deletePrescreenedItems(tx, jobApplicantId);
}

const viewerOf = (auth: AuthContext) => (auth.isStaff ? 'staff' : 'employer');

function toDto(r: ItemRow, viewer: 'staff' | 'employer'): ActionItem {
  const who = r.pro_name ?? 'A pro';
  const title = r.type === 'prescreened candidate' ? `${who} was pre-screened${r.job_title ? ` for ${r.job_title}` : ''}` : `New message from ${who}`;
  const url =
    r.type === 'prescreened candidate' && r.job_id !== null && r.pro_id !== null && r.job_applicant_id !== null
      ? applicantUrl(viewer, r.job_id, r.pro_id, r.job_applicant_id)
      : r.conversation_id !== null
        ? linkTo('employerConversation', {}, { conversationId: r.conversation_id, employerId: r.employer_id })
        : `/employer?actionItemId=${r.id}`;
  return {
    id: r.id,
    type: r.type,
    jobId: r.job_id,
    proId: r.pro_id,
    employerId: r.employer_id,
    jobApplicantId: r.job_applicant_id,
    conversationId: r.conversation_id,
    createTs: r.create_ts.toISOString(),
    read: r.read,
    seen: r.seen,
    title,
    proName: r.pro_name,
    jobTitle: r.job_title,
    url,
  };
}

// An item is the user's when it is for the user or for everyone, at one of the employers asked
// for (or a personal item with no employer).
const USER_SCOPE = '((n.user_profile_id is null or n.user_profile_id = $1) and (n.employer_id = any($2::int[]) or (n.employer_id is null and n.user_profile_id = $1)))';

/** Items the caller may see: staff all; others their employers' shared items and their own. */
function scope(auth: AuthContext, employerId: number | undefined): Scope {
  if (auth.isStaff) return { sql: '($1::int is null or n.employer_id = $1)', params: [employerId ?? null] };
  return { sql: USER_SCOPE, params: [auth.userId, employerId !== undefined ? [employerId] : [...auth.employerIds]] };
}

async function visibleItem(db: Queryable, auth: AuthContext, id: number): Promise<ItemRow> {
  const row = await itemWithOwner(db, id);
  const mine = row && (auth.isStaff || row.user_profile_id === auth.userId || (row.user_profile_id === null && row.employer_id !== null && auth.employerIds.includes(row.employer_id)));
  if (!row || !mine) throw notFound(APPLICATION_API_TEXTS.notificationNotFound);
  return row;
}

export async function listItems(db: Queryable, auth: AuthContext, query: { employerId?: number | undefined; userProfileId?: number | undefined; limit?: number | undefined; skip?: number | undefined }) {
  if (!auth.isStaff && query.userProfileId !== undefined && query.userProfileId !== auth.userId) throw forbidden();
  const s = scope(auth, query.employerId);
  const rows = await itemsIn(db, s, query.limit ?? 50, query.skip ?? 0);
  const counts = await countsIn(db, s);
  return { items: rows.map((r) => toDto(r, viewerOf(auth))), count: counts.n, unread: counts.unread };
}

export async function oneItem(db: Queryable, auth: AuthContext, id: number) {
  const row = await visibleItem(db, auth, id);
  const s = scope(auth, auth.isStaff ? (row.employer_id ?? undefined) : row.employer_id !== null ? row.employer_id : undefined);
  return { item: toDto(row, viewerOf(auth)), ...(await neighbours(db, s, row.id)) };
}

/** Read or unread; an item whose domain acts on reading is handled and removed. */
export async function markItem(db: Db, auth: AuthContext, id: number, read: boolean) {
  const row = await visibleItem(db, auth, id);
  const action = read ? readActions.get(row.type) : undefined;
  if (action) {
    const outcome = await db.transaction(async (tx) => {
      const result = await action(tx, { id: row.id, jobApplicantId: row.job_applicant_id, employerId: row.employer_id }, auth);
      await deleteItem(tx, row.id);
      return result;
    });
    return { id: row.id, read: true, removed: true, ...outcome };
  }
  await setRead(db, row.id, read);
  return { id: row.id, read, removed: false, applicantStatus: null, message: read ? APPLICANT_TEXTS.messageMarkedRead : APPLICATION_API_TEXTS.markedUnread };
}

/** Every unread new-message item of the caller read; pre-screened items stay until handled. */
export async function clearMessages(db: Queryable, auth: AuthContext, employerId: number | undefined): Promise<{ count: number }> {
  return { count: await readAllMessages(db, scope(auth, employerId)) };
}

/** A user's own items across their employers (staff may read another user's). */
export async function userItems(db: Queryable, auth: AuthContext, target: number) {
  const employers = auth.isStaff && target !== auth.userId ? await employersOfUser(db, target) : [...auth.employerIds];
  const s: Scope = { sql: USER_SCOPE, params: [target, employers] };
  const rows = await itemsIn(db, s, 50, 0);
  const counts = await countsIn(db, s);
  return { items: rows.map((r) => toDto(r, viewerOf(auth))), count: counts.n, unread: counts.unread };
}

export async function markSeen(db: Queryable, auth: AuthContext, id: number, seen: boolean) {
  const row = await visibleItem(db, auth, id);
  await setSeen(db, row.id, seen);
  return { item: toDto({ ...row, seen }, viewerOf(auth)), previousId: null, nextId: null };
}
