import * as v from 'valibot';

/** GET /runtime-config.json: per-service API base addresses and the environment. */
export const RuntimeConfigSchema = v.strictObject({
  api: v.record(v.string(), v.pipe(v.string(), v.minLength(1))),
  environment: v.picklist(['production', 'development']),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = v.safeParse(RuntimeConfigSchema, input);
  if (!result.success) throw new Error(`Invalid runtime configuration: ${result.issues.map((i) => `${v.getDotPath(i) ?? '(config)'}: ${i.message}`).join('; ')}`);
  return result.output;
}
