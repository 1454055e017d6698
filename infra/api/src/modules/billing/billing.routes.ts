import * as v from 'valibot';
import {
  AccountInformationSchema,
  AddCardBodySchema,
  AllocationBodySchema,
  AllocationSchema,
  BILLING_TEXTS,
  CancelQuerySchema,
  ChargeResultSchema,
  ClockAdvanceBodySchema,
  ClockSchema,
  CustomerQuerySchema,
  EmployerInvoiceParamsSchema,
  EmployerParamsSchema,
  EnterpriseRequestBodySchema,
  HistoryQuerySchema,
  InvoicePageSchema,
  InvoiceParamsSchema,
  InvoiceSchema,
  LinkSchema,
  LinkSubscriptionBodySchema,
  OfferListSchema,
  OffersQuerySchema,
  OkSchema,
  PayInvoiceBodySchema,
  PageQuerySchema,
  PauseBodySchema,
  PaymentMethodSchema,
  ProductListSchema,
  ProductQuerySchema,
  RefundBodySchema,
  RefundSchema,
  StaffCreateSubscriptionBodySchema,
  StaffPatchSubscriptionBodySchema,
  SubscribeBodySchema,
  SubscriptionHistoryItemSchema,
  SubscriptionHistoryPageSchema,
  SubscriptionParamsSchema,
  UpcomingInvoiceSchema,
} from '@floorhire/domain-billing';
import { ROLES } from '@floorhire/rules';
import { SubscriptionSchema } from '@floorhire/schemas';
import { badRequest } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import * as billing from './billing.service';
import { idempotencyKey } from '../../http/idempotency';

// The Subscriptions and billing calls of spec 002 §7 (docs/decisions/264-billing-routes.md).
// Employer reads need user.employer in that employer; choosing a plan, cards and paying need
// employer.billing.edit (Company Admin); creating, changing and cancelling subscriptions,
// refunds, Mark as Paid, allocations and the test clock are staff actions (user.admin).

const OWN_EMPLOYER = { kind: 'employer', from: 'params', key: 'employerId' } as const;
const STAFF_ONLY = { kind: 'none', why: 'staff only (user.admin): staff reach every employer' } as const;
const STAFF = [ROLES.userAdmin] as const;


/** Calls that name the employer in the body or query answer missing_employer_id without one (spec 002 §5). */
function employerIdOf(value: number | undefined, auth: { employerIds: readonly number[]; isStaff: boolean } | null): number {
  const id = value ?? (auth && !auth.isStaff && auth.employerIds.length === 1 ? auth.employerIds[0] : undefined);
  if (!id) throw badRequest(BILLING_TEXTS.missingEmployerId, 'employerId');
  return id;
}

const accountInformation = route({
  method: 'GET',
  url: '/employer/:employerId/payment/account-information',
  summary: "The employer's billing: customer, default card, current plan, pause state and its billing date",
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  response: AccountInformationSchema,
  handler: (ctx) => billing.accountInformation(ctx.db, ctx.params.employerId),
});

const addCard = route({
  method: 'POST',
  url: '/employer/:employerId/payment/payment-method',
  summary: 'Adds a card (the new default); the local provider takes test card numbers, a production provider its card-field token',
  access: [ROLES.billingEdit],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  body: AddCardBodySchema,
  response: v.array(PaymentMethodSchema),
  status: 201,
  errors: [402],
  handler: (ctx) => billing.addCard(ctx.db, ctx.params.employerId, ctx.body),
});

const subscribe = route({
  method: 'POST',
  url: '/employer/:employerId/payment/subscribe',
  summary: 'Chooses a paid plan at a plan length and pays its first period with the default card (Idempotency-Key: a retry never charges twice)',
  access: [ROLES.billingEdit],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  body: SubscribeBodySchema,
  response: ChargeResultSchema,
  status: 201,
  errors: [402, 404, 409],
  handler: (ctx) => billing.subscribe(ctx.db, ctx.params.employerId, ctx.body, ctx.requireAuth(), idempotencyKey(ctx.req)),
});

const payInvoice = route({
  method: 'POST',
  url: '/employer/:employerId/payment/invoice/:invoiceId/pay',
  summary: 'Pays an unpaid invoice with the default card, or completes one the bank asked to verify',
  access: [ROLES.billingEdit],
  tenancy: OWN_EMPLOYER,
  params: EmployerInvoiceParamsSchema,
  body: PayInvoiceBodySchema,
  response: ChargeResultSchema,
  errors: [402, 404],
  handler: (ctx) => billing.payInvoice(ctx.db, ctx.params.employerId, ctx.params.invoiceId, idempotencyKey(ctx.req), ctx.body?.afterVerification ?? false),
});

const upcoming = route({
  method: 'GET',
  url: '/employer/:employerId/payment/invoice-upcoming',
  summary: "The next invoice: amount and date; 404 with error 'invoice_upcoming_none' when nothing is due next",
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  response: UpcomingInvoiceSchema,
  errors: [404],
  handler: (ctx) => billing.upcomingInvoice(ctx.db, ctx.params.employerId),
});

const invoices = route({
  method: 'GET',
  url: '/employer/:employerId/payment/invoice',
  summary: 'Paid and open invoices, newest first, 5 per page by default (limit, starting_after; answers data and has_more)',
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  query: PageQuerySchema,
  response: InvoicePageSchema,
  handler: (ctx) => billing.invoicePage(ctx.db, ctx.params.employerId, ctx.query.limit, ctx.query.starting_after ?? null),
});

const current = route({
  method: 'GET',
  url: '/payment/subscription/current',
  summary: "The current subscription of a customer; 400 'missing_customer_stripe_id' without one",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: "the customer's employer must be one of the caller's; others get 404" },
  query: CustomerQuerySchema,
  response: SubscriptionSchema,
  errors: [404],
  handler: (ctx) => billing.currentByCustomer(ctx.db, ctx.query.customer, ctx.requireAuth()),
});

const history = route({
  method: 'GET',
  url: '/payment/subscription/history',
  summary: "The employer's subscriptions, newest first, 5 per page; 400 'missing_employer_id' without an employer",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'the employer id (query, or the caller’s only employer) is checked with assertEmployer' },
  query: HistoryQuerySchema,
  response: SubscriptionHistoryPageSchema,
  handler: (ctx) => {
    const employerId = employerIdOf(ctx.query.employerId, ctx.auth);
    ctx.assertEmployer(employerId);
    return billing.subscriptionHistory(ctx.db, employerId, ctx.query.limit, ctx.query.starting_after ?? null);
  },
});

const products = route({
  method: 'GET',
  url: '/payment/product',
  summary: 'Plans and their prices (active=true: only those on sale)',
  access: 'authenticated',
  tenancy: { kind: 'none', why: 'the price list is the same for everyone' },
  query: ProductQuerySchema,
  response: ProductListSchema,
  handler: (ctx) => billing.productList(ctx.db, ctx.query.active ?? false),
});

const offers = route({
  method: 'GET',
  url: '/subscription/offers',
  summary: 'Every paid plan as an annual and a quarterly offer with its contract amount; marks the one the employer is on',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'with an employer id, the caller must belong to it (assertEmployer)' },
  query: OffersQuerySchema,
  response: OfferListSchema,
  handler: (ctx) => {
    if (ctx.query.employerId) ctx.assertEmployer(ctx.query.employerId);
    return billing.offers(ctx.db, ctx.query.employerId ?? null);
  },
});

const enterprise = route({
  method: 'POST',
  url: '/subscription/handle-enterprise-subscription-request',
  summary: 'Tells the sales team an employer asks about the Enterprise plan (an e-mail to sales)',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'the employer id (body, or the caller’s only employer) is checked with assertEmployer' },
  body: EnterpriseRequestBodySchema,
  response: OkSchema,
  rateLimit: { max: 5, windowMs: 60 * 60_000, key: () => 'enterprise-request' },
  handler: (ctx) => {
    const employerId = employerIdOf(ctx.body.employerId, ctx.auth);
    ctx.assertEmployer(employerId);
    return billing.enterpriseRequest(ctx.db, employerId, ctx.requireAuth(), ctx.body.message?.trim() || null);
  },
});

const allocation = route({
  method: 'POST',
  url: '/subscription/create-allocation',
  summary: "Adds job slots (quantity = live jobs + 1, memo 'Additional Job Slot') or talent search unlocks ('Talent Search Unlocks') to the current subscription",
  access: STAFF,
  tenancy: STAFF_ONLY,
  body: AllocationBodySchema,
  response: AllocationSchema,
  status: 201,
  errors: [404],
  handler: (ctx) => billing.createAllocation(ctx.db, { ...ctx.body, employerId: employerIdOf(ctx.body.employerId, null) }, ctx.requireAuth(), idempotencyKey(ctx.req)),
});

const linkSubscription = route({
  method: 'POST',
  url: '/subscription/create-link-subscription',
  summary: 'A link staff send an employer: the plans page with that plan and plan length chosen',
  access: STAFF,
  tenancy: STAFF_ONLY,
  body: LinkSubscriptionBodySchema,
  response: LinkSchema,
  handler: (ctx) => {
    employerIdOf(ctx.body.employerId, null);
    return billing.createLinkSubscription(ctx.db, ctx.deps.config.publicUrl, ctx.body);
  },
});

const staffCreate = route({
  method: 'POST',
  url: '/payment/subscription',
  summary: 'Staff create a subscription (customer or employerId, product, interval, amount, collectionMethod, startDate, iterations, contractJobSlots); a future start is scheduled',
  access: STAFF,
  tenancy: STAFF_ONLY,
  body: StaffCreateSubscriptionBodySchema,
  response: SubscriptionHistoryItemSchema,
  status: 201,
  errors: [404],
  handler: (ctx) => billing.staffCreateSubscription(ctx.db, ctx.body, ctx.requireAuth(), idempotencyKey(ctx.req)),
});

const staffPatch = route({
  method: 'PATCH',
  url: '/payment/subscription/:id',
  summary: 'Staff change collectionMethod, endDate, contractJobSlots or addOnJobSlots',
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: SubscriptionParamsSchema,
  body: StaffPatchSubscriptionBodySchema,
  response: SubscriptionHistoryItemSchema,
  errors: [404],
  handler: (ctx) => billing.staffPatchSubscription(ctx.db, ctx.params.id, ctx.body),
});

const staffCancel = route({
  method: 'DELETE',
  url: '/payment/subscription/:id',
  summary: 'Staff cancel now; proration=true refunds the unused time, invoice_now=true issues the final credit invoice',
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: SubscriptionParamsSchema,
  query: CancelQuerySchema,
  response: SubscriptionHistoryItemSchema,
  errors: [404],
  handler: (ctx) => billing.staffCancelSubscription(ctx.db, ctx.params.id, { invoiceNow: ctx.query.invoice_now ?? false, proration: ctx.query.proration ?? false }, idempotencyKey(ctx.req)),
});

const pause = route({
  method: 'POST',
  url: '/payment/subscription/:id/pause',
  summary: 'Staff pause billing (until a date, or until resumed); the period end moves on by the paused days',
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: SubscriptionParamsSchema,
  body: PauseBodySchema,
  response: SubscriptionHistoryItemSchema,
  errors: [404, 409],
  handler: (ctx) => billing.pauseSubscription(ctx.db, ctx.params.id, ctx.body.until),
});

const resume = route({
  method: 'POST',
  url: '/payment/subscription/:id/resume',
  summary: 'Staff resume a paused subscription',
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: SubscriptionParamsSchema,
  response: SubscriptionHistoryItemSchema,
  errors: [404, 409],
  handler: (ctx) => billing.resumeSubscription(ctx.db, ctx.params.id),
});

const refund = route({
  method: 'POST',
  url: '/payment/invoice/:invoiceId/refund',
  summary: 'Refund: the whole paid invoice, or amountCents of it',
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: InvoiceParamsSchema,
  body: RefundBodySchema,
  response: InvoiceSchema,
  errors: [404, 409],
  handler: (ctx) => billing.refundInvoice(ctx.db, ctx.params.invoiceId, ctx.body.amountCents, idempotencyKey(ctx.req)),
});

const viewRefund = route({
  method: 'GET',
  url: '/payment/invoice/:invoiceId/refund',
  summary: 'View Refund: the refund of an invoice',
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: InvoiceParamsSchema,
  response: RefundSchema,
  errors: [404],
  handler: (ctx) => billing.viewRefund(ctx.db, ctx.params.invoiceId),
});

const markPaid = route({
  method: 'POST',
  url: '/payment/invoice/:invoiceId/mark-paid',
  summary: 'Mark as Paid: an unpaid invoice settled outside the card provider (a cheque, a transfer)',
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: InvoiceParamsSchema,
  response: InvoiceSchema,
  errors: [404, 409],
  handler: (ctx) => billing.markInvoicePaid(ctx.db, ctx.params.invoiceId, ctx.requireAuth()),
});

const clock = route({
  method: 'GET',
  url: '/employer/:employerId/billing/clock',
  summary: "The test clock: the employer's billing date and how far it was moved",
  access: STAFF,
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  response: ClockSchema,
  handler: (ctx) => billing.clockOf(ctx.db, ctx.params.employerId),
});

const advanceClock = route({
  method: 'POST',
  url: '/employer/:employerId/billing/clock/advance',
  summary: 'Moves the test clock forward by days and runs what fell due: trials end, renewals invoice and charge, pauses end',
  access: STAFF,
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  body: ClockAdvanceBodySchema,
  response: ClockSchema,
  handler: (ctx) => billing.advanceClock(ctx.db, ctx.params.employerId, ctx.body.days),
});

const jobSlotUsage = route({
  method: 'GET',
  url: '/employer/:employerId/job-slot-usage',
  summary: 'Job Slot Analytics: slots used (live jobs) and the plan’s slots for each of the last 90 days',
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  response: v.object({ slots: v.nullable(v.number()), days: v.array(v.object({ day: v.string(), used: v.number() })) }),
  handler: (ctx) => billing.jobSlotUsage(ctx.db, ctx.params.employerId),
});

export const billingRoutes: readonly RouteDef[] = [
  accountInformation,
  addCard,
  subscribe,
  payInvoice,
  upcoming,
  invoices,
  current,
  history,
  products,
  offers,
  enterprise,
  allocation,
  linkSubscription,
  staffCreate,
  staffPatch,
  staffCancel,
  pause,
  resume,
  refund,
  viewRefund,
  markPaid,
  clock,
  advanceClock,
  jobSlotUsage,
];
