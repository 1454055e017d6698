import { SHORTLIST_TEXTS, type Shortlist, type ShortlistMappings } from '@floorhire/domain-talent-search';
import type { Db, Queryable } from '../../db';
import { notFound } from '../../http/errors';
import {
  addShortlistPro,
  deleteShortlist,
  insertShortlist,
  isActivePro,
  removeShortlistPro,
  renameShortlist,
  shortlistInScope,
  shortlistMappings,
  shortlistsOf,
  type ShortlistScope,
} from './talent-search.repository';

// Shortlists ("saved tags", spec 002 §2, §3, §7, §9): an employer's team shares its shortlists;
// staff outside an employer keep their own (ADR 242). Sorted by title.

export type { ShortlistScope };

export function listShortlists(q: Queryable, scope: ShortlistScope): Promise<Shortlist[]> {
  return shortlistsOf(q, scope);
}

export function createShortlist(db: Db, scope: ShortlistScope, title: string): Promise<Shortlist> {
  return db.transaction((tx) => insertShortlist(tx, scope, title));
}

export async function updateShortlist(db: Db, scope: ShortlistScope, id: number, title: string): Promise<Shortlist> {
  return db.transaction(async (tx) => {
    if (!(await renameShortlist(tx, scope, id, title))) throw notFound(SHORTLIST_TEXTS.notFound);
    return (await shortlistInScope(tx, scope, id))!;
  });
}

export async function removeShortlist(db: Db, scope: ShortlistScope, id: number): Promise<void> {
  if (!(await db.transaction((tx) => deleteShortlist(tx, scope, id)))) throw notFound(SHORTLIST_TEXTS.notFound);
}

export async function mappingsOf(q: Queryable, scope: ShortlistScope): Promise<ShortlistMappings> {
  const rows = await shortlistMappings(q, scope);
  const proIdsByShortlistId: Record<string, number[]> = {};
  const shortlistIdsByProId: Record<string, number[]> = {};
  for (const r of rows) {
    (proIdsByShortlistId[String(r.shortlist_id)] ??= []).push(r.pro_id);
    (shortlistIdsByProId[String(r.pro_id)] ??= []).push(r.shortlist_id);
  }
  return { proIdsByShortlistId, shortlistIdsByProId };
}

export async function shortlistIdsOfPro(q: Queryable, scope: ShortlistScope, proId: number): Promise<number[]> {
  return (await mappingsOf(q, scope)).shortlistIdsByProId[String(proId)] ?? [];
}

export async function addPro(db: Db, scope: ShortlistScope, shortlistId: number, proId: number): Promise<ShortlistMappings> {
  await db.transaction(async (tx) => {
    if (!(await shortlistInScope(tx, scope, shortlistId))) throw notFound(SHORTLIST_TEXTS.notFound);
    if (!(await isActivePro(tx, proId))) throw notFound('Candidate not found');
    // Adding twice is a no-op, so a retried request answers the same.
    await addShortlistPro(tx, shortlistId, proId);
  });
  return mappingsOf(db, scope);
}

export async function removePro(db: Db, scope: ShortlistScope, shortlistId: number, proId: number): Promise<ShortlistMappings> {
  await db.transaction(async (tx) => {
    if (!(await shortlistInScope(tx, scope, shortlistId))) throw notFound(SHORTLIST_TEXTS.notFound);
    await removeShortlistPro(tx, shortlistId, proId);
  });
  return mappingsOf(db, scope);
}
