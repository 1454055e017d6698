import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { encodeQuery } from '@floorhire/rules';
import { decodeQuery, parseWith } from './route';

const Query = v.object({
  filter: v.optional(v.object({ where: v.object({ name: v.string() }), order: v.array(v.string()) })),
  channel: v.optional(v.picklist(['EMAIL', 'SMS'])),
  limit: v.optional(v.number()),
});

describe('query wire format on the server', () => {
  it('decodes what the client encodes: JSON objects, numbers, and text kept as text', () => {
    const filter = { where: { name: 'a&b=c' }, order: ['updateTs DESC'] };
    const search = new URLSearchParams(encodeQuery({ filter, channel: 'EMAIL', limit: 25 }).toString());
    expect(decodeQuery(Query, Object.fromEntries(search))).toEqual({ filter, channel: 'EMAIL', limit: 25 });
  });

  it('answers 400 naming the field when an object parameter is not JSON', () => {
    const decoded = decodeQuery(Query, { filter: '{oops' });
    expect(() => parseWith(Query, decoded, 'query')).toThrow(expect.objectContaining({ statusCode: 400, field: 'filter' }));
  });
});

describe('calls "with filter"', () => {
  const WithFilter = v.object({ employerId: v.number(), search: v.optional(v.string()), filter: v.optional(v.object({ limit: v.optional(v.number()) }), {}) });

  it('reads query keys from inside the filter: filter={"employerId":1,"limit":5} is ?employerId=1&filter={"limit":5}', () => {
    expect(decodeQuery(WithFilter, { filter: '{"employerId":1,"limit":5,"search":"weld"}' })).toEqual({ employerId: 1, search: 'weld', filter: { limit: 5 } });
    expect(parseWith(WithFilter, decodeQuery(WithFilter, { filter: '{"employerId":1,"limit":5}' }), 'query')).toEqual({ employerId: 1, filter: { limit: 5 } });
  });

  it('keeps plain keys, and a plain key wins over the same key in the filter', () => {
    expect(decodeQuery(WithFilter, { employerId: '1', filter: '{"limit":5}' })).toEqual({ employerId: 1, filter: { limit: 5 } });
    expect(decodeQuery(WithFilter, { employerId: '1', filter: '{"employerId":2}' })).toEqual({ employerId: 1, filter: {} });
  });

  it('leaves a filter that is not an object, and routes without a filter, as they were', () => {
    expect(decodeQuery(WithFilter, { filter: '[1]' })).toEqual({ filter: [1] });
    expect(decodeQuery(Query, { channel: 'EMAIL', limit: '25' })).toEqual({ channel: 'EMAIL', limit: 25 });
  });
});
