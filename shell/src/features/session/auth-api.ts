// The calls of spec 000 §7 the shell makes for the session, behind one small interface so the
// controller is tested without a network and the HTTP details live in one file.
import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { AUTH_ERRORS, BILLING_TEXTS, MESSAGING_TEXTS, type AuthLinkChannel, type Referral } from '@floorhire/rules';
import { findEmployerHoldingConversation } from '../legacy-links/legacy-links';
import { parseUserProfile, type UserProfile } from './profile';
import { parseSubscription, subscriptionFromFailure, type SubscriptionSummary } from './subscription';

/** Sign-in needs an access token, an id token and an expiry, else it fails (§4). */
export const AuthTokensSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  idToken: v.pipe(v.string(), v.minLength(1)),
  expiresAt: v.pipe(v.number(), v.integer()),
});
export type AuthTokens = v.InferOutput<typeof AuthTokensSchema>;

/** An answer the server refused, normalised to message + status (§8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errorType?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface EmployerSignup {
  position: string;
  location: string;
  fullName: string;
  email: string;
  recruitingPriority: string;
  foundVia: string;
  foundViaOther?: string;
}

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
  linkRedirectUrl(code: string): Promise<string>;
  resendLink(code: string, channel: AuthLinkChannel): Promise<void>;
  /** 'Log in to your account': a fresh link for this code by the chosen channel. */
  sendLink(code: string, channel: AuthLinkChannel): Promise<void>;
  signupEmployer(payload: EmployerSignup): Promise<void>;
  signupInvitee(payload: InviteeSignup): Promise<AuthTokens | null>;
  postReferral(accessToken: string, referral: Referral): Promise<void>;
  setAuthGroup(accessToken: string, groupMembership: 'Company Admin' | 'Expert'): Promise<void>;
  findConversationEmployer(accessToken: string, employerIds: readonly number[], conversationId: number): Promise<number | null>;
}

export interface ApiBases {
  auth: string;
  subscription: string;
  conversations: string;
}

const ErrorBodySchema = v.looseObject({ message: v.string(), statusCode: v.optional(v.number()), error: v.optional(v.string()), field: v.optional(v.string()) });

/** Reads the §8 error body; a body we cannot read gives the fallback text with the HTTP status. */
export async function toApiError(response: Response, fallback: string): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = v.safeParse(ErrorBodySchema, body);
  if (parsed.success && parsed.output.message) {
    return new ApiError(parsed.output.message, parsed.output.statusCode ?? response.status, parsed.output.error, parsed.output.field);
  }
  return new ApiError(fallback, response.status || 500);
}

const ConversationHeadersWireSchema = v.array(v.looseObject({ conversationId: v.number(), employerId: v.number() }));

function base(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function createHttpAuthApi(bases: ApiBases, fetchImpl: typeof fetch = (...args) => fetch(...args)): AuthApi {
  const http = (prefixUrl: string, token?: string | null): KyInstance =>
    ky.create({
      prefixUrl: base(prefixUrl),
      retry: 0,
      throwHttpErrors: false,
      credentials: 'same-origin',
      fetch: fetchImpl,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function send(request: Promise<Response>, fallback: string): Promise<Response> {
    let response: Response;
    try {
      response = await request;
    } catch {
      throw new ApiError(fallback, 503);
    }
    if (!response.ok) throw await toApiError(response, fallback);
    return response;
  }

  async function tokens(request: Promise<Response>, fallback: string): Promise<AuthTokens> {
    const response = await send(request, fallback);
    const parsed = v.safeParse(AuthTokensSchema, await response.json().catch(() => null));
    if (!parsed.success) throw new ApiError(AUTH_ERRORS.signInIncomplete, 502);
    return parsed.output;
  }

  return {
    login: (email, password) => tokens(http(bases.auth).post('auth/login', { json: { email, password } }), AUTH_ERRORS.loginUnavailable),
    refresh: () => tokens(http(bases.auth).get('auth/refresh'), AUTH_ERRORS.refreshFailed),
    async logout(token) {
      await send(http(bases.auth, token).post('auth/logout'), AUTH_ERRORS.loginUnavailable).catch(() => undefined);
    },
    async me(token) {
      const response = await send(http(bases.auth, token).get('user-profile/me'), AUTH_ERRORS.tokenAuthentication);
      return parseUserProfile(await response.json());
    },
    async subscription(token, employerId) {
      // 200: the record; 404 'Subscription not found': no active one (spec 002 §8); anything
      // else is 'Error loading Employer Subscription information'.
      let response: Response;
      try {
        response = await http(bases.subscription, token).get(`subscription/employer/${employerId}`);
      } catch {
        throw new ApiError(BILLING_TEXTS.subscriptionLoadFailed, 503);
      }
      if (!response.ok) {
        const error = await toApiError(response, BILLING_TEXTS.subscriptionLoadFailed);
        const missing = subscriptionFromFailure(error.statusCode, error.message, error.errorType);
        if (missing) return missing;
        throw new ApiError(BILLING_TEXTS.subscriptionLoadFailed, error.statusCode, error.errorType);
      }
      try {
        return parseSubscription(await response.json());
      } catch {
        throw new ApiError(BILLING_TEXTS.subscriptionLoadFailed, 502);
      }
    },
    async resetPassword(email) {
      const response = await send(http(bases.auth).post('auth/reset-password', { json: { email } }), AUTH_ERRORS.recoverPasswordFailed);
      const body = (await response.json().catch(() => ({}))) as { message?: unknown };
      return typeof body.message === 'string' ? body.message : '';
    },
    async linkRedirectUrl(code) {
      const response = await send(http(bases.auth).get(`auth/link/code/${encodeURIComponent(code)}/redirect-url`), AUTH_ERRORS.linkExpired);
      const body = (await response.json()) as { redirectUrl?: unknown };
      if (typeof body.redirectUrl !== 'string') throw new ApiError(AUTH_ERRORS.linkExpired, 500);
      return body.redirectUrl;
    },
    async sendLink(code, channel) {
      await send(http(bases.auth).post(`auth/link/code/${encodeURIComponent(code)}/send`, { searchParams: { channel } }), AUTH_ERRORS.newLinkFailed);
    },
    async resendLink(code, channel) {
      await send(http(bases.auth).post(`auth/link/code/${encodeURIComponent(code)}/resend`, { searchParams: { channel } }), AUTH_ERRORS.newLinkFailed);
    },
    async signupEmployer(payload) {
      await send(http(bases.auth).post('public/signup/employer', { json: payload }), AUTH_ERRORS.loginUnavailable);
    },
    async signupInvitee(payload) {
      const response = await send(http(bases.auth).post('public/signup/invitee', { json: payload }), AUTH_ERRORS.loginUnavailable);
      const parsed = v.safeParse(AuthTokensSchema, await response.json().catch(() => null));
      return parsed.success ? parsed.output : null;
    },
    async postReferral(token, referral) {
      await send(http(bases.auth, token).post('referral', { json: referral }), AUTH_ERRORS.loginUnavailable);
    },
    async setAuthGroup(token, groupMembership) {
      await send(http(bases.auth, token).post('user-profile/user-auth-group', { json: { groupMembership } }), AUTH_ERRORS.loginUnavailable);
    },
    findConversationEmployer(token, employerIds, conversationId) {
      // Spec 002 §7: GET /conversation/employer/{employerId}/headers with conversationIds, asked
      // of each of the user's employers until one holds the conversation.
      return findEmployerHoldingConversation(
        async (employerId, conversationIds) => {
          const response = await send(
            http(bases.conversations, token).get(`conversation/employer/${employerId}/headers`, { searchParams: { conversationIds: JSON.stringify(conversationIds) } }),
            MESSAGING_TEXTS.loadConversationFailed,
          );
          return v.parse(ConversationHeadersWireSchema, await response.json());
        },
        employerIds,
        conversationId,
      );
    },
  };
}
