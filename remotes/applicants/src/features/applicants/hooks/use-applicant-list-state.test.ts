import { describe, expect, it } from 'vitest';
import { readListState, toQuery } from './use-applicant-list-state';
import { applicantTabs } from '@floorhire/domain-applications';

const state = (query: string, viewer: 'staff' | 'employer' = 'employer') => readListState(new URLSearchParams(query), viewer);

describe('applicants list state (spec 001 §2, §5, §9)', () => {
  it('defaults to score descending, 10 a page, page 1, the All Open tab', () => {
    const s = state('');
    expect(s.sort.order).toBe('score DESC');
    expect(s.size).toBe(10);
    expect(s.page).toBe(1);
    expect(s.tab).toBe('All Open');
    expect(toQuery(s)).toEqual({ filter: { where: { tab: 'All Open' }, limit: 10, skip: 0, order: ['score DESC'] } });
  });

  it('offers page sizes 10, 25, 50, 100 only and pages by skip', () => {
    expect(state('size=25&page=3').size).toBe(25);
    expect(toQuery(state('size=25&page=3')).filter?.skip).toBe(50);
    expect(state('size=30').size).toBe(10);
    expect(state('size=100').size).toBe(100);
  });

  it('employers have no Other tab; staff do', () => {
    expect(applicantTabs('employer')).not.toContain('Other');
    expect(applicantTabs('staff')).toContain('Other');
    expect(state('tab=Other', 'employer').tab).toBe('All Open');
    expect(state('tab=Other', 'staff').tab).toBe('Other');
  });

  it('cleans the search by the spec rules: names keep letters and \' , . - space; phones keep digits', () => {
    expect(toQuery(state(`q=${encodeURIComponent("O'Brien-Smith\u0007 Jr. 42!")}`)).search).toBe("O'Brien-Smith Jr.");
    expect(toQuery(state(`q=${encodeURIComponent('(937) 555-0142')}`)).search).toBe('9375550142');
    expect(toQuery(state(`q=${encodeURIComponent('\u0000 ')}`)).search).toBeUndefined();
  });
});
