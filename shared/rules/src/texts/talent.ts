// Billing messages the shell reads too (spec 002 §8); the other domains' texts live in their
// domain packages.
export const BILLING_TEXTS = {
  subscriptionNotFoundServerMessage: 'Subscription not found',
  noActiveSubscription: 'No active subscription',
  subscriptionLoadFailed: 'Error loading Employer Subscription information',
  allocationFailed: 'Error adding new allocation',
  offersFailed: 'There was an error while fetching the offers.',
  enterpriseRequestFailed: 'There was an error while notifying the sales team.',
  allocationMemos: { jobSlot: 'Additional Job Slot', talentSearchUnlocks: 'Talent Search Unlocks' },
  invoiceUpcomingNone: 'invoice_upcoming_none',
  missingEmployerId: 'missing_employer_id',
  missingCustomerStripeId: 'missing_customer_stripe_id',
  planIntervals: ['Annual', 'Quarterly'],
  invoiceStates: ['Unpaid', 'Paid', 'Refunded'],
  staffInvoiceActions: ['Refund', 'View Refund', 'Mark as Paid'],
  notApplicable: 'N/A',
} as const;

