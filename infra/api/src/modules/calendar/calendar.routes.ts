import { APPLICATION_API_TEXTS, AUTH_ERRORS, ROLES, absoluteLink } from '@floorhire/rules';
import {
  CalendarAccountSchema,
  CalendarAuthAnswerSchema,
  CalendarAuthQuerySchema,
  CalendarCallbackBodySchema,
  CalendarDisconnectBodySchema,
  CalendarEventListSchema,
  CalendarInterviewBodySchema,
  CalendarProviderParamsSchema,
  CalendarPublicDataSchema,
  CheckPrimaryCalendarAnswerSchema,
  CheckPrimaryCalendarQuerySchema,
  IdParamsSchema,
  InterviewSchema,
  MessageAnswerSchema,
  RescheduleBodySchema,
} from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { loadApplicant } from '../applications/access';
import { readInterview, type SlotRow } from '../interviews/interviews.repository';
import { createInterview, proposeSlots, syncCalendar } from '../interviews/interviews.service';
import { calendarAdapterFor, isCalendarProvider, sealCredentials, signState, verifyState } from './providers';

// Calendar connection and calendar interviews (spec 001 §4, §5, §7; 002 §7).
// docs/decisions/104-calendar-and-ics.md.

const invalidProvider = () => badRequest(AUTH_ERRORS.invalidCalendarProvider, 'provider');
const accountNotFound = () => notFound(APPLICATION_API_TEXTS.calendarAccountNotFound);

interface AccountRow {
  id: number;
  provider: 'google' | 'microsoft';
  email: string | null;
  primary_calendar_id: string | null;
  status: 'connected' | 'disconnected';
  create_ts: Date;
}
const accountDto = (r: AccountRow) => ({ id: r.id, provider: r.provider, email: r.email, primaryCalendarId: r.primary_calendar_id, status: r.status, createTs: r.create_ts.toISOString() });

async function accountsOf(db: Queryable, userId: number): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `select id, provider, email, primary_calendar_id, status, create_ts from calendar_accounts where user_profile_id = $1 and status = 'connected' order by create_ts desc, id desc`,
    [userId],
  );
  return rows;
}

/** The OAuth return point must be on our own origin (no open redirects). */
function redirectFor(publicUrl: string, given: string | undefined): string {
  const fallback = absoluteLink(publicUrl, 'calendarCallback');
  if (!given) return fallback;
  const absolute = given.startsWith('/') ? `${publicUrl}${given}` : given;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    throw badRequest('redirectUri must be a page of this site', 'redirectUri');
  }
  if (url.origin !== new URL(publicUrl).origin) throw badRequest('redirectUri must be a page of this site', 'redirectUri');
  return url.toString();
}

const publicData = route({
  method: 'GET',
  url: '/calendar/user/:id/public-data',
  summary: 'Whether the user connected a calendar, and the connected accounts (no credentials)',
  access: 'authenticated',
  tenancy: { kind: 'self', param: 'id' },
  params: IdParamsSchema,
  response: CalendarPublicDataSchema,
  async handler(ctx) {
    const accounts = await accountsOf(ctx.db, ctx.params.id);
    return { userProfileId: ctx.params.id, connected: accounts.length > 0, accounts: accounts.map(accountDto) };
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const provider = ctx.params.provider.toLowerCase();
    if (!isCalendarProvider(provider)) throw invalidProvider();
    const adapter = calendarAdapterFor(provider, ctx.deps.config);
    if (!adapter) throw new HttpError(503, AUTH_ERRORS.invalidCalendarProvider, 'ServiceUnavailable');
    const redirectUri = redirectFor(ctx.deps.config.publicUrl, ctx.query.redirectUri);
    return { provider, url: adapter.authUrl(signState(ctx.deps.config.jwtSecret, auth.userId, provider, redirectUri), redirectUri) };
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const provider = ctx.params.provider.toLowerCase();
    if (!isCalendarProvider(provider)) throw invalidProvider();
    const state = verifyState(ctx.deps.config.jwtSecret, ctx.body.state);
    if (!state || state.userId !== auth.userId || state.provider !== provider) throw badRequest(APPLICATION_API_TEXTS.calendarStateInvalid, 'state');
    const adapter = calendarAdapterFor(provider, ctx.deps.config);
    if (!adapter) throw invalidProvider();
    const me = (await ctx.db.one<{ email: string }>('select email from user_profiles where id = $1', [auth.userId]))!;
    let connection;
    try {
      connection = await adapter.exchange(ctx.body.code, state.redirectUri, me.email);
    } catch {
      throw badRequest(APPLICATION_API_TEXTS.calendarStateInvalid, 'code');
    }
    const sealed = sealCredentials(ctx.deps.config.jwtSecret, connection.credentials);
    const row = await ctx.db.transaction(async (tx) => {
      // Reconnecting the same account replaces it rather than adding a second one.
      await tx.query(`update calendar_accounts set status = 'disconnected', credentials = null where user_profile_id = $1 and provider = $2 and email is not distinct from $3`, [
        auth.userId,
        provider,
        connection.email,
      ]);
      return (await tx.one<AccountRow>(
        `insert into calendar_accounts (user_profile_id, provider, email, primary_calendar_id, credentials) values ($1, $2, $3, $4, $5)
         returning id, provider, email, primary_calendar_id, status, create_ts`,
        [auth.userId, provider, connection.email, connection.primaryCalendarId, sealed],
      ))!;
    });
    return accountDto(row);
  },
});

const checkPrimary = route({
  method: 'GET',
  url: '/check-primary-calendar-id',
  summary: 'Whether the caller\'s connected calendar has its primary calendar id yet (query lastRetry)',
  access: 'authenticated',
  tenancy: { kind: 'none', why: 'acts only on the caller' },
  query: CheckPrimaryCalendarQuerySchema,
  response: CheckPrimaryCalendarAnswerSchema,
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const account = (await accountsOf(ctx.db, auth.userId))[0];
    return { ready: !!account?.primary_calendar_id, primaryCalendarId: account?.primary_calendar_id ?? null, accountId: account?.id ?? null };
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const result = await ctx.db.query(
      `update calendar_accounts set status = 'disconnected', credentials = null where id = $1 and ($2 or user_profile_id = $3) and status = 'connected'`,
      [ctx.body.accountId, auth.isStaff, auth.userId],
    );
    if (result.rowCount === 0) throw accountNotFound();
    return { message: 'Calendar disconnected' };
  },
});

const interviewList = route({
  method: 'GET',
  url: '/interview/interview-list/:id',
  summary: 'Calendar events (interview invites) of a user: those the user organizes and those of the user\'s own applications',
  access: 'authenticated',
  tenancy: { kind: 'self', param: 'id' },
  params: IdParamsSchema,
  response: CalendarEventListSchema,
  async handler(ctx) {
    const { rows } = await ctx.db.query<{
      id: number;
      interview_id: number | null;
      job_applicant_id: number | null;
      calendar_account_id: number | null;
      ics_uid: string;
      starts_ts: Date;
      ends_ts: Date;
      status: 'pending' | 'accepted' | 'canceled';
      description: string | null;
      sequence: number;
    }>(
      `select ce.id, ce.interview_id, i.job_applicant_id, ce.calendar_account_id, ce.ics_uid, ce.starts_ts, ce.ends_ts, ce.status, ce.description, ce.sequence
       from calendar_events ce left join interviews i on i.id = ce.interview_id left join job_applicants ja on ja.id = i.job_applicant_id
       where ce.user_profile_id = $1 or ja.user_profile_id = $1 order by ce.starts_ts desc, ce.id desc limit 200`,
      [ctx.params.id],
    );
    return rows.map((r) => ({
      id: r.id,
      interviewId: r.interview_id,
      jobApplicantId: r.job_applicant_id,
      calendarAccountId: r.calendar_account_id,
      icsUid: r.ics_uid,
      startsTs: r.starts_ts.toISOString(),
      endsTs: r.ends_ts.toISOString(),
      status: r.status,
      description: r.description,
      sequence: r.sequence,
    }));
  },
});

async function interviewAccess(db: Queryable, auth: NonNullable<Parameters<typeof loadApplicant>[1]>, interviewId: number) {
  const row = await db.one<{ job_applicant_id: number }>('select job_applicant_id from interviews where id = $1', [interviewId]);
  if (!row) throw notFound(APPLICATION_API_TEXTS.interviewNotFound);
  try {
    return await loadApplicant(db, auth, row.job_applicant_id);
  } catch {
    throw notFound(APPLICATION_API_TEXTS.interviewNotFound);
  }
}

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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const access = await loadApplicant(ctx.db, auth, ctx.body.jobApplicantId);
    const account = ctx.body.calendarAccountId ?? (await accountsOf(ctx.db, auth.userId))[0]?.id ?? null;
    if (ctx.body.calendarAccountId && !(await accountsOf(ctx.db, auth.userId)).some((a) => a.id === ctx.body.calendarAccountId)) throw accountNotFound();
    const id = await ctx.db.transaction((tx) =>
      createInterview(
        tx,
        access,
        auth.userId,
        {
          interviewType: ctx.body.interviewType,
          interviewLength: ctx.body.interviewLength,
          interviewDetails: ctx.body.interviewDetails,
          location: ctx.body.location,
          timezone: ctx.body.timezone,
          allowSameDayInterview: true,
          mode: 'calendar',
          slots: [ctx.body.tsInterview],
          calendarAccountId: account,
        },
        false,
      ),
    );
    return (await readInterview(ctx.db, id))!;
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    await interviewAccess(ctx.db, auth, ctx.params.id);
    await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<SlotRow>(
        `update interview_slots set status = 'Canceled', update_ts = now() where interview_id = $1 and status in ('Proposed', 'Accepted', 'Confirmed') returning *`,
        [ctx.params.id],
      );
      await tx.query('update interviews set update_ts = now() where id = $1', [ctx.params.id]);
      const first = rows.sort((a, b) => a.ts_interview.getTime() - b.ts_interview.getTime())[0];
      if (first) await syncCalendar(tx, ctx.params.id, auth.userId, { status: 'Canceled', slotTs: first.ts_interview }, false);
    });
    return (await readInterview(ctx.db, ctx.params.id))!;
  },
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
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const access = await interviewAccess(ctx.db, auth, ctx.params.id);
    await ctx.db.transaction((tx) => proposeSlots(tx, access, ctx.params.id, auth.userId, { slots: [ctx.body.tsInterview], mode: 'set' }, false));
    return (await readInterview(ctx.db, ctx.params.id))!;
  },
});

export const calendarRoutes: readonly RouteDef[] = [publicData, authStart, authCallback, checkPrimary, disconnect, interviewList, calendarCreate, calendarCancel, calendarReschedule];
