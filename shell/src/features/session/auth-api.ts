// The calls of spec 000 §7 the shell makes for the session, behind one small interface so the
// controller is tested without a network. They go through @floorhire/api-client like every
// remote's calls: one error type (ApiError), one wire format, one schema of the tokens.
import * as v from 'valibot';
import { ApiError, createApiClient, isApiError, NETWORK_ERROR, TIMEOUT_ERROR, type ApiClient, type RequestOptions } from '@floorhire/api-client';
import { MESSAGING_TEXTS } from '@floorhire/domain-messaging';
import { AUTH_ERRORS, BILLING_TEXTS, type ApiService, type AuthLinkChannel, type Referral } from '@floorhire/rules';
import { AuthTokensSchema as WireTokensSchema } from '@floorhire/schemas';
import { findEmployerHoldingConversation } from '../legacy-links/legacy-links';
import { parseUserProfile, type UserProfile } from './profile';
import { parseSubscription, subscriptionFromFailure, type SubscriptionSummary } from './subscription';

export { ApiError } from '@floorhire/api-client';

/** Sign-in needs an access token, an id token and an expiry, else it fails (§4). */
export const AuthTokensSchema = v.pipe(
  WireTokensSchema,
  v.check((t) => t.accessToken !== '' && t.idToken !== '' && Number.isInteger(t.expiresAt), 'sign-in answer is incomplete'),
);
export type AuthTokens = v.InferOutput<typeof AuthTokensSchema>;

export interface EmployerSignup {
  position: string;
  location: string;
  fullName: string;
  email: string;
  recruitingPriority: string;
  foundVia: string;
  foundViaOther?: string;
}

export type LinkPurpose = 'login' | 'invite' | 'reset-password' | 'verify-email';

/** 'Log in to your account': the registered e-mail or phone to send a login link to. */
export type LoginLinkRequest = { channel: 'EMAIL'; email: string; redirectUrl?: string } | { channel: 'SMS'; phone: string; redirectUrl?: string };

export interface InviteeSignup {
  inviteCode: string;
  fullName: string;
}

export interface AuthApi {
  login(email: string, password: string): Promise<AuthTokens>;
  refresh(): Promise<AuthTokens>;
  logout(accessToken: string | null): Promise<void>;
  me(accessToken: string): Promise<UserProfile>;
  subscription(accessToken: string, employerId: number): Promise<SubscriptionSummary>;
  resetPassword(email: string): Promise<string>;
  /** Sets the new password with the code of a reset link; signs in. */
  completePasswordReset(code: string, password: string): Promise<AuthTokens>;
  /** What a link is for, without using it; rejects with ExpiredAuthLink (401) or 404. */
  linkStatus(code: string): Promise<LinkPurpose>;
  linkRedirectUrl(code: string): Promise<string>;
  resendLink(code: string, channel: AuthLinkChannel): Promise<void>;
  /** 'Log in to your account': a login link to the registered e-mail or phone. */
  requestLoginLink(request: LoginLinkRequest): Promise<void>;
  signupEmployer(payload: EmployerSignup): Promise<void>;
  signupInvitee(payload: InviteeSignup): Promise<AuthTokens | null>;
  postReferral(accessToken: string, referral: Referral): Promise<void>;
  setAuthGroup(accessToken: string, groupMembership: 'Company Admin' | 'Expert'): Promise<void>;
  findConversationEmployer(accessToken: string, employerIds: readonly number[], conversationId: number): Promise<number | null>;
  /** The staff member's running act-as session (ADR 301), or null; asked with their own token. */
  actAsCurrent(accessToken: string): Promise<ActingSession | null>;
  /** Tokens of the running act-as session; rejects when none runs. */
  actAsTokens(accessToken: string): Promise<AuthTokens>;
  /** Back to my session: ends the running act-as session. */
  /** `signed-out` when the staff member signs out while acting (the audit trail says so, ADR 301). */
  actAsEnd(accessToken: string, reason?: 'signed-out'): Promise<void>;
}

/** What the shell keeps of an act-as session: whom staff act as, until when, where back leads. */
export interface ActingSession {
  id: number;
  userName: string;
  groupMembership: string | null;
  /** Epoch ms. */
  expiresAt: number;
  returnPath: string;
}

export interface ApiBases {
  auth: string;
  subscription: string;
  conversations: string;
  helpDesk: string;
}

const LinkStatusSchema = v.object({ purpose: v.picklist(['login', 'invite', 'reset-password', 'verify-email']) });
const ConversationHeadersWireSchema = v.array(v.looseObject({ conversationId: v.number(), employerId: v.number() }));
const Json = v.unknown();
const CurrentActAsWireSchema = v.object({
  session: v.nullable(
    v.looseObject({
      id: v.number(),
      user: v.looseObject({ nameFirst: v.string(), nameLast: v.string(), groupMembership: v.nullable(v.string()) }),
      expiresTs: v.string(),
      returnPath: v.string(),
    }),
  ),
});

/** The network or the server did not answer at all: 503 with the call's own fallback text (§8). */
function unreachable(error: unknown, fallback: string): unknown {
  return isApiError(error) && (error.error === NETWORK_ERROR || error.error === TIMEOUT_ERROR) ? new ApiError({ message: fallback, statusCode: 503 }, { cause: error }) : error;
}

export function createHttpAuthApi(bases: ApiBases, fetchImpl: typeof fetch = (...args) => fetch(...args)): AuthApi {
  // Tokens are passed per call (the controller owns them), so the client reads none itself.
  const client: ApiClient = createApiClient({ bases: bases as Readonly<Record<ApiService, string>>, getAccessToken: () => null, fetch: fetchImpl, retry: { limit: 0 } });

  async function call(service: 'auth' | 'subscription' | 'conversations' | 'helpDesk', method: 'get' | 'post', path: string, fallback: string, options: { token?: string | null } & Omit<RequestOptions<typeof Json>, 'schema' | 'fallbackMessage'> = {}): Promise<unknown> {
    const { token, ...rest } = options;
    try {
      return await client.request(service, method, path, { ...rest, schema: Json, fallbackMessage: fallback, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
    } catch (error) {
      throw unreachable(error, fallback);
    }
  }

  async function tokens(answer: Promise<unknown>): Promise<AuthTokens> {
    const parsed = v.safeParse(AuthTokensSchema, await answer);
    if (!parsed.success) throw new ApiError({ message: AUTH_ERRORS.signInIncomplete, statusCode: 502 });
    return parsed.output;
  }

  return {
    login: (email, password) => tokens(call('auth', 'post', 'auth/login', AUTH_ERRORS.loginUnavailable, { body: { email, password } })),
    refresh: () => tokens(call('auth', 'get', 'auth/refresh', AUTH_ERRORS.refreshFailed)),
    async logout(token) {
      await call('auth', 'post', 'auth/logout', AUTH_ERRORS.loginUnavailable, { token }).catch(() => undefined);
    },
    async me(token) {
      return parseUserProfile(await call('auth', 'get', 'user-profile/me', AUTH_ERRORS.tokenAuthentication, { token }));
    },
    async subscription(token, employerId) {
      // 200: the record; 404 'Subscription not found': no active one (spec 002 §8); anything
      // else is 'Error loading Employer Subscription information'.
      let answer: unknown;
      try {
        answer = await call('subscription', 'get', `subscription/employer/${employerId}`, BILLING_TEXTS.subscriptionLoadFailed, { token });
      } catch (error) {
        if (!isApiError(error)) throw error;
        const missing = subscriptionFromFailure(error.statusCode, error.message, error.error);
        if (missing) return missing;
        throw new ApiError({ message: BILLING_TEXTS.subscriptionLoadFailed, statusCode: error.statusCode, ...(error.error ? { error: error.error } : {}) }, { cause: error });
      }
      try {
        return parseSubscription(answer);
      } catch {
        throw new ApiError({ message: BILLING_TEXTS.subscriptionLoadFailed, statusCode: 502 });
      }
    },
    async resetPassword(email) {
      const body = (await call('auth', 'post', 'auth/reset-password', AUTH_ERRORS.recoverPasswordFailed, { body: { email } })) as { message?: unknown } | undefined;
      return typeof body?.message === 'string' ? body.message : '';
    },
    async linkRedirectUrl(code) {
      const body = (await call('auth', 'get', `auth/link/code/${encodeURIComponent(code)}/redirect-url`, AUTH_ERRORS.linkExpired)) as { redirectUrl?: unknown } | undefined;
      if (typeof body?.redirectUrl !== 'string') throw new ApiError({ message: AUTH_ERRORS.linkExpired, statusCode: 500 });
      return body.redirectUrl;
    },
    completePasswordReset: (code, password) => tokens(call('auth', 'post', 'auth/reset-password/complete', AUTH_ERRORS.loginUnavailable, { body: { code, password } })),
    async linkStatus(code) {
      return v.parse(LinkStatusSchema, await call('auth', 'get', `auth/link/code/${encodeURIComponent(code)}`, AUTH_ERRORS.linkExpired)).purpose;
    },
    async requestLoginLink(request) {
      await call('auth', 'post', 'auth/link', AUTH_ERRORS.newLinkFailed, { body: request });
    },
    async resendLink(code, channel) {
      await call('auth', 'post', `auth/link/code/${encodeURIComponent(code)}/resend`, AUTH_ERRORS.newLinkFailed, { query: { channel } });
    },
    async signupEmployer(payload) {
      await call('auth', 'post', 'public/signup/employer', AUTH_ERRORS.loginUnavailable, { body: payload });
    },
    async signupInvitee(payload) {
      const parsed = v.safeParse(AuthTokensSchema, await call('auth', 'post', 'public/signup/invitee', AUTH_ERRORS.loginUnavailable, { body: payload }));
      return parsed.success ? parsed.output : null;
    },
    async postReferral(token, referral) {
      await call('auth', 'post', 'referral', AUTH_ERRORS.loginUnavailable, { token, body: referral });
    },
    async setAuthGroup(token, groupMembership) {
      await call('auth', 'post', 'user-profile/user-auth-group', AUTH_ERRORS.loginUnavailable, { token, body: { groupMembership } });
    },
    async actAsCurrent(token) {
      const { session } = v.parse(CurrentActAsWireSchema, await call('helpDesk', 'get', 'help-desk/act-as/current', AUTH_ERRORS.tokenAuthentication, { token }));
      if (!session) return null;
      return {
        id: session.id,
        userName: `${session.user.nameFirst} ${session.user.nameLast}`.trim(),
        groupMembership: session.user.groupMembership,
        expiresAt: Date.parse(session.expiresTs),
        returnPath: session.returnPath,
      };
    },
    actAsTokens: (token) => tokens(call('helpDesk', 'post', 'help-desk/act-as/current/token', AUTH_ERRORS.tokenAuthentication, { token })),
    async actAsEnd(token, reason) {
      await call('helpDesk', 'post', 'help-desk/act-as/current/end', AUTH_ERRORS.tokenAuthentication, { token, ...(reason ? { query: { reason } } : {}) });
    },
    findConversationEmployer(token, employerIds, conversationId) {
      // Spec 002 §7: GET /conversation/employer/{employerId}/headers with conversationIds, asked
      // of each of the user's employers until one holds the conversation.
      return findEmployerHoldingConversation(
        async (employerId, conversationIds) =>
          v.parse(
            ConversationHeadersWireSchema,
            await call('conversations', 'get', `conversation/employer/${employerId}/headers`, MESSAGING_TEXTS.loadConversationFailed, { token, query: { conversationIds } }),
          ),
        employerIds,
        conversationId,
      );
    },
  };
}
