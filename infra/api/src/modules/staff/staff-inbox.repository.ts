import type { StaffInboxItem } from '@floorhire/domain-staff';
import type { Queryable } from '../../db';

// SQL of the staff inbox (staff_inbox_items; ADR 306).

interface ItemRow {
  id: number;
  type: StaffInboxItem['type'];
  employer_id: number;
  employer_name: string;
  requested_by: number | null;
  requester_name: string | null;
  create_ts: Date;
  resolved_ts: Date | null;
  resolution: string | null;
}

export type ItemDraft = Omit<StaffInboxItem, 'url'>;

const toDraft = (r: ItemRow): ItemDraft => ({
  id: r.id,
  type: r.type,
  employerId: r.employer_id,
  employerName: r.employer_name,
  requestedBy: r.requested_by === null ? null : { id: r.requested_by, name: r.requester_name ?? '' },
  createTs: r.create_ts.toISOString(),
  resolvedTs: r.resolved_ts ? r.resolved_ts.toISOString() : null,
  resolution: r.resolution,
});

/** Adds an open item unless the employer already has one of the type; answers whether it did. */
export async function insertItem(q: Queryable, item: { type: StaffInboxItem['type']; employerId: number; requestedBy: number | null }): Promise<boolean> {
  const { rowCount } = await q.query(
    `insert into staff_inbox_items (type, employer_id, requested_by) values ($1, $2, $3)
     on conflict (employer_id, type) where resolved_ts is null do nothing`,
    [item.type, item.employerId, item.requestedBy],
  );
  return rowCount > 0;
}

export async function resolveItems(q: Queryable, r: { type: StaffInboxItem['type']; employerId: number; resolvedBy: number | null; resolution: string }): Promise<number> {
  return (
    await q.query('update staff_inbox_items set resolved_ts = now(), resolved_by = $3, resolution = $4 where employer_id = $1 and type = $2 and resolved_ts is null', [
      r.employerId,
      r.type,
      r.resolvedBy,
      r.resolution,
    ])
  ).rowCount;
}

export async function listItems(q: Queryable, f: { open?: boolean | undefined; limit: number; skip: number }): Promise<{ items: ItemDraft[]; count: number; open: number }> {
  const openOnly = f.open === true;
  const [{ rows }, counts] = await Promise.all([
    q.query<ItemRow>(
      `select i.id, i.type, i.employer_id, e.name as employer_name, i.requested_by, nullif(trim(u.name_first || ' ' || u.name_last), '') as requester_name,
              i.create_ts, i.resolved_ts, i.resolution
         from staff_inbox_items i join employers e on e.id = i.employer_id left join user_profiles u on u.id = i.requested_by
        where ($1::boolean is false or i.resolved_ts is null)
        order by (i.resolved_ts is null) desc, i.create_ts desc, i.id desc limit $2 offset $3`,
      [openOnly, f.limit, f.skip],
    ),
    q.one<{ n: number; open: number }>(`select count(*) filter (where $1::boolean is false or resolved_ts is null)::int as n, count(*) filter (where resolved_ts is null)::int as open from staff_inbox_items`, [openOnly]),
  ]);
  return { items: rows.map(toDraft), count: counts?.n ?? 0, open: counts?.open ?? 0 };
}

export async function countOpen(q: Queryable): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from staff_inbox_items where resolved_ts is null'))?.n ?? 0;
}
