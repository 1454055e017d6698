import * as v from 'valibot';

/** One US place of the gazetteer: a ZIP code with its city, state and centre. */
export const PlaceSchema = v.object({
  postalCode: v.string(),
  city: v.string(),
  state: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});
export type Place = v.InferOutput<typeof PlaceSchema>;

/** A suggestion for what a user is typing in a location field: "Akron, OH 44308". */
export const AddressPredictionSchema = v.object({
  description: v.string(),
  ...PlaceSchema.entries,
});
export type AddressPrediction = v.InferOutput<typeof AddressPredictionSchema>;

export const AddressPredictionListSchema = v.array(AddressPredictionSchema);

export const MAX_ADDRESS_PREDICTIONS = 10;

export const AddressPredictQuerySchema = v.object({
  query: v.pipe(v.string(), v.trim(), v.minLength(1, 'Type a city or a ZIP code.'), v.maxLength(100)),
  limit: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(MAX_ADDRESS_PREDICTIONS)), String(5)),
});
