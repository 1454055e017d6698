import * as v from 'valibot';
import { IdSchema, SubscriptionSchema } from '@floorhire/schemas';
import { PLAN_LENGTH_OPTIONS, PRICE_INTERVALS } from './rules';
import { BILLING_API_TEXTS } from './texts';

// Payloads and answers of the billing calls of spec 002 §7: the API validates with them (its
// OpenAPI document is made from them) and the remote parses answers with them. Money travels
// as integer cents (…Cents) with the dollar figure the spec names beside it.

const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/u, 'Use a date like 2026-01-31'));
const Nullable = <S extends v.GenericSchema>(s: S) => v.nullable(s);

export const PlanLengthSchema = v.picklist(PLAN_LENGTH_OPTIONS);

export const ProductSchema = v.object({
  id: v.number(),
  name: v.string(),
  nickname: Nullable(v.string()),
  plan: v.string(),
  interval: v.picklist(PRICE_INTERVALS),
  amount: v.number(),
  amountCents: v.number(),
  jobSlotQuantity: Nullable(v.number()),
  talentSearchCredits: Nullable(v.number()),
  active: v.boolean(),
});
export type Product = v.InferOutput<typeof ProductSchema>;
export const ProductListSchema = v.array(ProductSchema);

/** An offer: one plan at one plan length, with what each period costs (the contract amount). */
export const OfferSchema = v.object({
  productId: v.number(),
  name: v.string(),
  plan: v.string(),
  type: PlanLengthSchema,
  priceCents: v.number(),
  interval: v.picklist(PRICE_INTERVALS),
  contractAmountCents: v.number(),
  jobSlots: Nullable(v.number()),
  credits: v.number(),
  current: v.boolean(),
});
export type Offer = v.InferOutput<typeof OfferSchema>;
export const OfferListSchema = v.array(OfferSchema);

export const PaymentMethodSchema = v.object({
  id: v.number(),
  paymentType: v.picklist(['card', 'bank', 'invoice']),
  paymentTypeNumber: Nullable(v.string()),
  brand: Nullable(v.string()),
  expMonth: Nullable(v.number()),
  expYear: Nullable(v.number()),
  isDefault: v.boolean(),
  needsVerification: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/** The provider the browser talks to: nothing with the local test mode; Stripe.js with its publishable key. */
export const PaymentProviderSchema = v.variant('provider', [
  v.object({ provider: v.literal('local'), bankDebit: v.boolean() }),
  v.object({ provider: v.literal('stripe'), publishableKey: v.pipe(v.string(), v.regex(/^pk_(test|live)_\w+$/u)), bankDebit: v.boolean() }),
]);
export type PaymentProvider = v.InferOutput<typeof PaymentProviderSchema>;

/** The Billing of spec 002 §3 as GET employer/{id}/payment/account-information answers it. */
export const AccountInformationSchema = v.object({
  employerId: v.number(),
  customerId: Nullable(v.string()),
  defaultSource: Nullable(v.number()),
  subscriptionId: Nullable(v.number()),
  status: Nullable(v.string()),
  amountCents: Nullable(v.number()),
  productName: Nullable(v.string()),
  planLength: Nullable(PlanLengthSchema),
  cancelDate: Nullable(v.string()),
  currentPeriodEnd: Nullable(v.string()),
  paymentType: Nullable(v.string()),
  paymentTypeNumber: Nullable(v.string()),
  paymentNeedsVerification: v.boolean(),
  notificationsEmail: Nullable(v.string()),
  paymentMethods: v.array(PaymentMethodSchema),
  /** How the browser takes cards and bank accounts: the local test mode's form, or the provider's own fields (ADR 265). */
  paymentProvider: PaymentProviderSchema,
  subscriptionPaused: v.boolean(),
  subscriptionPausedUntilDate: Nullable(v.string()),
  /** The employer's billing date: today, moved on by the test clock. */
  billingDate: v.string(),
  clockOffsetDays: v.number(),
});
export type AccountInformation = v.InferOutput<typeof AccountInformationSchema>;

export const InvoiceLineSchema = v.object({
  description: v.string(),
  quantity: v.number(),
  amountCents: v.number(),
  proration: v.boolean(),
  periodStart: Nullable(v.string()),
  periodEnd: Nullable(v.string()),
});
export const InvoiceSchema = v.object({
  id: v.number(),
  number: v.string(),
  status: v.picklist(['paid', 'open', 'refunded']),
  display: v.picklist(['Unpaid', 'Paid', 'Refunded']),
  /** The staff action that applies now (spec 002 §4), or null. */
  action: Nullable(v.picklist(['Refund', 'View Refund', 'Mark as Paid'])),
  amount: v.number(),
  amountCents: v.number(),
  refundCents: v.number(),
  date: v.string(),
  description: Nullable(v.string()),
  paymentMethod: Nullable(v.string()),
  lastPaymentError: Nullable(v.string()),
  /** An unpaid invoice waiting for the employer's verification, or for the bank to answer a debit. */
  waiting: v.optional(Nullable(v.picklist(['verify', 'processing'])), null),
  lines: v.array(InvoiceLineSchema),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;
export const InvoicePageSchema = v.object({ data: v.array(InvoiceSchema), has_more: v.boolean() });
export type InvoicePage = v.InferOutput<typeof InvoicePageSchema>;

export const UpcomingInvoiceSchema = v.object({ amount: v.number(), amountCents: v.number(), date: v.string(), lines: v.array(InvoiceLineSchema) });
export type UpcomingInvoice = v.InferOutput<typeof UpcomingInvoiceSchema>;

export const SubscriptionHistoryItemSchema = v.object({
  id: v.number(),
  plan: v.string(),
  status: v.string(),
  planLength: Nullable(PlanLengthSchema),
  amountCents: v.number(),
  startDate: v.string(),
  endDate: Nullable(v.string()),
  cancelDate: Nullable(v.string()),
  collectionMethod: Nullable(v.string()),
  contractJobSlots: v.number(),
  addOnJobSlots: v.number(),
});
export type SubscriptionHistoryItem = v.InferOutput<typeof SubscriptionHistoryItemSchema>;
export const SubscriptionHistoryPageSchema = v.object({ data: v.array(SubscriptionHistoryItemSchema), has_more: v.boolean() });

export const RefundSchema = v.object({ invoiceId: v.number(), refundId: v.string(), amountCents: v.number(), date: v.string() });
/** What choosing a plan (or paying an invoice) did: paid, or waiting for the bank's verification. */
export const ChargeResultSchema = v.object({
  outcome: v.picklist(['succeeded', 'requires_action', 'processing']),
  subscription: SubscriptionSchema,
  invoice: InvoiceSchema,
});
export type ChargeResult = v.InferOutput<typeof ChargeResultSchema>;

export const ClockSchema = v.object({ employerId: v.number(), offsetDays: v.number(), billingDate: v.string(), invoicesCreated: v.number(), statusChanges: v.number() });
export type Clock = v.InferOutput<typeof ClockSchema>;

export const AllocationSchema = v.object({ id: v.number(), subscriptionId: v.number(), type: v.picklist(['job-slot', 'talent_search_unlocks']), quantity: v.number(), memo: v.string() });

// ── requests ──
export const EmployerParamsSchema = v.object({ employerId: IdSchema });
export const EmployerInvoiceParamsSchema = v.object({ employerId: IdSchema, invoiceId: IdSchema });
export const InvoiceParamsSchema = v.object({ invoiceId: IdSchema });
export const SubscriptionParamsSchema = v.object({ id: IdSchema });

export const PageQuerySchema = v.object({
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  starting_after: v.optional(IdSchema),
});
export const HistoryQuerySchema = v.object({ ...PageQuerySchema.entries, employerId: v.optional(IdSchema) });
export const CustomerQuerySchema = v.object({ customer: v.optional(v.string()) });
export const ProductQuerySchema = v.object({ active: v.optional(v.boolean()) });
export const OffersQuerySchema = v.object({ employerId: v.optional(IdSchema) });

/**
 * A card or bank account. The local test mode takes the numbers (card, or routing and account
 * numbers for a test bank debit); with a provider the body carries only the token its card field
 * or bank link made (pm_…), and numbers are refused (ADR 265).
 */
export const AddCardBodySchema = v.object({
  paymentType: v.optional(v.picklist(['card', 'bank'])),
  cardNumber: v.optional(v.pipe(v.string(BILLING_API_TEXTS.cardNumberInvalid), v.maxLength(40, BILLING_API_TEXTS.cardNumberInvalid))),
  expMonth: v.optional(v.pipe(v.number(BILLING_API_TEXTS.cardExpired), v.integer(BILLING_API_TEXTS.cardExpired), v.minValue(1, BILLING_API_TEXTS.cardExpired), v.maxValue(12, BILLING_API_TEXTS.cardExpired))),
  expYear: v.optional(v.pipe(v.number(BILLING_API_TEXTS.cardExpired), v.integer(BILLING_API_TEXTS.cardExpired), v.minValue(2000, BILLING_API_TEXTS.cardExpired), v.maxValue(2100, BILLING_API_TEXTS.cardExpired))),
  cvc: v.optional(v.pipe(v.string(BILLING_API_TEXTS.cvcInvalid), v.regex(/^\d{3,4}$/u, BILLING_API_TEXTS.cvcInvalid))),
  routingNumber: v.optional(v.pipe(v.string(BILLING_API_TEXTS.bankAccountInvalid), v.maxLength(20, BILLING_API_TEXTS.bankAccountInvalid))),
  accountNumber: v.optional(v.pipe(v.string(BILLING_API_TEXTS.bankAccountInvalid), v.maxLength(30, BILLING_API_TEXTS.bankAccountInvalid))),
  /** A production provider's payment method (pm_…) from its card field or bank link. */
  providerToken: v.optional(v.pipe(v.string(BILLING_API_TEXTS.providerTokenRequired), v.regex(/^pm_\w{1,200}$/u, BILLING_API_TEXTS.providerTokenRequired))),
});
export type AddCardBody = v.InferOutput<typeof AddCardBodySchema>;

/** What the provider's browser flow needs: an intent's (or a bank setup's) client secret; null in the local test mode. */
export const ClientSecretSchema = v.object({ clientSecret: Nullable(v.string()), paymentMethod: v.optional(Nullable(v.string()), null) });
export type ClientSecret = v.InferOutput<typeof ClientSecretSchema>;

export const SubscribeBodySchema = v.object({ productId: IdSchema, planLength: PlanLengthSchema });

/** afterVerification: the provider's verification ran in the browser; read where the charge ended, attempt nothing new. */
export const PayInvoiceBodySchema = v.optional(v.object({ afterVerification: v.optional(v.boolean()) }));

export const StaffCreateSubscriptionBodySchema = v.object({
  employerId: v.optional(IdSchema),
  customer: v.optional(v.string()),
  product: IdSchema,
  interval: PlanLengthSchema,
  /** Dollars per price interval; the product's price when omitted. */
  amount: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000))),
  collectionMethod: v.picklist(['charge_automatically', 'send_invoice']),
  startDate: v.optional(DateOnly),
  iterations: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(40))),
  contractJobSlots: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))),
});
export type StaffCreateSubscriptionBody = v.InferOutput<typeof StaffCreateSubscriptionBodySchema>;

export const StaffPatchSubscriptionBodySchema = v.object({
  collectionMethod: v.optional(v.picklist(['charge_automatically', 'send_invoice'])),
  endDate: v.optional(v.nullable(DateOnly)),
  contractJobSlots: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))),
  addOnJobSlots: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))),
});
export type StaffPatchSubscriptionBody = v.InferOutput<typeof StaffPatchSubscriptionBodySchema>;

export const CancelQuerySchema = v.object({ invoice_now: v.optional(v.boolean()), proration: v.optional(v.boolean()) });
export const RefundBodySchema = v.object({ amountCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) });
export const PauseBodySchema = v.object({ until: v.optional(DateOnly) });
export const ClockAdvanceBodySchema = v.object({
  days: v.pipe(v.number(BILLING_API_TEXTS.clockDays), v.integer(BILLING_API_TEXTS.clockDays), v.minValue(1, BILLING_API_TEXTS.clockDays), v.maxValue(730, BILLING_API_TEXTS.clockDays)),
});

export const AllocationBodySchema = v.object({
  employerId: v.optional(IdSchema),
  type: v.picklist(['job-slot', 'talent_search_unlocks']),
  /** Talent search unlocks to add; a job-slot allocation is always live jobs + 1. */
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
});
export const LinkSubscriptionBodySchema = v.object({ employerId: v.optional(IdSchema), productId: IdSchema, planLength: PlanLengthSchema });
export const LinkSchema = v.object({ url: v.string() });
export const EnterpriseRequestBodySchema = v.object({ employerId: v.optional(IdSchema), message: v.optional(v.pipe(v.string(), v.maxLength(2000))) });
export const OkSchema = v.object({ ok: v.literal(true) });
