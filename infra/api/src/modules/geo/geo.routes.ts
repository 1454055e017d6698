import { AddressPredictionListSchema, AddressPredictQuerySchema } from '@floorhire/domain-geo';
import { route, type RouteDef } from '../../http/route';
import { predictAddresses } from './geo.service';

// Spec 002 §7 "GET /geolocation/address-predict (query address)": the suggestions of every
// location field (talent search, job search, pro preferences, the apply flow). Public, because
// a visitor searching /open-jobs types a location too; the answer is public reference data.
const addressPredict = route({
  method: 'GET',
  url: '/geolocation/address-predict',
  summary: 'US places (city, state, ZIP code and centre) matching what a user types: a ZIP prefix or a city with an optional state',
  access: 'public',
  tenancy: { kind: 'none', why: 'public reference data' },
  query: AddressPredictQuerySchema,
  response: AddressPredictionListSchema,
  errors: [400],
  handler: async (ctx) => predictAddresses(ctx.query.query, ctx.query.limit),
});

export const geoRoutes: readonly RouteDef[] = [addressPredict];
