import { describe, expect, it } from 'vitest';
import { filterOf, searchFromState, stateFromSearch } from './user-filter';

describe('the users list filter', () => {
  it('reads the address, with the spec 002 §9 defaults (25 a page, newest first)', () => {
    const state = stateFromSearch(new URLSearchParams('groupMembership=Expert&status=nope&page=3&pageSize=7'));
    expect(state).toMatchObject({ groupMembership: 'Expert', status: '', page: 3, pageSize: 25 });
    expect(filterOf(state)).toEqual({ where: { groupMembership: 'Expert' }, limit: 25, skip: 50, order: 'createTs DESC' });
  });

  it('sends only the digits of a phone and leaves out a name the §5 rule refuses', () => {
    const state = stateFromSearch(new URLSearchParams('phone=(608) 555-01&name=Ann2'));
    expect(filterOf(state).where).toEqual({ phone: '60855501' });
  });

  it('writes back only what differs from the defaults', () => {
    expect(searchFromState(stateFromSearch(new URLSearchParams('name= Ann &pageSize=50')))).toEqual({ name: 'Ann', pageSize: '50' });
  });
});
