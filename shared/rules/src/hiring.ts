// Catalogues several domains share (spec 000 §9, 001, 002): pay periods, the applicant
// statuses of spec 001 §4 (the list; the pipeline's rules are the applications domain's), and
// the subscription, employer and feature catalogues the shell reads. A domain's own catalogues
// live in its package (@floorhire/domain-<name>). docs/decisions/170-domain-packages.md.

export const PAY_PERIODS = ['hourly', 'annual'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export const MESSAGE_TITLE_MAX = 48;

export const APPLICANT_STATUSES = [
  'Notified',
  'New',
  'Contact',
  'Client',
  'Review',
  'Interview',
  'Offer',
  'Hired',
  'Not interested',
  'Rejected',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

export const TEMPLATE_STATUSES = ['live', 'removed'] as const;

// Spec 002: subscriptions, employers, features, search.

export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'trial',
  'complete',
  'delinquent',
  'trial complete',
  'waiting creation',
  'incomplete_expired',
  'incomplete',
  'past_due',
  'trialing',
  'unpaid',
  'pending',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** A subscription counts as subscribed in these statuses (spec 002 §4). */
export const ACTIVE_SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'unpaid',
  'delinquent',
  'trial',
] as const satisfies readonly SubscriptionStatus[];

export function isSubscribedStatus(status: string | null | undefined): boolean {
  return (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? '');
}
/** A free plan means trial status (spec 002 §4). */
export function isFreePlanStatus(status: string | null | undefined): boolean {
  return status === 'trial' || status === 'trialing';
}

export const PLAN_LENGTHS = ['quarterly', 'annual'] as const;

export const EMPLOYER_STATUSES = [
  'Not Contacted',
  'Outreach',
  'Meeting',
  'Jobs Posted',
  'Active Customer',
  'Inactive Customer',
  'Unqualified',
  'Not Interested',
  'archive',
] as const;
export const EMPLOYER_FEATURES = ['Talent Search', 'UI 3.0', 'URL Screening', 'Subscription V2'] as const;
export const ACHIEVEMENTS = { 1: 'elite', 2: 'vetted', 3: 'block' } as const;

// Catalogues of domains not built yet (spec 002 talent search, staff tools). The domain that
// is built moves its block into its own package (@floorhire/domain-<name>) when nothing else
// reads it.

