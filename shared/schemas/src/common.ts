import * as v from 'valibot';

// Building blocks every API schema uses. Timestamps travel as ISO 8601 strings in UTC.

/** A positive integer id in a path: '/user-profile/42'. Path values arrive as text. */
export const IdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/u, 'Must be a whole number'), v.transform(Number))], 'Must be a whole number'),
  v.number(),
  v.integer('Must be a whole number'),
  v.minValue(1, 'Must be 1 or more'),
  v.maxValue(2_147_483_647, 'Must be a valid id'),
);

export const IdParamsSchema = v.object({ id: IdSchema });
export const TimestampSchema = v.string();

/** The one error shape of every failed call (spec 000 §8). */
export const ErrorBodySchema = v.object({
  message: v.string(),
  statusCode: v.number(),
  error: v.optional(v.string()),
  field: v.optional(v.string()),
});
export const MessageAnswerSchema = v.object({ message: v.string() });
export const CreatedAnswerSchema = v.object({ id: v.number() });

export const CountAnswerSchema = v.object({ count: v.number() });

export const EmptyAnswerSchema = v.object({});

/** Page and page size as sent in a JSON-encoded filter (limit/skip). */
export const LimitSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100));
export const SkipSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));
