import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadModules } from '../modules/discover';

// A PATCH changes only the fields it carries (ADR 039): a default on one of its optional fields
// would write that default over the stored value whenever a caller leaves the field out, as
// PATCH /pro/{id} once nulled a pro's summary. Every PATCH route of every module is checked, so
// one added later is too.

type Node = v.GenericSchema & { default?: unknown; wrapped?: Node; entries?: Record<string, Node>; options?: Node[] };

/** Top-level fields of a body schema that a missing value would fill with a default. */
function defaultedFields(schema: Node, path = ''): string[] {
  if (schema.entries) return Object.entries(schema.entries).flatMap(([key, entry]) => defaultedField(entry, path ? `${path}.${key}` : key));
  return (schema.options ?? []).flatMap((option) => defaultedFields(option, path));
}

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional']);

function defaultedField(schema: Node, path: string): string[] {
  if ('default' in schema && schema.default !== undefined) return [path];
  // An optional field without a default of its own is left out when the caller leaves it out
  // (valibot's object skips it), so a default further in never runs for a missing key.
  if (OPTIONAL_TYPES.has(schema.type)) return [];
  return schema.wrapped ? defaultedField(schema.wrapped, path) : [];
}

describe('PATCH bodies', async () => {
  const patches = (await loadModules()).flatMap((m) => (m.routes ?? []).flatMap((group) => group.routes.filter((r) => r.method === 'PATCH').map((r) => ({ module: m.name, route: r }))));

  it('finds the PATCH routes', () => {
    expect(patches.length).toBeGreaterThan(5);
  });

  it('give no optional field a default', () => {
    const found = patches.flatMap(({ module, route }) => (route.body ? defaultedFields(route.body as Node).map((field) => `${module}: PATCH ${route.url} ${field}`) : []));
    expect(found).toEqual([]);
  });

  it('the check sees a default, also inside a pipe, and not a field without one', () => {
    const withDefault = v.pipe(v.optional(v.string(), ''), v.trim());
    const body = v.pipe(
      v.object({ a: v.optional(v.string(), 'x'), b: v.optional(v.nullable(v.string())), c: v.optional(v.pipe(v.string(), v.trim()), ''), d: v.optional(withDefault), e: withDefault }),
      v.check(() => true),
    );
    expect(defaultedFields(body as Node)).toEqual(['a', 'c', 'e']);
    // What the check says is what a parse does: d is left out, e is filled.
    expect(v.parse(body, {})).toEqual({ a: 'x', c: '', e: '' });
  });
});
