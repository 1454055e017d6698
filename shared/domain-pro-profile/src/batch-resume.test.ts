import { describe, expect, it } from 'vitest';
import { batchStatusOf, bulkBodyOf, normalizeEmail, normalizePhone, type ResumeBatchCounts } from './batch-resume';
import type { ResumeData } from './resume';

const counts = (over: Partial<ResumeBatchCounts>): ResumeBatchCounts => ({ pending: 0, uploaded: 0, processing: 0, completed: 0, error: 0, created: 0, updated: 0, ...over });

describe('what a person is matched on', () => {
  it('a phone is its 10 digits, whatever the punctuation or a leading country code', () => {
    expect(normalizePhone('(937) 555-0142')).toBe('9375550142');
    expect(normalizePhone('+1 937.555.0142')).toBe('9375550142');
    expect(normalizePhone('555-0142')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });

  it('an e-mail is trimmed and lower case, and must be one', () => {
    expect(normalizeEmail('  Jordan.Rivera@Example.TEST ')).toBe('jordan.rivera@example.test');
    expect(normalizeEmail('jordan at example')).toBeNull();
  });
});

describe('the batch status of spec 002 §3', () => {
  it('is pending until every file ended, then completed, or error when no file completed', () => {
    expect(batchStatusOf(counts({ completed: 1, processing: 1 }), 2)).toBe('pending');
    expect(batchStatusOf(counts({ completed: 1, error: 1 }), 2)).toBe('completed');
    expect(batchStatusOf(counts({ error: 2 }), 2)).toBe('error');
  });
});

describe('what a bulk upload keeps of a read resume', () => {
  const f = <T>(value: T, confidence: number) => ({ value, confidence, source: 'line' });
  const data: ResumeData = {
    nameFirst: f('Jordan', 0.6),
    nameLast: f('Rivera', 0.6),
    email: f('jordan@example.test', 0.98),
    phone: f('(937) 555-0142', 0.95),
    postalCode: f('45402', 0.5),
    summary: f('Machinist', 0.8),
    jobTitles: [f({ id: 1, name: 'CNC Machinist' }, 0.9), f({ id: 2, name: 'Welder' }, 0.5)],
    skills: [],
    machines: [f({ id: 20, name: 'CNC Mill', brandIds: [30] }, 0.85)],
    brands: [],
    knowledgeDisciplines: [],
    industries: [],
    history: [
      f({ employerName: 'Acme', jobTitle: 'CNC Machinist', jobTitleId: 1, city: 'Dayton', state: 'OH', startYYYYMM: 201903, endYYYYMM: null }, 0.9),
      f({ employerName: 'Guess Co', jobTitle: 'Operator', jobTitleId: null, city: null, state: null, startYYYYMM: 201501, endYYYYMM: 201912 }, 0.6),
    ],
    education: [],
  };

  it('the sure fields, and the contact fields as read; the unsure ones stay for the pro', () => {
    expect(bulkBodyOf(data)).toMatchObject({
      nameFirst: 'Jordan',
      nameLast: 'Rivera',
      phone: '9375550142',
      summary: 'Machinist',
      jobTitleIds: [1],
      machines: [{ machineId: 20, brandIds: [30] }],
      history: [{ employerName: 'Acme', start: '03/2019', end: null }],
    });
    expect(bulkBodyOf(data)).not.toHaveProperty('postalCode');
  });
});
