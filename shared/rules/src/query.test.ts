import { describe, expect, it } from 'vitest';
import { encodeQuery } from './index';

describe('query wire format', () => {
  it('sends objects and arrays as JSON and scalars as text', () => {
    const search = encodeQuery({
      filter: { where: { status: { inq: ['live', 'draft'] } }, limit: 50, skip: 0 },
      employerIds: [1, 2],
      channel: 'EMAIL',
      silent: true,
      page: 2,
      since: new Date('2026-01-01T00:00:00Z'),
      missing: undefined,
      empty: null,
    });
    expect(search.get('filter')).toBe('{"where":{"status":{"inq":["live","draft"]}},"limit":50,"skip":0}');
    expect(search.get('employerIds')).toBe('[1,2]');
    expect(search.get('channel')).toBe('EMAIL');
    expect(search.get('silent')).toBe('true');
    expect(search.get('page')).toBe('2');
    expect(search.get('since')).toBe('2026-01-01T00:00:00.000Z');
    expect(search.has('missing')).toBe(false);
    expect(search.has('empty')).toBe(false);
    expect(search.toString()).toContain('filter=%7B%22where%22');
  });
});
