import type { EmployerDto, EmployerInclude } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { HttpError } from '../../http/errors';
import { activeSubscriptionOf } from '../subscription/subscription.service';

// GET /employer/{id} with includes (spec 002 §3, §7). docs/decisions/131-employer-read.md.

interface EmployerRow {
  id: number;
  name: string;
  status: EmployerDto['status'];
  photo_url: string | null;
  size: string | null;
  street1: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  website: string | null;
  phone: string | null;
  introduction: string | null;
  culture_benefits: string | null;
  facility: string | null;
  products: string | null;
  assignee_id: number | null;
  industry_id: number | null;
  create_ts: Date;
  update_ts: Date;
}

interface PersonRow {
  id: number;
  name_first: string;
  name_last: string;
  email: string;
}

const person = (r: PersonRow) => ({ id: r.id, nameFirst: r.name_first, nameLast: r.name_last });

export async function readEmployer(q: Queryable, id: number, include: readonly EmployerInclude[]): Promise<EmployerDto | undefined> {
  const row = await q.one<EmployerRow>(
    `select id, name, status, photo_url, size, street1, city, state, postal_code, website, phone, introduction, culture_benefits,
            facility, products, assignee_id, industry_id, create_ts, update_ts
       from employers where id = $1`,
    [id],
  );
  if (!row) return undefined;
  const dto: EmployerDto = {
    id: row.id,
    name: row.name,
    status: row.status,
    photoUrl: row.photo_url,
    size: row.size,
    street1: row.street1,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    website: row.website,
    phone: row.phone,
    introduction: row.introduction,
    cultureBenefits: row.culture_benefits,
    facility: row.facility,
    products: row.products,
    assigneeId: row.assignee_id,
    industryId: row.industry_id,
    createTs: new Date(row.create_ts).toISOString(),
    updateTs: new Date(row.update_ts).toISOString(),
  };
  const wants = new Set(include);
  if (wants.has('industries')) {
    const { rows } = await q.query<{ id: number; name: string }>(
      `select i.id, i.name from employer_industries ei join industries i on i.id = ei.industry_id where ei.employer_id = $1 order by i.name`,
      [id],
    );
    dto.employerIndustries = rows.map((r) => ({ industryId: r.id, industry: { id: r.id, name: r.name } }));
  }
  if (wants.has('subscription')) {
    try {
      dto.subscription = await activeSubscriptionOf(q, id);
    } catch (error) {
      // No active subscription is an answer here, not a failure of the employer read.
      if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      dto.subscription = null;
    }
  }
  if (wants.has('accountAdmins')) {
    const { rows } = await q.query<PersonRow>(
      `select u.id, u.name_first, u.name_last, u.email from employer_users eu
         join user_profiles u on u.id = eu.user_profile_id
         join user_auth_groups g on g.user_profile_id = u.id and g.group_membership = 'Company Admin'
        where eu.employer_id = $1 and u.status <> 'archive' order by u.name_first, u.name_last, u.id`,
      [id],
    );
    dto.accountAdmins = rows.map((r) => ({ ...person(r), email: r.email }));
  }
  if (wants.has('assignee')) {
    const assignee = row.assignee_id === null ? undefined : await q.one<PersonRow>('select id, name_first, name_last, email from user_profiles where id = $1', [row.assignee_id]);
    dto.assignee = assignee ? person(assignee) : null;
  }
  if (wants.has('watchers')) {
    const { rows } = await q.query<PersonRow>(
      `select u.id, u.name_first, u.name_last, u.email from employer_watcher_maps w join user_profiles u on u.id = w.watcher_id
        where w.employer_id = $1 order by w.create_ts, u.id`,
      [id],
    );
    dto.employerWatcherMaps = rows.map((r) => ({ watcherId: r.id, watcher: person(r) }));
  }
  return dto;
}
