import { ROLES } from '@floorhire/rules';
import { IdParamsSchema, MessageAnswerSchema } from '@floorhire/schemas';
import { CalendarAccountSchema, CalendarAuthAnswerSchema, CalendarAuthQuerySchema, CalendarCallbackBodySchema, CalendarDisconnectBodySchema, CalendarEventListSchema, CalendarInterviewBodySchema, CalendarProviderParamsSchema, CalendarPublicDataSchema, CheckPrimaryCalendarAnswerSchema, CheckPrimaryCalendarQuerySchema, InterviewSchema, RescheduleBodySchema } from '@floorhire/domain-applications';
import { route, type RouteDef } from '../../http/route';
import {
  calendarEventsOfUser,
  cancelInterview,
  createCalendarInterview,
  disconnect as disconnectCalendar,
  finishConnecting,
  primaryCalendarOf,
  publicDataOf,
  rescheduleInterview,
  startConnecting,
} from './calendar.service';

// Calendar connection and calendar interviews (spec 001 §4, §5, §7; 002 §7).
// docs/decisions/104-calendar-and-ics.md.

const publicData = route({
  method: 'GET',
  url: '/calendar/user/:id/public-data',
  summary: 'Whether the user connected a calendar, and the connected accounts (no credentials)',
  access: 'authenticated',
  tenancy: { kind: 'self', param: 'id' },
  params: IdParamsSchema,
  response: CalendarPublicDataSchema,
  handler: (ctx) => publicDataOf(ctx.db, ctx.params.id),
});

const authStart = route({
  method: 'GET',
  url: '/calendar-auth/:provider/auth',
  summary: 'Start connecting a Google or Microsoft calendar: answers the provider URL to open (query redirectUri on this site, strategy); other providers: 400 "Invalid calendar provider"',
  access: [ROLES.calendarEdit],
  tenancy: { kind: 'none', why: 'acts only on the caller' },
  params: CalendarProviderParamsSchema,
  query: CalendarAuthQuerySchema,
  response: CalendarAuthAnswerSchema,
  errors: [400, 503],
  handler: async (ctx) => startConnecting(ctx.deps.config, ctx.requireAuth(), ctx.params.provider, ctx.query.redirectUri),
});

const authCallback = route({
  method: 'POST',
  url: '/calendar-auth/:provider/callback',
  summary: 'Finish connecting: the /employer/calendar-callback page posts the code and state it received; answers the connected account',
  access: [ROLES.calendarEdit],
  tenancy: { kind: 'none', why: 'the signed state names the caller; another user\'s state is refused' },
  params: CalendarProviderParamsSchema,
  body: CalendarCallbackBodySchema,
  response: CalendarAccountSchema,
  status: 201,
  errors: [400],
  handler: (ctx) => finishConnecting(ctx.db, ctx.deps.config, ctx.requireAuth(), ctx.params.provider, ctx.body.code, ctx.body.state),
});

const checkPrimary = route({
  method: 'GET',
  url: '/check-primary-calendar-id',
  summary: 'Whether the caller\'s connected calendar has its primary calendar id yet (query lastRetry)',
  access: 'authenticated',
  tenancy: { kind: 'none', why: 'acts only on the caller' },
  query: CheckPrimaryCalendarQuerySchema,
  response: CheckPrimaryCalendarAnswerSchema,
  handler: (ctx) => primaryCalendarOf(ctx.db, ctx.requireAuth()),
});

const disconnect = route({
  method: 'POST',
  url: '/calendar/disconnect',
  summary: 'Disconnect one of the caller\'s calendar accounts (body accountId); its credentials are erased',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'the account must be the caller\'s (404 otherwise); staff any' },
  body: CalendarDisconnectBodySchema,
  response: MessageAnswerSchema,
  errors: [404],
  handler: (ctx) => disconnectCalendar(ctx.db, ctx.requireAuth(), ctx.body.accountId),
});

const interviewList = route({
  method: 'GET',
  url: '/interview/interview-list/:id',
  summary: 'Calendar events (interview invites) of a user: those the user organizes and those of the user\'s own applications',
  access: 'authenticated',
  tenancy: { kind: 'self', param: 'id' },
  params: IdParamsSchema,
  response: CalendarEventListSchema,
  handler: (ctx) => calendarEventsOfUser(ctx.db, ctx.params.id),
});

const calendarCreate = route({
  method: 'POST',
  url: '/interview',
  summary: 'Calendar mode: invite the pro to one time (pending until the pro accepts); uses the caller\'s connected calendar when there is one',
  access: [ROLES.applicantEdit],
  tenancy: { kind: 'custom', why: 'staff or a user of the applicant\'s employer (404 otherwise)' },
  body: CalendarInterviewBodySchema,
  response: InterviewSchema,
  status: 201,
  errors: [404, 422],
  handler: (ctx) => createCalendarInterview(ctx.db, ctx.requireAuth(), ctx.body),
});

const calendarCancel = route({
  method: 'DELETE',
  url: '/interview/:id',
  summary: 'Cancel an interview: every open time is canceled and the invite is withdrawn (ICS CANCEL)',
  access: [ROLES.applicantEdit],
  tenancy: { kind: 'custom', why: 'staff or a user of the applicant\'s employer (404 otherwise)' },
  params: IdParamsSchema,
  response: InterviewSchema,
  errors: [404],
  handler: (ctx) => cancelInterview(ctx.db, ctx.requireAuth(), ctx.params.id),
});

const calendarReschedule = route({
  method: 'POST',
  url: '/interview/reschedule/:id',
  summary: 'Move an interview to a new time (body tsInterview, UTC): the old time becomes Rescheduled and the invite is updated (same UID, higher SEQUENCE)',
  access: [ROLES.applicantEdit],
  tenancy: { kind: 'custom', why: 'staff or a user of the applicant\'s employer (404 otherwise)' },
  params: IdParamsSchema,
  body: RescheduleBodySchema,
  response: InterviewSchema,
  errors: [404, 422],
  handler: (ctx) => rescheduleInterview(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body.tsInterview),
});

export const calendarRoutes: readonly RouteDef[] = [publicData, authStart, authCallback, checkPrimary, disconnect, interviewList, calendarCreate, calendarCancel, calendarReschedule];
