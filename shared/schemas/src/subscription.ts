import * as v from 'valibot';
import { PLAN_LENGTHS, SUBSCRIPTION_STATUSES } from '@floorhire/rules';
import { IdSchema } from './common';

// The Subscription of spec 002 §3 as GET /subscription/employer/{employerId} answers it, plus the
// flags the shell decides on (spec 002 §4, §6, §9; docs/decisions/130-subscription-read.md).

const Nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);

export const SUBSCRIPTION_PROVIDERS = ['local', 'maxio', 'stripe'] as const;
export const SubscriptionComponentSchema = v.object({ limit: v.number(), used: v.number() });

/** A calendar date, YYYY-MM-DD. */
const DateOnlySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/u));

export const SubscriptionSchema = v.object({
  id: v.number(),
  employerId: v.number(),
  provider: v.picklist(SUBSCRIPTION_PROVIDERS),
  status: v.picklist([...SUBSCRIPTION_STATUSES, 'scheduled']),
  plan: v.string(),
  /** Dollars. */
  price: v.number(),
  billingCycle: Nullable(v.string()),
  planLength: Nullable(v.picklist(PLAN_LENGTHS)),
  startDate: DateOnlySchema,
  endDate: Nullable(DateOnlySchema),
  jobSlotQuantity: Nullable(v.number()),
  talentSearchCredits: v.number(),
  contractJobSlots: v.number(),
  addOnJobSlots: v.number(),
  /** Dollars; null when nothing is due next. */
  nextBillingAmount: Nullable(v.number()),
  billingPortalUrl: Nullable(v.string()),
  components: v.object({
    COPILOT_SLOT: Nullable(SubscriptionComponentSchema),
    TS_UNLOCK: Nullable(SubscriptionComponentSchema),
  }),
  /** "A free plan means trial status" (002 §4). */
  isFreePlan: v.boolean(),
  /** Status is one of the active statuses of 002 §4. */
  isSubscribed: v.boolean(),
  /** Talent-search unlocks are counted against credits (002 §3 gating). */
  isGated: v.boolean(),
  /** Credits: the unlock component limit, else the credit count, default 0 (002 §9). */
  credits: v.object({ available: v.number(), used: v.number(), remaining: v.number() }),
  /** Slots: jobSlotQuantity, else the slot component limit; null shows as N/A (002 §9). */
  jobSlots: Nullable(v.number()),
});
export type SubscriptionDto = v.InferOutput<typeof SubscriptionSchema>;

export const EmployerIdParamsSchema = v.object({ employerId: IdSchema });

