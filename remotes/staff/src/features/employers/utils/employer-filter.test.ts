import { describe, expect, it } from 'vitest';
import { FEATURE_CHOICES, filterOf, searchFromState, stateFromSearch } from './employer-filter';

describe('the staff employer list filter', () => {
  it('defaults to 10 a page, Last Updated first (spec 002 §9)', () => {
    expect(filterOf(stateFromSearch(new URLSearchParams()))).toEqual({ where: {}, limit: 10, skip: 0, order: 'updateTs DESC' });
  });

  it('reads the filters of §7 and a feature status from the address', () => {
    const state = stateFromSearch(new URLSearchParams('feature=Talent Search:Requested&status=Meeting&assigneeId=4&industryId=x&postalCode=45402&order=members DESC&page=2&pageSize=25'));
    expect(filterOf(state)).toEqual({
      where: { status: 'Meeting', assigneeId: 4, postalCode: '45402', feature: { name: 'Talent Search', status: 'Requested' } },
      limit: 25,
      skip: 25,
      order: 'members DESC',
    });
    expect(searchFromState(state)).toMatchObject({ feature: 'Talent Search:Requested', order: 'members DESC' });
  });

  it('offers each feature with its own statuses', () => {
    expect(FEATURE_CHOICES.filter((c) => c.value.startsWith('Talent Search')).map((c) => c.label)).toEqual(['Talent Search: Disabled', 'Talent Search: Requested', 'Talent Search: Enabled']);
    expect(FEATURE_CHOICES.find((c) => c.value.startsWith('UI 3.0'))?.value).toBe('UI 3.0:enabled');
    expect(stateFromSearch(new URLSearchParams('feature=Talent Search:enabled')).feature).toBe('');
  });
});
