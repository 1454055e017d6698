import * as v from 'valibot';

/** GET /runtime-config.json: per-service API base addresses and the environment. */
/**
 * Third-party scripts the shell loads (spec 000 §2.3: card-payment and bank-link scripts). Named
 * by deployment configuration, never baked into the bundle; none with the local payment adapter.
 */
export const ThirdPartyScriptSchema = v.strictObject({
  name: v.picklist(['card-payment', 'bank-link']),
  src: v.pipe(v.string(), v.url(), v.startsWith('https://')),
  integrity: v.optional(v.pipe(v.string(), v.regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/u))),
});
export type ThirdPartyScript = v.InferOutput<typeof ThirdPartyScriptSchema>;

export const RuntimeConfigSchema = v.strictObject({
  api: v.record(v.string(), v.pipe(v.string(), v.minLength(1))),
  environment: v.picklist(['production', 'development']),
  thirdPartyScripts: v.optional(v.array(ThirdPartyScriptSchema), []),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = v.safeParse(RuntimeConfigSchema, input);
  if (!result.success) throw new Error(`Invalid runtime configuration: ${result.issues.map((i) => `${v.getDotPath(i) ?? '(config)'}: ${i.message}`).join('; ')}`);
  return result.output;
}
