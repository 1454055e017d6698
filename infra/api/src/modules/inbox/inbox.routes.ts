import { ROLES } from '@floorhire/rules';
import { IdParamsSchema } from '@floorhire/schemas';
import { ClearNotificationsAnswerSchema, ClearNotificationsBodySchema, NotificationListSchema, NotificationOneSchema, NotificationQuerySchema, PatchNotificationAnswerSchema, PatchNotificationBodySchema, PatchUserNotificationBodySchema, UserNotificationParamsSchema } from '@floorhire/domain-applications';
import { route, type RouteDef } from '../../http/route';
import { clearMessages, listItems, markItem, markSeen, oneItem, userItems } from './inbox.service';

// Inbox of action items (spec 001 §3, §4, §7). docs/decisions/106-inbox.md.

const list = route({
  method: 'GET',
  url: '/notification',
  summary: 'Action items of the caller (employerId narrows to one employer), newest first, paged by skip and limit (max 100), with the total and unread counts',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'only items of the caller or of employers the caller belongs to' },
  query: NotificationQuerySchema,
  response: NotificationListSchema,
  errors: [403],
  handler(ctx) {
    if (ctx.query.employerId !== undefined) ctx.assertEmployer(ctx.query.employerId);
    return listItems(ctx.db, ctx.requireAuth(), ctx.query);
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
  handler: (ctx) => oneItem(ctx.db, ctx.requireAuth(), ctx.params.id),
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
  handler: (ctx) => markItem(ctx.db, ctx.requireAuth(), ctx.body.id, ctx.body.read),
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
  handler(ctx) {
    if (ctx.body.employerId !== undefined) ctx.assertEmployer(ctx.body.employerId);
    return clearMessages(ctx.db, ctx.requireAuth(), ctx.body.employerId);
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
  handler: (ctx) => userItems(ctx.db, ctx.requireAuth(), ctx.params.id),
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
  handler: (ctx) => markSeen(ctx.db, ctx.requireAuth(), ctx.params.nid, ctx.body.seen),
});

export const inboxRoutes: readonly RouteDef[] = [list, clear, one, patch, userList, userPatch];
