import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '@floorhire/rules';
import { ApiError, createHttpAuthApi } from './auth-api';

// The subscription read (GET /subscription/employer/{id}, ADR 130) and the conversation-employer
// lookup (GET /conversation/employer/{id}/headers, ADR 133) as the shell makes them, against
// answers shaped like the services'.

// The whole record, as the service answers it: the shell reads it with the billing domain's schema (ADR 135).
const record = (over: Record<string, unknown> = {}) => ({
  id: 3,
  employerId: 5,
  provider: 'local',
  status: 'trial',
  plan: 'Free Trial',
  price: 0,
  billingCycle: null,
  planLength: null,
  startDate: '2030-12-27',
  endDate: '2031-01-10',
  jobSlotQuantity: null,
  talentSearchCredits: 5,
  contractJobSlots: 0,
  addOnJobSlots: 0,
  nextBillingAmount: null,
  billingPortalUrl: null,
  isFreePlan: true,
  isSubscribed: true,
  isGated: true,
  credits: { available: 5, used: 2, remaining: 3 },
  components: { COPILOT_SLOT: null, TS_UNLOCK: { limit: 5, used: 2 } },
  jobSlots: null,
  ...over,
});

function apiAnswering(status: number, body: unknown) {
  const seen: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL) => {
    seen.push(input instanceof Request ? input.url : String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const api = createHttpAuthApi({ auth: 'http://api.test/v4', subscription: 'http://sub.test/v4', conversations: 'http://conv.test/v4', helpDesk: 'http://help.test/v4' }, fetchImpl as typeof fetch);
  return { api, seen };
}

describe('reading the employer subscription', () => {
  it('asks the subscription service for the employer and reads a trial as the free plan with credits left', async () => {
    const { api, seen } = apiAnswering(200, record());
    await expect(api.subscription('t', 5)).resolves.toEqual({ state: 'active', isFreeTrial: true, endDate: '2031-01-10', isGated: true, credits: 3 });
    expect(seen).toEqual(['http://sub.test/v4/subscription/employer/5']);
  });

  it('reads a paid plan as active and not free', async () => {
    const { api } = apiAnswering(200, record({ status: 'active', isFreePlan: false, isGated: false, credits: { available: 0, used: 0, remaining: 0 } }));
    await expect(api.subscription('t', 5)).resolves.toMatchObject({ state: 'active', isFreeTrial: false, isGated: false });
  });

  it('reads a present but inactive subscription (paused) as none', async () => {
    const { api } = apiAnswering(200, record({ status: 'paused', isSubscribed: false, isFreePlan: false }));
    await expect(api.subscription('t', 5)).resolves.toMatchObject({ state: 'none' });
  });

  it("reads 404 'Subscription not found' as expired, or as none when the employer never had one", async () => {
    const expired = apiAnswering(404, { statusCode: 404, message: 'Subscription not found', error: 'SubscriptionExpired' });
    await expect(expired.api.subscription('t', 5)).resolves.toMatchObject({ state: 'expired' });
    const plain = apiAnswering(404, { statusCode: 404, message: 'Subscription not found' });
    await expect(plain.api.subscription('t', 5)).resolves.toMatchObject({ state: 'expired' });
    const never = apiAnswering(404, { statusCode: 404, message: 'Subscription not found', error: 'SubscriptionNotFound' });
    await expect(never.api.subscription('t', 5)).resolves.toMatchObject({ state: 'none' });
  });

  it("fails any other answer with 'Error loading Employer Subscription information'", async () => {
    for (const [status, body] of [
      [500, { statusCode: 500, message: 'Something went wrong. Please try again later.' }],
      [403, { statusCode: 403, message: 'You do not belong to this employer' }],
      [404, { statusCode: 404, message: 'Not found' }],
      [200, { status: 'active' }],
    ] as const) {
      const { api } = apiAnswering(status, body);
      await expect(api.subscription('t', 5)).rejects.toMatchObject({ message: 'Error loading Employer Subscription information' });
    }
  });
});

describe('finding the employer of a conversation', () => {
  it('asks each employer for the header of that conversation and answers the first that holds it', async () => {
    const seen: string[] = [];
    const fetchImpl = async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      seen.push(`${url.pathname}?${url.searchParams.get('conversationIds')}`);
      const holds = url.pathname.includes('/employer/2/');
      return new Response(JSON.stringify(holds ? [{ conversationId: 55, employerId: 2, userProfileId: 9 }] : []), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const api = createHttpAuthApi({ auth: 'http://a.test/v4', subscription: 'http://s.test/v4', conversations: 'http://c.test/v4', helpDesk: 'http://h.test/v4' }, fetchImpl as typeof fetch);
    await expect(api.findConversationEmployer('t', [1, 2, 3], 55)).resolves.toBe(2);
    expect(seen).toEqual(['/v4/conversation/employer/1/headers?[55]', '/v4/conversation/employer/2/headers?[55]']);
  });

  it('raises when the service cannot be asked at all', async () => {
    const { api } = apiAnswering(503, { statusCode: 503, message: 'The server is temporarily unavailable. Please try again in a few minutes.' });
    await expect(api.findConversationEmployer('t', [1, 2], 55)).rejects.toMatchObject({ statusCode: 503 });
  });
});

describe('signing in through the API client', () => {
  it("rejects with the client's ApiError, in the server's words and type", async () => {
    const { api } = apiAnswering(401, { statusCode: 401, message: 'Email or password is incorrect', error: 'InvalidCredentials' });
    const failure = await api.login('a@b.test', 'x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Email or password is incorrect', statusCode: 401, error: 'InvalidCredentials' });
  });

  it('answers 503 with the call’s own fallback when the server cannot be reached', async () => {
    const api = createHttpAuthApi({ auth: 'http://a.test/v4', subscription: 'http://s.test/v4', conversations: 'http://c.test/v4', helpDesk: 'http://h.test/v4' }, (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    await expect(api.login('a@b.test', 'x')).rejects.toMatchObject({ statusCode: 503, message: AUTH_ERRORS.loginUnavailable });
  });

  it('refuses a sign-in answer without tokens', async () => {
    const { api } = apiAnswering(200, { accessToken: '', idToken: 'i', expiresAt: 1 });
    await expect(api.login('a@b.test', 'x')).rejects.toMatchObject({ statusCode: 502, message: AUTH_ERRORS.signInIncomplete });
  });
});
