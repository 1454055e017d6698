import { ROLES } from '@floorhire/rules';
import { EmployerIdParamsSchema, IdParamsSchema, SubscriptionSchema } from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import { activeSubscriptionOf, subscriptionForCaller } from './subscription.service';

// The subscription service's reads (spec 002 §7 "Subscriptions and billing"): the V2 read by
// employer and the old read by subscription id. docs/decisions/130-subscription-read.md.

const byEmployer = route({
  method: 'GET',
  url: '/subscription/employer/:employerId',
  summary: "The employer's current subscription with the derived flags (isFreePlan, isSubscribed, isGated, credits); 404 'Subscription not found' when none is active",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'employerId' },
  params: EmployerIdParamsSchema,
  response: SubscriptionSchema,
  errors: [404],
  handler: (ctx) => activeSubscriptionOf(ctx.db, ctx.params.employerId),
});

const byId = route({
  method: 'GET',
  url: '/subscription/:id',
  summary: 'One subscription record by id (the older read); members of its employer and staff',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: "the subscription's employer must be one of the caller's; others get 404" },
  params: IdParamsSchema,
  response: SubscriptionSchema,
  errors: [404],
  // Another employer's subscription answers exactly like a missing one: ids do not leak.
  handler: (ctx) => subscriptionForCaller(ctx.db, ctx.params.id, (employerId) => ctx.inEmployer(employerId)),
});

export const subscriptionRoutes: readonly RouteDef[] = [byEmployer, byId];
