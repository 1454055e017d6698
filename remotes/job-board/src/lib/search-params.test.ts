import { describe, expect, it } from 'vitest';
import { carried, filterOf, readSearch, writeSearch } from './search-params';

describe('job search in the address', () => {
  it('round-trips a search and builds the §7 filter with the default sort and radius', () => {
    const state = readSearch(new URLSearchParams('zip=60601&minPay=20&shifts=1,3&title=4&page=2&utm_source=mail'));
    expect(state).toMatchObject({ zip: '60601', radius: 30, minPay: '20', shifts: [1, 3], title: '4', sort: 'updateTs desc', page: 2 });
    expect(filterOf(state, false)).toEqual({ postalCode: '60601', radius: 30, minPay: 20, shifts: [1, 3], jobTitleIds: [4], sortBy: 'updateTs desc', limit: 10, skip: 10 });
    expect(writeSearch(state, new URLSearchParams('utm_source=mail&junk=1')).toString()).toBe('utm_source=mail&zip=60601&minPay=20&shifts=1%2C3&title=4&page=2');
  });
  it('waits for a whole ZIP, and sorts by distance only with one', () => {
    expect(filterOf(readSearch(new URLSearchParams('zip=606')), false)).toBeNull();
    expect(filterOf(readSearch(new URLSearchParams('sort=distance asc')), false)?.sortBy).toBe('updateTs desc');
    expect(readSearch(new URLSearchParams('radius=7')).radius).toBe(30);
  });
  it('carries campaign parameters and the ZIP to a job page', () => {
    expect(carried(new URLSearchParams('utm_campaign=x&page=3&zip=60601'))).toBe('?utm_campaign=x&zip=60601');
  });
});
