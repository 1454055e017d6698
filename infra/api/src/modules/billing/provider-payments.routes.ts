import * as v from 'valibot';
import { ClientSecretSchema, EmployerInvoiceParamsSchema, EmployerParamsSchema } from '@floorhire/domain-billing';
import { ROLES } from '@floorhire/rules';
import { route, type RouteDef } from '../../http/route';
import * as billing from './billing.service';
import { receiveStripeWebhook } from './stripe-webhooks';

// The card provider's browser flows and webhooks (docs/decisions/265-268).

const OWN_EMPLOYER = { kind: 'employer', from: 'params', key: 'employerId' } as const;

const verification = route({
  method: 'POST',
  url: '/employer/:employerId/payment/invoice/:invoiceId/verification',
  summary: "The provider's client secret of an unpaid invoice's charge, for verifying it in the browser (3-D Secure); null in the local test mode",
  access: [ROLES.billingEdit],
  tenancy: OWN_EMPLOYER,
  params: EmployerInvoiceParamsSchema,
  response: ClientSecretSchema,
  errors: [404, 409],
  handler: (ctx) => billing.invoiceVerification(ctx.db, ctx.params.employerId, ctx.params.invoiceId),
});

const bankSetup = route({
  method: 'POST',
  url: '/employer/:employerId/payment/bank-account-setup',
  summary: "The provider's client secret for linking a bank account in the browser (bank debits); null in the local test mode",
  access: [ROLES.billingEdit],
  tenancy: OWN_EMPLOYER,
  params: EmployerParamsSchema,
  response: ClientSecretSchema,
  handler: (ctx) => billing.bankAccountSetup(ctx.db, ctx.params.employerId),
});

const stripeWebhook = route({
  method: 'POST',
  url: '/payment/webhook/stripe',
  summary: "The card provider's signed events (Stripe-Signature, STRIPE_WEBHOOK_SECRET): payments succeeded, failed or needing verification, provider subscriptions ended; each applied once",
  access: 'public',
  tenancy: { kind: 'custom', why: 'the provider signs the request; the charge or subscription it names decides the employer' },
  body: v.unknown(),
  response: v.object({ received: v.literal(true), applied: v.boolean() }),
  errors: [400, 404],
  handler: (ctx) => {
    const signature = ctx.req.headers['stripe-signature'];
    return receiveStripeWebhook(ctx.db, (ctx.req as typeof ctx.req & { rawBody?: string }).rawBody, Array.isArray(signature) ? signature[0] : signature);
  },
});

export const providerPaymentRoutes: readonly RouteDef[] = [verification, bankSetup, stripeWebhook];
