import { NotificationPreferenceListSchema, NotificationPreferenceSchema, OnboardingBodySchema, OnboardingSchema, TeamParamsSchema } from '@floorhire/domain-employer-account';
import { ROLES } from '@floorhire/rules';
import { IdParamsSchema } from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import { preferencesOf, savePreference } from './notifications.service';
import { onboardingOf, recordStep } from './onboarding.service';

// Notification preferences (spec 002 §7 "Preferences", the user-preferences service) and
// onboarding progress (ADR 295).

const SELF = { kind: 'self', param: 'id' } as const;

const read = route({
  method: 'GET',
  url: '/user-preference/:id',
  summary: 'The user\'s channels per notification (communicationId, channelEmail, channelSms), defaults included',
  access: 'authenticated',
  tenancy: SELF,
  params: IdParamsSchema,
  response: NotificationPreferenceListSchema,
  errors: [404],
  handler: (ctx) => preferencesOf(ctx.db, ctx.params.id),
});

const save = route({
  method: 'POST',
  url: '/user-preference/:id',
  summary: 'Choose the channels of one notification (communicationId, channelEmail, channelSms); answers them all',
  access: 'authenticated',
  tenancy: SELF,
  params: IdParamsSchema,
  body: NotificationPreferenceSchema,
  response: NotificationPreferenceListSchema,
  errors: [400, 404, 422],
  handler: (ctx) => savePreference(ctx.db, ctx.params.id, ctx.body),
});

export const preferenceRoutes: readonly RouteDef[] = [read, save];

const ONBOARDING_ACCESS = [ROLES.userAdmin, ROLES.profileEdit] as const;
const OWN_EMPLOYER = { kind: 'employer', from: 'params', key: 'employerId' } as const;

const onboarding = route({
  method: 'GET',
  url: '/employer/:employerId/onboarding',
  summary: 'Where the caller stands in onboarding at this employer: steps done or skipped and the next one',
  access: ONBOARDING_ACCESS,
  tenancy: OWN_EMPLOYER,
  params: TeamParamsSchema,
  response: OnboardingSchema,
  errors: [403],
  handler: (ctx) => onboardingOf(ctx.db, ctx.requireAuth(), ctx.params.employerId),
});

const onboardingStep = route({
  method: 'PUT',
  url: '/employer/:employerId/onboarding',
  summary: 'Record an onboarding step as done or skipped (step, outcome); answers where the caller stands',
  access: ONBOARDING_ACCESS,
  tenancy: OWN_EMPLOYER,
  params: TeamParamsSchema,
  body: OnboardingBodySchema,
  response: OnboardingSchema,
  errors: [400, 403],
  handler: (ctx) => recordStep(ctx.db, ctx.requireAuth(), ctx.params.employerId, ctx.body.step, ctx.body.outcome),
});

export const onboardingRoutes: readonly RouteDef[] = [onboarding, onboardingStep];
