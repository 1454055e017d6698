import type { StaffEmployerSummary } from '@floorhire/domain-staff';
import type { EmployerDto, EmployerInclude, EmployerSummaryFilter, PersonSummary } from '@floorhire/schemas';
import type { Queryable, SqlParam } from '../../db';
import { clientLikePattern } from '../../db/like';

// GET /employer/{id} with includes (spec 002 §3, §7); the subscription include comes from the
// subscription module (employer.service.ts). docs/decisions/131-employer-read.md.

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

// ── the people and employer pickers (docs/decisions/114-people-and-employer-reads.md) ────────

interface PersonSummaryRow extends PersonRow {
  group_membership: PersonSummary['groupMembership'];
  status: PersonSummary['status'];
}

const personSummary = (r: PersonSummaryRow): PersonSummary => ({
  id: r.id,
  nameFirst: r.name_first,
  nameLast: r.name_last,
  email: r.email,
  groupMembership: r.group_membership,
  status: r.status,
});

/** Every user of the employer, archived ones included (the caller decides whom to offer), by first name. */
export async function listEmployerUsers(q: Queryable, employerId: number): Promise<PersonSummary[]> {
  const { rows } = await q.query<PersonSummaryRow>(
    `select u.id, u.name_first, u.name_last, u.email, g.group_membership, u.status
       from employer_users eu
       join user_profiles u on u.id = eu.user_profile_id
       left join user_auth_groups g on g.user_profile_id = u.id
      where eu.employer_id = $1
      order by lower(u.name_first), lower(u.name_last), u.id`,
    [employerId],
  );
  return rows.map(personSummary);
}


function summaryWhere(filter: EmployerSummaryFilter | undefined): { sql: string; params: SqlParam[] } {
  const where = filter?.where ?? {};
  const params: SqlParam[] = [];
  const parts: string[] = [];
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const name = typeof where.name === 'string' ? where.name : where.name?.like;
  if (name?.trim()) {
    // A like pattern keeps its own % wildcards (backslash and _ stay literal, so no pattern can
    // end in a dangling escape); plain text matches anywhere in the name.
    const text = name.trim();
    const pattern = clientLikePattern(text);
    parts.push(`e.name ilike ${add(pattern)}`);
  }
  if (typeof where.id === 'number') parts.push(`e.id = ${add(where.id)}`);
  else if (where.id && typeof where.id === 'object') parts.push(`e.id = any(${add([...where.id.inq])}::int[])`);
  if (typeof where.assigneeId === 'number') parts.push(`e.assignee_id = ${add(where.assigneeId)}`);
  if (typeof where.industryId === 'number') {
    const p = add(where.industryId);
    parts.push(`(e.industry_id = ${p} or exists (select 1 from employer_industries ei where ei.employer_id = e.id and ei.industry_id = ${p}))`);
  }
  const statuses = typeof where.status === 'string' && where.status !== '' ? [where.status] : where.status && typeof where.status === 'object' ? where.status.inq : [];
  // Archived employers are out of every list unless asked for by status.
  parts.push(statuses.length > 0 ? `e.status = any(${add([...statuses])}::text[])` : `e.status <> 'archive'`);
  if (where.postalCode?.trim()) parts.push(`e.postal_code = ${add(where.postalCode.trim())}`);
  if (where.feature) {
    // A feature never set is off (ADR 132): 'Disabled' and 'disabled' also match employers without a row.
    const name = add(where.feature.name);
    const status = add(where.feature.status);
    const stored = `(select f.feature_status from employer_features f where f.employer_id = e.id and f.feature_name = ${name})`;
    parts.push(where.feature.status === 'Disabled' || where.feature.status === 'disabled' ? `coalesce(${stored}, ${status}) = ${status}` : `${stored} = ${status}`);
  }
  return { sql: parts.join(' and '), params };
}

// The summary counts of spec 002 §3 (ADR 303): Jobs are live jobs, Members the users who are not
// archived, Contacts the pros the employer is in a conversation with.
const JOBS_SQL = `(select count(*)::int from jobs j where j.employer_id = e.id and j.status = 'live')`;
const MEMBERS_SQL = `(select count(*)::int from employer_users eu join user_profiles u on u.id = eu.user_profile_id where eu.employer_id = e.id and u.status <> 'archive')`;
const CONTACTS_SQL = `(select count(distinct c.user_profile_id)::int from conversations c where c.employer_id = e.id)`;

const SUMMARY_ORDER: Record<NonNullable<EmployerSummaryFilter['order']>, string> = {
  'name ASC': 'lower(e.name) asc',
  'name DESC': 'lower(e.name) desc',
  'createTs ASC': 'e.create_ts asc',
  'createTs DESC': 'e.create_ts desc',
  'updateTs ASC': 'e.update_ts asc',
  'updateTs DESC': 'e.update_ts desc',
  'jobs DESC': 'jobs desc',
  'jobs ASC': 'jobs asc',
  'members DESC': 'members desc',
  'members ASC': 'members asc',
  'contacts DESC': 'contacts desc',
  'contacts ASC': 'contacts asc',
};

export const EMPLOYER_SUMMARY_DEFAULT_LIMIT = 50;

interface SummaryRow {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  status: StaffEmployerSummary['status'];
  postal_code: string | null;
  update_ts: Date;
  assignee_id: number | null;
  assignee_first: string | null;
  assignee_last: string | null;
  jobs: number;
  members: number;
  contacts: number;
  talent_search: string | null;
}

export async function listEmployerSummaries(q: Queryable, filter: EmployerSummaryFilter | undefined): Promise<StaffEmployerSummary[]> {
  const where = summaryWhere(filter);
  const n = where.params.length;
  const { rows } = await q.query<SummaryRow>(
    `select e.id, e.name, e.city, e.state, e.status, e.postal_code, e.update_ts, e.assignee_id,
            a.name_first as assignee_first, a.name_last as assignee_last,
            ${JOBS_SQL} as jobs, ${MEMBERS_SQL} as members, ${CONTACTS_SQL} as contacts,
            (select f.feature_status from employer_features f where f.employer_id = e.id and f.feature_name = 'Talent Search') as talent_search
       from employers e left join user_profiles a on a.id = e.assignee_id
      where ${where.sql}
      order by ${SUMMARY_ORDER[filter?.order ?? 'name ASC']}, e.id limit $${n + 1} offset $${n + 2}`,
    [...where.params, filter?.limit ?? EMPLOYER_SUMMARY_DEFAULT_LIMIT, filter?.skip ?? filter?.offset ?? 0],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    city: r.city,
    state: r.state,
    status: r.status,
    postalCode: r.postal_code,
    updateTs: r.update_ts.toISOString(),
    assignee: r.assignee_id === null ? null : { id: r.assignee_id, nameFirst: r.assignee_first ?? '', nameLast: r.assignee_last ?? '' },
    jobs: r.jobs,
    members: r.members,
    contacts: r.contacts,
    // Never set is off (ADR 132); 'enabled' is the older spelling (ADR 244).
    talentSearch: r.talent_search === 'Requested' ? 'Requested' : r.talent_search === 'Enabled' || r.talent_search === 'enabled' ? 'Enabled' : 'Disabled',
  }));
}

export async function countEmployerSummaries(q: Queryable, filter: EmployerSummaryFilter | undefined): Promise<number> {
  const where = summaryWhere(filter);
  const row = await q.one<{ n: number }>(`select count(*)::int as n from employers e where ${where.sql}`, where.params);
  return row?.n ?? 0;
}

// ── writes and checks other modules call through the index ─────────────────────────────────

export async function employerExists(q: Queryable, id: number): Promise<boolean> {
  return !!(await q.one('select 1 from employers where id = $1', [id]));
}

export async function employerNameOf(q: Queryable, id: number): Promise<string | undefined> {
  return (await q.one<{ name: string }>('select name from employers where id = $1', [id]))?.name;
}

/** Holds the employer's row until the transaction ends: serialises work per employer (one slot per live job). */
export async function lockEmployer(q: Queryable, id: number): Promise<boolean> {
  return !!(await q.one('select id from employers where id = $1 for update', [id]));
}

export async function countEmployers(q: Queryable, ids: readonly number[]): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from employers where id = any($1::int[])', [[...ids]]))?.n ?? 0;
}

export async function insertEmployer(q: Queryable, name: string, status: EmployerDto['status']): Promise<number> {
  return (await q.one<{ id: number }>('insert into employers (name, status) values ($1, $2) returning id', [name, status]))!.id;
}

export async function isMember(q: Queryable, employerId: number, userId: number): Promise<boolean> {
  return !!(await q.one('select 1 from employer_users where employer_id = $1 and user_profile_id = $2', [employerId, userId]));
}

export async function addMember(q: Queryable, employerId: number, userId: number): Promise<void> {
  await q.query('insert into employer_users (employer_id, user_profile_id) values ($1, $2) on conflict do nothing', [employerId, userId]);
}

/** The user belongs to exactly these employers afterwards. */
export async function replaceMemberships(q: Queryable, userId: number, employerIds: readonly number[]): Promise<void> {
  await q.query('delete from employer_users where user_profile_id = $1 and not (employer_id = any($2::int[]))', [userId, [...employerIds]]);
  for (const employerId of employerIds) await addMember(q, employerId, userId);
}
