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
