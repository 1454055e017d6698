// What the chrome needs to know about an employer's plan: the guards (active or not), the
// free-trial banner (end date), and the credits counter (gated plans). Read leniently, because
// the subscription service answers with its full record.
import * as v from 'valibot';
import type { SubscriptionState } from '../guards/decide-route';

const SubscriptionWireSchema = v.looseObject({
  status: v.string(),
  plan: v.optional(v.nullable(v.string()), null),
  endDate: v.optional(v.nullable(v.string()), null),
  isGated: v.optional(v.boolean(), false),
  talentSearchCredits: v.optional(v.nullable(v.number()), null),
  isFree: v.optional(v.boolean()),
});

export interface SubscriptionSummary {
  state: SubscriptionState;
  /** The free plan (trial) shows the banner with the days left (§2.3). */
  isFreeTrial: boolean;
  endDate: string | null;
  isGated: boolean;
  credits: number | null;
}

const ACTIVE = new Set(['active', 'trial', 'trialing', 'complete', 'past_due', 'pending', 'scheduled']);
const TRIAL = new Set(['trial', 'trialing']);

export function parseSubscription(input: unknown, today: string): SubscriptionSummary {
  if (input === null || input === undefined) return { state: 'none', isFreeTrial: false, endDate: null, isGated: false, credits: null };
  const wire = v.parse(SubscriptionWireSchema, input);
  const status = wire.status.toLowerCase();
  const isFreeTrial = wire.isFree ?? (TRIAL.has(status) || (wire.plan ?? '').toLowerCase().includes('free'));
  const ended = wire.endDate !== null && wire.endDate.slice(0, 10) < today;
  const state: SubscriptionState = ACTIVE.has(status) && !ended ? 'active' : 'expired';
  return { state, isFreeTrial, endDate: wire.endDate, isGated: wire.isGated, credits: wire.talentSearchCredits };
}

/**
 * The subscription service could not be read (down, or not deployed): the shell does not lock the
 * employer out on that alone; the API still enforces plans on every call (ADR 063).
 */
export const UNKNOWN_SUBSCRIPTION: SubscriptionSummary = { state: 'active', isFreeTrial: false, endDate: null, isGated: false, credits: null };

export const NO_SUBSCRIPTION: SubscriptionSummary = { state: 'none', isFreeTrial: false, endDate: null, isGated: false, credits: null };
