import { APPLICANT_TEXTS, APPLICATION_API_TEXTS, ROLES, linkTo } from '@floorhire/rules';
import {
  ClearNotificationsAnswerSchema,
  ClearNotificationsBodySchema,
  IdParamsSchema,
  NotificationListSchema,
  NotificationOneSchema,
  NotificationQuerySchema,
  PatchNotificationAnswerSchema,
  PatchNotificationBodySchema,
  PatchUserNotificationBodySchema,
  UserNotificationParamsSchema,
  type ActionItem,
} from '@floorhire/schemas';
import type { AuthContext } from '../../auth/tokens';
import type { Queryable, SqlParam } from '../../db';
import { forbidden, notFound } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { applicantUrl, JOB_TITLE_SQL } from '../applications/access';
import { changeStatus } from '../applications/applications.service';

// Inbox of action items (spec 001 §3, §4, §7): new messages and pre-screened candidates of the
// caller's employers. An item with no user is for everyone at the employer. Reading a
// pre-screened item moves the applicant to Review and removes the item.
// docs/decisions/106-inbox.md.

interface ItemRow {
  id: number;
  type: ActionItem['type'];
  job_id: number | null;
  pro_id: number | null;
  employer_id: number | null;
  job_applicant_id: number | null;
  conversation_id: number | null;
  create_ts: Date;
  read: boolean;
  seen: boolean;
  pro_name: string | null;
  job_title: string | null;
}

const SELECT = `select n.id, n.type, n.job_id, n.pro_id, n.employer_id, n.job_applicant_id, n.conversation_id, n.create_ts, n.read, n.seen,
    nullif(trim(p.name_first || ' ' || p.name_last), '') as pro_name, case when j.id is null then null else ${JOB_TITLE_SQL} end as job_title
  from inbox_items n left join user_profiles p on p.id = n.pro_id left join jobs j on j.id = n.job_id left join job_titles jt on jt.id = j.job_title_id`;

function toDto(r: ItemRow, viewer: 'staff' | 'employer'): ActionItem {
  const who = r.pro_name ?? 'A pro';
  const title = r.type === 'prescreened candidate' ? `${who} was pre-screened${r.job_title ? ` for ${r.job_title}` : ''}` : `New message from ${who}`;
  const url =
    r.type === 'prescreened candidate' && r.job_id !== null && r.pro_id !== null && r.job_applicant_id !== null
      ? applicantUrl(viewer, r.job_id, r.pro_id, r.job_applicant_id)
      : r.conversation_id !== null
        ? linkTo('employerConversation', {}, { conversationId: r.conversation_id, employerId: r.employer_id })
        : linkTo('employerHome', {}, { actionItemId: r.id });
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

/** Items the caller may see: staff all; others their employers' shared items and their own. */
function scope(auth: AuthContext, employerId: number | undefined): { sql: string; params: SqlParam[] } {
  if (auth.isStaff) return { sql: '($1::int is null or n.employer_id = $1)', params: [employerId ?? null] };
  const employers = employerId !== undefined ? [employerId] : [...auth.employerIds];
  // An item is the caller's when it is for the caller or for everyone, at one of the employers
  // asked for (or a personal item with no employer).
  return {
    sql: '((n.user_profile_id is null or n.user_profile_id = $1) and (n.employer_id = any($2::int[]) or (n.employer_id is null and n.user_profile_id = $1)))',
    params: [auth.userId, employers],
  };
}

async function visibleItem(db: Queryable, auth: AuthContext, id: number): Promise<ItemRow> {
  const row = await db.one<ItemRow & { user_profile_id: number | null }>(`${SELECT.replace('select n.id,', 'select n.user_profile_id, n.id,')} where n.id = $1`, [id]);
  const mine = row && (auth.isStaff || row.user_profile_id === auth.userId || (row.user_profile_id === null && row.employer_id !== null && auth.employerIds.includes(row.employer_id)));
  if (!row || !mine) throw notFound(APPLICATION_API_TEXTS.notificationNotFound);
  return row;
}

const viewer = (auth: AuthContext) => (auth.isStaff ? 'staff' : 'employer');

const list = route({
  method: 'GET',
  url: '/notification',
  summary: 'Action items of the caller (employerId narrows to one employer), newest first, paged by skip and limit (max 100), with the total and unread counts',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'only items of the caller or of employers the caller belongs to' },
  query: NotificationQuerySchema,
  response: NotificationListSchema,
  errors: [403],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    if (ctx.query.employerId !== undefined) ctx.assertEmployer(ctx.query.employerId);
    if (!auth.isStaff && ctx.query.userProfileId !== undefined && ctx.query.userProfileId !== auth.userId) throw forbidden();
    const s = scope(auth, ctx.query.employerId);
    const n = s.params.length;
    const { rows } = await ctx.db.query<ItemRow>(`${SELECT} where ${s.sql} order by n.create_ts desc, n.id desc limit $${n + 1} offset $${n + 2}`, [
      ...s.params,
      ctx.query.limit ?? 50,
      ctx.query.skip ?? 0,
    ]);
    const counts = (await ctx.db.one<{ n: number; unread: number }>(`select count(*)::int as n, count(*) filter (where not n.read)::int as unread from inbox_items n where ${s.sql}`, s.params))!;
    return { items: rows.map((r) => toDto(r, viewer(auth))), count: counts.n, unread: counts.unread };
  },
});

const one = route({
  method: 'GET',
  url: '/notification/:id',
  summary: 'One action item with the previous (newer) and next (older) item ids of the same list, for next/previous navigation',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'only items of the caller or of employers the caller belongs to (404 otherwise)' },
  params: IdParamsSchema,
  response: NotificationOneSchema,
  errors: [404],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const row = await visibleItem(ctx.db, auth, ctx.params.id);
    const s = scope(auth, auth.isStaff ? (row.employer_id ?? undefined) : row.employer_id !== null ? row.employer_id : undefined);
    const n = s.params.length;
    const prev = await ctx.db.one<{ id: number }>(
      // Compare against the stored row, not a JS Date: PostgreSQL keeps microseconds a Date drops.
      `select n.id from inbox_items n where ${s.sql} and (n.create_ts, n.id) > (select c.create_ts, c.id from inbox_items c where c.id = $${n + 1}) order by n.create_ts, n.id limit 1`,
      [...s.params, row.id],
    );
    const next = await ctx.db.one<{ id: number }>(
      `select n.id from inbox_items n where ${s.sql} and (n.create_ts, n.id) < (select c.create_ts, c.id from inbox_items c where c.id = $${n + 1}) order by n.create_ts desc, n.id desc limit 1`,
      [...s.params, row.id],
    );
    return { item: toDto(row, viewer(auth)), previousId: prev?.id ?? null, nextId: next?.id ?? null };
  },
});

const patch = route({
  method: 'PATCH',
  url: '/notification',
  summary: 'Mark an action item read or unread (body id, read). Reading a pre-screened candidate sets the applicant to Review and removes the item',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'only items of the caller or of employers the caller belongs to (404 otherwise)' },
  body: PatchNotificationBodySchema,
  response: PatchNotificationAnswerSchema,
  errors: [404],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const row = await visibleItem(ctx.db, auth, ctx.body.id);
    if (row.type === 'prescreened candidate' && ctx.body.read) {
      const canEdit = auth.isStaff || auth.roles.includes(ROLES.applicantEdit);
      const status = await ctx.db.transaction(async (tx) => {
        let moved: string | null = null;
        if (row.job_applicant_id !== null && canEdit) {
          const current = await tx.one<{ status: string }>('select status from job_applicants where id = $1', [row.job_applicant_id]);
          // Only a candidate still waiting in pre-screened is moved; a later decision stands.
          if (current?.status === 'Client') {
            await changeStatus(tx, { applicantId: row.job_applicant_id, status: 'Review', actorId: auth.userId, caller: auth.isStaff ? 'staff' : 'employer', silent: true });
            moved = 'Review';
          }
        }
        await tx.query('delete from inbox_items where id = $1', [row.id]);
        return moved;
      });
      return { id: row.id, read: true, removed: true, applicantStatus: status, message: status ? APPLICANT_TEXTS.markedReviewed : APPLICANT_TEXTS.messageMarkedRead };
    }
    await ctx.db.query('update inbox_items set read = $2, seen = seen or $2 where id = $1', [row.id, ctx.body.read]);
    return { id: row.id, read: ctx.body.read, removed: false, applicantStatus: null, message: ctx.body.read ? APPLICANT_TEXTS.messageMarkedRead : APPLICATION_API_TEXTS.markedUnread };
  },
});

const clear = route({
  method: 'POST',
  url: '/notification/clear',
  summary: 'Mark every action item of the caller read (employerId narrows to one employer); pre-screened items stay until handled',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'only items of the caller or of employers the caller belongs to' },
  body: ClearNotificationsBodySchema,
  response: ClearNotificationsAnswerSchema,
  errors: [403],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    if (ctx.body.employerId !== undefined) ctx.assertEmployer(ctx.body.employerId);
    const s = scope(auth, ctx.body.employerId);
    const result = await ctx.db.query(`update inbox_items n set read = true, seen = true where ${s.sql} and not n.read and n.type = 'new message'`, s.params);
    return { count: result.rowCount };
  },
});

const userList = route({
  method: 'GET',
  url: '/user-profile/:id/notification',
  summary: 'The user\'s own action items (all employers), newest first',
  access: 'authenticated',
  tenancy: { kind: 'self', param: 'id' },
  params: IdParamsSchema,
  response: NotificationListSchema,
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const target = ctx.params.id;
    const employers = auth.isStaff && target !== auth.userId
      ? ((await ctx.db.query<{ employer_id: number }>('select employer_id from employer_users where user_profile_id = $1', [target])).rows.map((r) => r.employer_id))
      : [...auth.employerIds];
    const where = '((n.user_profile_id is null or n.user_profile_id = $1) and (n.employer_id = any($2::int[]) or (n.employer_id is null and n.user_profile_id = $1)))';
    const { rows } = await ctx.db.query<ItemRow>(`${SELECT} where ${where} order by n.create_ts desc, n.id desc limit 50`, [target, employers]);
    const counts = (await ctx.db.one<{ n: number; unread: number }>(`select count(*)::int as n, count(*) filter (where not n.read)::int as unread from inbox_items n where ${where}`, [target, employers]))!;
    return { items: rows.map((r) => toDto(r, viewer(auth))), count: counts.n, unread: counts.unread };
  },
});

const userPatch = route({
  method: 'PATCH',
  url: '/user-profile/:id/notification/:nid',
  summary: 'Mark one of the user\'s action items seen (body seen)',
  access: 'authenticated',
  tenancy: { kind: 'self', param: 'id' },
  params: UserNotificationParamsSchema,
  body: PatchUserNotificationBodySchema,
  response: NotificationOneSchema,
  errors: [404],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const row = await visibleItem(ctx.db, auth, ctx.params.nid);
    await ctx.db.query('update inbox_items set seen = $2 where id = $1', [row.id, ctx.body.seen]);
    return { item: toDto({ ...row, seen: ctx.body.seen }, viewer(auth)), previousId: null, nextId: null };
  },
});

export const inboxRoutes: readonly RouteDef[] = [list, clear, one, patch, userList, userPatch];
