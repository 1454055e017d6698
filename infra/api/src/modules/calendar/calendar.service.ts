import { AUTH_ERRORS, absoluteLink } from '@floorhire/rules';
import { APPLICATION_API_TEXTS } from '@floorhire/domain-applications';
import type { AuthContext } from '../../auth/tokens';
import type { ApiConfig } from '../../config';
import type { Db, Queryable } from '../../db';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { calendarEventsOfUser, cancelInterview, inviteByCalendar, loadApplicant, rescheduleInterview } from '../applications';
import { connectedAccounts, disconnectAccount, emailOfUser, replaceAccount, type AccountRow } from './calendar.repository';
import { calendarAdapterFor, isCalendarProvider, sealCredentials, signState, verifyState } from './providers';

// Calendar connection and calendar interviews (spec 001 §4, §5, §7; 002 §7). The interviews
// themselves and their invites belong to the applications module. docs/decisions/104-calendar-and-ics.md.

const invalidProvider = () => badRequest(AUTH_ERRORS.invalidCalendarProvider, 'provider');
const accountNotFound = () => notFound(APPLICATION_API_TEXTS.calendarAccountNotFound);

export const accountDto = (r: AccountRow) => ({ id: r.id, provider: r.provider, email: r.email, primaryCalendarId: r.primary_calendar_id, status: r.status, createTs: r.create_ts.toISOString() });

export async function publicDataOf(db: Queryable, userId: number) {
  const accounts = await connectedAccounts(db, userId);
  return { userProfileId: userId, connected: accounts.length > 0, accounts: accounts.map(accountDto) };
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

export function startConnecting(config: ApiConfig, auth: AuthContext, providerParam: string, redirectUri: string | undefined) {
  const provider = providerParam.toLowerCase();
  if (!isCalendarProvider(provider)) throw invalidProvider();
  const adapter = calendarAdapterFor(provider, config);
  if (!adapter) throw new HttpError(503, AUTH_ERRORS.invalidCalendarProvider, 'ServiceUnavailable');
  const redirect = redirectFor(config.publicUrl, redirectUri);
  return { provider, url: adapter.authUrl(signState(config.jwtSecret, auth.userId, provider, redirect), redirect) };
}

/** Finishes connecting with the code and the signed state the callback page received. */
export async function finishConnecting(db: Db, config: ApiConfig, auth: AuthContext, providerParam: string, code: string, stateToken: string) {
  const provider = providerParam.toLowerCase();
  if (!isCalendarProvider(provider)) throw invalidProvider();
  const state = verifyState(config.jwtSecret, stateToken);
  if (!state || state.userId !== auth.userId || state.provider !== provider) throw badRequest(APPLICATION_API_TEXTS.calendarStateInvalid, 'state');
  const adapter = calendarAdapterFor(provider, config);
  if (!adapter) throw invalidProvider();
  let connection;
  try {
    connection = await adapter.exchange(code, state.redirectUri, await emailOfUser(db, auth.userId));
  } catch {
    throw badRequest(APPLICATION_API_TEXTS.calendarStateInvalid, 'code');
  }
  const sealed = sealCredentials(config.jwtSecret, connection.credentials);
  const row = await db.transaction((tx) => replaceAccount(tx, { userId: auth.userId, provider, email: connection.email, primaryCalendarId: connection.primaryCalendarId, sealed }));
  return accountDto(row);
}

export async function primaryCalendarOf(db: Queryable, auth: AuthContext) {
  const account = (await connectedAccounts(db, auth.userId))[0];
  return { ready: !!account?.primary_calendar_id, primaryCalendarId: account?.primary_calendar_id ?? null, accountId: account?.id ?? null };
}

export async function disconnect(db: Queryable, auth: AuthContext, accountId: number) {
  if (!(await disconnectAccount(db, accountId, auth.userId, auth.isStaff))) throw accountNotFound();
  return { message: 'Calendar disconnected' };
}

export { calendarEventsOfUser, cancelInterview, rescheduleInterview };

/** Calendar mode: one time, pending until the pro accepts; on the caller's connected calendar when there is one. */
export async function createCalendarInterview(
  db: Db,
  auth: AuthContext,
  body: { jobApplicantId: number; calendarAccountId?: number | null | undefined; interviewType: 'Onsite' | 'Phone' | 'Video'; interviewLength?: number | undefined; interviewDetails?: string | null | undefined; location?: string | null | undefined; timezone?: string | undefined; tsInterview: string },
) {
  const access = await loadApplicant(db, auth, body.jobApplicantId);
  const accounts = await connectedAccounts(db, auth.userId);
  if (body.calendarAccountId && !accounts.some((a) => a.id === body.calendarAccountId)) throw accountNotFound();
  return inviteByCalendar(db, auth, access, {
    interviewType: body.interviewType,
    interviewLength: body.interviewLength,
    interviewDetails: body.interviewDetails,
    location: body.location,
    timezone: body.timezone,
    calendarAccountId: body.calendarAccountId ?? accounts[0]?.id ?? null,
    tsInterview: body.tsInterview,
  });
}
