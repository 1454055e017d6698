import { describe, expect, it } from 'vitest';
import { lowConfidenceCount, needsConfirmation } from '@floorhire/domain-pro-profile';
import { SAMPLE_RESUME_LINES } from '../../../test/resume-fixtures';
import { findDateRange, parseResumeText, type ResumeVocabulary } from './resume.parse';

const vocabulary: ResumeVocabulary = {
  jobTitles: [
    { id: 1, name: 'CNC Machinist' },
    { id: 2, name: 'Machine Operator' },
    { id: 3, name: 'Welder' },
  ],
  skills: [
    { id: 10, name: 'Blueprint Reading', category: 1 },
    { id: 11, name: 'GD&T', category: 1 },
    { id: 12, name: 'Welding', category: 1 },
  ],
  machines: [
    { id: 20, name: 'CNC Mill', brandIds: [30] },
    { id: 21, name: 'Forklift', brandIds: [] },
  ],
  brands: [
    { id: 30, name: 'Haas' },
    { id: 31, name: 'Mazak' },
  ],
  knowledgeDisciplines: [{ id: 40, name: 'Quality Inspection' }],
  industries: [{ id: 50, name: 'Plastics' }],
};

const parsed = parseResumeText(SAMPLE_RESUME_LINES.join('\n'), vocabulary);

describe('parseResumeText', () => {
  it('reads the contact block with high confidence', () => {
    expect(parsed.nameFirst).toMatchObject({ value: 'Jordan', confidence: expect.any(Number) });
    expect(parsed.nameLast?.value).toBe('Rivera');
    expect(parsed.email?.value).toBe('jordan.rivera@example.test');
    expect(parsed.phone?.value).toBe('9375550142');
    expect(parsed.postalCode?.value).toBe('45402');
    for (const f of [parsed.nameFirst, parsed.email, parsed.phone, parsed.postalCode]) expect(needsConfirmation(f!)).toBe(false);
  });

  it('finds taxonomy terms, and the brands written beside a machine that makes them', () => {
    expect(parsed.jobTitles.map((t) => t.value.id).sort()).toEqual([1, 2]);
    expect(parsed.skills.map((s) => s.value.name).sort()).toEqual(['Blueprint Reading', 'GD&T', 'Welding']);
    const mill = parsed.machines.find((m) => m.value.id === 20);
    expect(mill?.value.brandIds).toEqual([30]);
    expect(parsed.brands.map((b) => b.value.name).sort()).toEqual(['Haas', 'Mazak']);
    expect(parsed.industries.map((i) => i.value.id)).toEqual([50]);
    // Named in the skills section: surer than a word met in a sentence elsewhere.
    const blueprint = parsed.skills.find((s) => s.value.id === 10)!;
    expect(blueprint.confidence).toBeGreaterThan(parsed.industries[0]!.confidence);
  });

  it('reads work history with dates, taxonomy title and location', () => {
    expect(parsed.history).toHaveLength(2);
    const [first, second] = parsed.history;
    expect(first!.value).toMatchObject({ jobTitle: 'CNC Machinist', jobTitleId: 1, employerName: 'Acme Precision Manufacturing Inc', city: 'Dayton', state: 'OH', startYYYYMM: 201903, endYYYYMM: null });
    expect(second!.value).toMatchObject({ jobTitle: 'Machine Operator', jobTitleId: 2, employerName: 'Buckeye Plastics LLC', startYYYYMM: 201501, endYYYYMM: 201912 });
    // Years without months are a guess: the pro confirms them.
    expect(first!.confidence).toBeGreaterThan(second!.confidence);
    expect(needsConfirmation(first!)).toBe(false);
    expect(needsConfirmation(second!)).toBe(true);
  });

  it('reads education and certifications', () => {
    expect(parsed.education.map((e) => e.value)).toEqual([
      expect.objectContaining({ kind: 'education', school: 'Sinclair Community College', degree: 'Associate of Applied Science in Machining Technology', fieldOfStudy: 'Machining Technology', endYYYYMM: 201506 }),
      expect.objectContaining({ kind: 'certification', school: 'OSHA 10 Certification' }),
    ]);
  });

  it('counts the fields that need the pro to confirm them', () => {
    expect(lowConfidenceCount(parsed)).toBeGreaterThan(0);
    const sure = parseResumeText('Jordan Rivera\njordan@example.test', vocabulary);
    expect(lowConfidenceCount(sure)).toBe(0);
  });

  it('gives text without a name, dates or terms nothing it cannot back', () => {
    const empty = parseResumeText('lorem ipsum dolor sit amet', vocabulary);
    expect(empty).toMatchObject({ nameFirst: null, email: null, phone: null, jobTitles: [], history: [], education: [] });
  });
});

describe('findDateRange', () => {
  it.each([
    ['01/2019 - 03/2023', 201901, 202303, true],
    ['Mar 2018 to June 2020', 201803, 202006, true],
    ['2015 – 2019', 201501, 201912, false],
    ['5/2021 - Present', 202105, null, true],
  ])('%s', (text, start, end, precise) => {
    expect(findDateRange(text)).toMatchObject({ startYYYYMM: start, endYYYYMM: end, precise });
  });
  it('refuses an end before the start', () => {
    expect(findDateRange('2020 - 2018')).toBeUndefined();
  });
});
