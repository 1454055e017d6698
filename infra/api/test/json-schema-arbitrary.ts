import fc from 'fast-check';

// Turns the JSON Schemas of the OpenAPI document into fast-check arbitraries: mostly values that
// fit the schema (to get past validation into handlers), sometimes values that do not.

type Schema = Record<string, unknown>;

const EMAILS = fc.constantFrom('a@b.test', 'x@example.test', 'owner@acme-machining.test', 'not-an-email', '');
const NASTY = fc.constantFrom('', ' ', "'; drop table users; --", '%00', '../../etc/passwd', '\u0000', 'ü'.repeat(300), '{"a":1}', '-1', '1e309', 'null');

export function arbitraryFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.anything({ maxDepth: 1 });
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...(schema.enum as unknown[])) }, { weight: 1, arbitrary: NASTY });
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0) return fc.oneof(...alternatives.map((s) => arbitraryFor(s, depth + 1)));
  const type = schema.type;
  if (Array.isArray(type)) return fc.oneof(...type.map((t) => arbitraryFor({ ...schema, type: t }, depth)));
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 100_000;
      const fitting = type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2_147_483_647)) }) : fc.double({ min, max, noNaN: true });
      return fc.oneof({ weight: 8, arbitrary: fitting }, { weight: 1, arbitrary: fc.constantFrom(0, -1, 2_147_483_648, 1.5) }, { weight: 1, arbitrary: NASTY });
    }
    case 'string': {
      if (schema.format === 'email') return EMAILS;
      const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 60) : 40;
      const minLength = typeof schema.minLength === 'number' ? Math.min(schema.minLength, maxLength) : 0;
      return fc.oneof(
        { weight: 6, arbitrary: fc.string({ minLength, maxLength }) },
        { weight: 2, arbitrary: fc.constantFrom('1', '42', 'Jane Doe', 'Welder', '3125550100', '60601', 'EMAIL', 'SMS', 'google') },
        { weight: 1, arbitrary: EMAILS },
        { weight: 1, arbitrary: NASTY },
      );
    }
    case 'array': {
      const item = arbitraryFor(schema.items as Schema | undefined, depth + 1);
      return fc.array(item, { maxLength: typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 6) : 6 });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(properties)) shape[key] = arbitraryFor(prop, depth + 1);
      const keys = Object.keys(shape);
      return fc.oneof(
        { weight: 9, arbitrary: fc.record(shape, { requiredKeys: keys.filter((k) => required.has(k)) }) },
        { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }) },
      );
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}
