import type { StaffInboxItem } from '@floorhire/domain-staff';
import { linkTo } from '@floorhire/rules';
import type { Queryable } from '../../db';
import { countOpen, insertItem, listItems, resolveItems, type ItemDraft } from './staff-inbox.repository';

// The staff inbox (ADR 306): things that wait for staff. Today one kind: an employer asked for
// Talent Search (the features module adds it and resolves it when staff decide).

const withUrl = (item: ItemDraft): StaffInboxItem => ({ ...item, url: linkTo('adminEmployer', { id: item.employerId }) });

/** An employer asked for Talent Search: one open item per employer, however often it asks. */
export function addTalentSearchRequest(tx: Queryable, employerId: number, requestedBy: number | null): Promise<boolean> {
  return insertItem(tx, { type: 'talent-search-request', employerId, requestedBy });
}

/** Staff decided about the employer's Talent Search: its open request is handled. */
export function resolveTalentSearchRequest(tx: Queryable, employerId: number, resolvedBy: number | null, resolution: string): Promise<number> {
  return resolveItems(tx, { type: 'talent-search-request', employerId, resolvedBy, resolution });
}

export async function staffInbox(q: Queryable, f: { open?: boolean | undefined; limit?: number | undefined; skip?: number | undefined }) {
  const page = await listItems(q, { open: f.open, limit: f.limit ?? 25, skip: f.skip ?? 0 });
  return { ...page, items: page.items.map(withUrl) };
}

export function openInboxCount(q: Queryable): Promise<number> {
  return countOpen(q);
}
