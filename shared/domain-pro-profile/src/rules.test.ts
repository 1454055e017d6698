import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@floorhire/rules';
import { COMPLETENESS_PARTS, monthRange, PRO_STRIPPED_FIELDS, profileCompleteness, profileSaveDecision, stripProForSave } from './rules';
import { PRO_PROFILE_TEXTS } from './texts';

describe('stripProForSave (spec 002 §3)', () => {
  it('removes exactly the fields the spec lists, keeps the rest', () => {
    const pro = {
      id: 4,
      shiftFirst: true,
      payRateMin: 22,
      postalCode: '45402',
      userProfileId: 9,
      locationId: 3,
      timezone: 'America/Chicago',
      resumeUrl: '/r',
      resumeText: 'text',
      parsedResumeUrl: '/p',
      proNotes: [],
      proJobTitles: [{ jobTitleId: 1 }],
      proKnowledgeDisciplineMaps: [],
      proMachineMaps: [],
      proIndustryMaps: [],
    };
    expect(stripProForSave(pro)).toEqual({ id: 4, shiftFirst: true, payRateMin: 22, postalCode: '45402' });
    expect(PRO_STRIPPED_FIELDS).toEqual(expect.arrayContaining(['userProfileId', 'locationId', 'timezone', 'resumeUrl', 'resumeText', 'parsedResumeUrl', 'proNotes']));
  });
});

describe('profileSaveDecision (spec 002 §5)', () => {
  it('saves only with first name, last name and phone', () => {
    expect(profileSaveDecision({ nameFirst: 'A', nameLast: 'B', phone: '3125550100' }).save).toBe(true);
    expect(profileSaveDecision({ nameFirst: 'A', nameLast: ' ', phone: '3125550100' }).save).toBe(false);
    expect(profileSaveDecision({ nameFirst: 'A', nameLast: 'B', phone: null }).save).toBe(false);
  });
  it('saves the postal code with the phone only when both are present', () => {
    expect(profileSaveDecision({ nameFirst: 'A', nameLast: 'B', phone: '3125550100', postalCode: '60601' })).toEqual({ save: true, savePostalCode: true });
    expect(profileSaveDecision({ nameFirst: 'A', nameLast: 'B', phone: '3125550100', postalCode: '' })).toEqual({ save: true, savePostalCode: false });
    expect(profileSaveDecision({ nameFirst: 'A', nameLast: 'B', postalCode: '60601' })).toEqual({ save: false, savePostalCode: false });
  });
});

describe('monthRange (spec 000 §5 Month/year, End date)', () => {
  it('turns MM/YYYY and M/YYYY into YYYYMM, with no end for a current job', () => {
    expect(monthRange('3/2019', '04/2021')).toEqual({ startYYYYMM: 201903, endYYYYMM: 202104 });
    expect(monthRange('03/2019', '')).toEqual({ startYYYYMM: 201903, endYYYYMM: null });
  });
  it('names the broken rule', () => {
    expect(monthRange('2019-03', null)).toEqual({ error: 'start' });
    expect(monthRange('03/2019', '13/2020')).toEqual({ error: 'end' });
    expect(monthRange('03/2019', '02/2019')).toEqual({ error: 'order' });
  });
  it('quotes the spec texts', () => {
    expect(PRO_PROFILE_TEXTS.invalidMonthYear).toBe('Date should be formatted as MM/YYYY or M/YYYY');
    expect(PRO_PROFILE_TEXTS.endBeforeStart).toBe('End date must be after start date');
    expect(PRO_PROFILE_TEXTS.referenceNotFound).toBe('Given reference is not in our records');
    expect(PRO_PROFILE_TEXTS.couldNotSubmitEndorsement).toBe('Could not submit endorsement');
    expect(PRO_PROFILE_TEXTS.payRateTooLow).toBe(VALIDATION_MESSAGES.payRateTooLow);
  });
});

describe('profileCompleteness', () => {
  const none = Object.fromEntries(COMPLETENESS_PARTS.map((p) => [p.key, false])) as Parameters<typeof profileCompleteness>[0];
  it('counts each part the same and lists what is missing in page order', () => {
    expect(profileCompleteness(none)).toEqual({ percent: 0, missing: COMPLETENESS_PARTS.map((p) => p.key) });
    const half = { ...none, personalInfo: true, resume: true, experience: true, education: true };
    expect(profileCompleteness(half)).toEqual({ percent: 50, missing: ['jobTitles', 'preferences', 'taxonomy', 'references'] });
  });
});
