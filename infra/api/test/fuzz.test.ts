import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arbitraryFor } from './json-schema-arbitrary';
import { call, closeContext, createEmployer, createUser, testContext, type TestContext, type TestUser } from './helpers';

// Schema-driven fuzzing of every operation in /v4/openapi.json: no answer of 500 or above, and
// every 2xx body valid against the route's answer schema.

// A total budget keeps the suite's time flat as features add routes; each operation gets at
// least 15 cases.
const TOTAL_CASES = 2_400;
const MIN_PER_OPERATION = 15;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: Record<string, unknown>;
  content?: { 'application/json': { schema: Record<string, unknown> } };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
}

let ctx: TestContext;
let callers: (TestUser | null)[];
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  ctx = await testContext();
  const employerId = await createEmployer(ctx);
  callers = [
    null,
    await createUser(ctx, { group: 'Super Admin' }),
    await createUser(ctx, { group: 'Company Admin', employerIds: [employerId] }),
    await createUser(ctx, { group: 'Expert' }),
  ];
  doc = (await call(ctx, 'GET', '/v4/openapi.json')).json();
});
afterAll(closeContext);

describe('OpenAPI document', () => {
  it('lists every registered route with its roles and tenancy', () => {
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(operations.length).toBe(ctx.app.deps.catalog.length);
    const patch = doc.paths['/user-profile/{id}']?.patch as Record<string, unknown>;
    expect(patch['x-access']).toBe('authenticated');
    expect(patch['x-tenancy']).toMatchObject({ kind: 'custom' });
  });
});

describe('schema-driven fuzzing', () => {
  it('no operation answers 5xx, and every 2xx body matches its schema', async () => {
    const failures: string[] = [];
    let cases = 0;
    const runsPerOperation = Math.max(MIN_PER_OPERATION, Math.ceil(TOTAL_CASES / ctx.app.deps.catalog.length));
    for (const route of ctx.app.deps.catalog) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/gu, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${path} in the document`).toBeDefined();
      const params = op!.parameters ?? [];
      const paramArbs = params.map((p) => (p.in === 'path' ? fc.oneof(fc.integer({ min: 1, max: 200 }).map(String), arbitraryFor(p.schema).map(String)) : fc.option(arbitraryFor(p.schema ?? p.content?.['application/json'].schema), { nil: undefined })));
      const bodyArb = op!.requestBody ? arbitraryFor(op!.requestBody.content['application/json'].schema) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...callers), fc.tuple(...paramArbs), bodyArb, async (caller, values, body) => {
          cases += 1;
          await ctx.app.deps.limiter.reset();
          let url = path;
          const query = new URLSearchParams();
          params.forEach((p, i) => {
            const value = values[i];
            if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value) || 'x'));
            else if (value !== undefined) query.set(p.name, p.content || typeof value !== 'string' ? JSON.stringify(value) : value);
          });
          const qs = query.toString();
          const res = await call(ctx, route.method, `/v4${url}${qs ? `?${qs}` : ''}`, { ...(caller ? { token: caller.token } : {}), ...(body !== undefined && route.method !== 'GET' ? { body } : {}) });
          if (res.statusCode >= 500) failures.push(`${route.method} ${url}?${qs} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode < 300 && route.response && res.headers['content-type']?.toString().includes('json')) {
            const checked = v.safeParse(route.response, res.json());
            if (!checked.success) failures.push(`${route.method} ${url} → 2xx body off schema: ${checked.issues[0]?.message}`);
          } else if (res.statusCode >= 400) {
            const body = res.json<{ message?: unknown; statusCode?: unknown }>();
            if (typeof body.message !== 'string' || body.statusCode !== res.statusCode) failures.push(`${route.method} ${url} → error body not in the one shape: ${res.body.slice(0, 120)}`);
          }
          return true;
        }),
        { numRuns: runsPerOperation, seed: 4242 },
      );
    }
    expect(cases).toBeGreaterThanOrEqual(ctx.app.deps.catalog.length * MIN_PER_OPERATION);
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
