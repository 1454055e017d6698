import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressPrediction } from '@floorhire/domain-geo';
import { allPlaces, lookupPostalCode } from '../src/modules/geo';
import { loadGazetteer } from '../src/modules/geo/geo.service';
import { call, closeContext, testContext, type TestContext } from './helpers';

// The US gazetteer behind every location field (spec 002 §7 GET /geolocation/address-predict)
// and every radius: loaded into postal_codes on start, answered by the API to anyone.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await testContext();
});
afterAll(closeContext);

async function predict(query: string, limit?: number): Promise<AddressPrediction[]> {
  const qs = new URLSearchParams({ query, ...(limit ? { limit: String(limit) } : {}) });
  const res = await call(ctx, 'GET', `/v4/geolocation/address-predict?${qs}`);
  expect(res.statusCode).toBe(200);
  return res.json() as AddressPrediction[];
}

describe('the gazetteer in the database', () => {
  it('holds every US ZIP code with its coordinates after start, and loading again adds nothing', async () => {
    const row = await ctx.db.one<{ n: number }>('select count(*)::int as n from postal_codes');
    expect(row!.n).toBe(allPlaces().length);
    expect(row!.n).toBeGreaterThan(40_000);
    const akron = await ctx.db.one<{ city: string; state: string; lat: number; lng: number }>('select city, state, lat, lng from postal_codes where postal_code = $1', ['44308']);
    expect(akron).toMatchObject({ city: 'Akron', state: 'OH' });
    expect(akron!.lat).toBeCloseTo(41.08, 1);
    expect(await loadGazetteer(ctx.db)).toBe(0);
  });

  it('looks up a ZIP code and knows none that does not exist', () => {
    expect(lookupPostalCode('90210')).toMatchObject({ city: 'Beverly Hills', state: 'CA' });
    expect(lookupPostalCode('00000')).toBeNull();
  });
});

describe('GET /geolocation/address-predict', () => {
  it('suggests ZIP codes by prefix, in order', async () => {
    const hits = await predict('4430', 3);
    expect(hits).toHaveLength(3);
    expect(hits.every((h) => h.postalCode.startsWith('4430') && h.state === 'OH')).toBe(true);
    expect(hits.map((h) => h.postalCode)).toEqual([...hits.map((h) => h.postalCode)].sort());
    expect(hits[0]!.description).toBe(`${hits[0]!.city}, OH ${hits[0]!.postalCode}`);
  });

  it('suggests cities by name, bigger cities first, narrowed by a state written out or abbreviated', async () => {
    const springfield = await predict('Springfield', 10);
    expect(new Set(springfield.map((h) => h.state)).size).toBeGreaterThan(5);
    expect(springfield.every((h) => h.city === 'Springfield')).toBe(true);
    const illinois = await predict('springfield illinois');
    expect(illinois.map((h) => h.state)).toEqual(['IL']);
    expect(await predict('Springfield, IL')).toEqual(illinois);
    const akron = await predict('akr');
    expect(akron[0]).toMatchObject({ city: 'Akron', state: 'OH' });
  });

  it('resolves a prediction typed back to its ZIP code, and answers nothing for an unknown place', async () => {
    expect(await predict('Akron, OH 44308')).toEqual([expect.objectContaining({ postalCode: '44308', city: 'Akron' })]);
    expect(await predict('Qqqqzzz')).toEqual([]);
  });

  it('refuses an empty query with a clear error', async () => {
    const res = await call(ctx, 'GET', '/v4/geolocation/address-predict?query=%20');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Type a city or a ZIP code.');
  });
});
