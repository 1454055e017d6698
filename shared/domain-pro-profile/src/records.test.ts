import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { networkParts, parseProSearch, proRecordPath, ProAchievementsBodySchema, PRO_RECORD_PAGES } from './records';

describe('pro search (spec 002 §5)', () => {
  it('searches a phone by its digits only', () => {
    expect(parseProSearch('(312) 555-0100')).toEqual({ kind: 'phone', digits: '3125550100' });
    expect(parseProSearch(' +1 312.555 ')).toEqual({ kind: 'phone', digits: '1312555' });
  });

  it('keeps letters, apostrophe, comma, period, space and hyphen in a name; two words are first and last name', () => {
    expect(parseProSearch("O'Brien")).toEqual({ kind: 'name', first: "O'Brien", last: null });
    expect(parseProSearch('Mary-Jo  Smith3!')).toEqual({ kind: 'name', first: 'Mary-Jo', last: 'Smith' });
    expect(parseProSearch('Smith, Anna')).toEqual({ kind: 'name', first: 'Smith', last: 'Anna' });
    expect(parseProSearch('J. R. Ewing')).toEqual({ kind: 'name', first: 'J', last: 'R Ewing' });
  });

  it('removes non-printable characters and finds nothing in empty text', () => {
    expect(parseProSearch('Ann\u0000a\u200B')).toEqual({ kind: 'name', first: 'Anna', last: null });
    expect(parseProSearch('  ')).toBeNull();
    expect(parseProSearch('!!!')).toBeNull();
    expect(parseProSearch(null)).toBeNull();
  });
});

describe("an employer's network (ADR 207)", () => {
  it('is the full network by default, the applicants only without it, and what a network filter names', () => {
    expect(networkParts(undefined, undefined)).toEqual(['applied', 'unlocked']);
    expect(networkParts(true, [])).toEqual(['applied', 'unlocked']);
    expect(networkParts(false, undefined)).toEqual(['applied']);
    expect(networkParts(true, ['unlocked'])).toEqual(['unlocked']);
    expect(networkParts(false, ['unlocked', 'applied'])).toEqual(['applied', 'unlocked']);
  });
});

describe('badges and record pages', () => {
  it('takes badge ids 1 elite, 2 vetted and 3 block, each once (spec 002 §3)', () => {
    expect(v.parse(ProAchievementsBodySchema, { achievementIds: [2, 1, 2] })).toEqual({ achievementIds: [1, 2] });
    expect(v.safeParse(ProAchievementsBodySchema, { achievementIds: [4] }).issues?.[0]?.message).toBe('Choose badge 1 (elite), 2 (vetted) or 3 (block)');
  });

  it('lists every sub-page of spec 002 §2 once and builds its address under either base', () => {
    expect(PRO_RECORD_PAGES.map((p) => p.key).sort()).toEqual(
      ['achievements', 'education', 'experience', 'job-preferences', 'login', 'personal-info', 'references', 'resume', 'settings', 'skills', 'taxonomy'].sort(),
    );
    expect(proRecordPath('/admin/pro/7', 'experience')).toBe('/admin/pro/7/experience');
    expect(proRecordPath('/admin/jobs/3/pro/7/application/9/', 'skills')).toBe('/admin/jobs/3/pro/7/application/9/skills');
    expect(proRecordPath('/admin/pro/7', null)).toBe('/admin/pro/7');
  });
});
