import { describe, expect, it } from 'vitest';
import { computeScore, haversineMiles, type ScoreJobInput, type ScoreProInput } from './score';

const job: ScoreJobInput = {
  jobTitleId: 7,
  jobTitle: 'CNC Machinist',
  skills: [
    { key: 'skill:1', id: 1, name: 'Blueprint reading' },
    { key: 'skill:2', id: 2, name: 'G-code' },
  ],
  machines: [{ id: 3, name: 'CNC Lathe', brands: [{ id: 30, name: 'Haas' }] }],
  experience: 'mid',
  lat: 41.8781,
  lng: -87.6298,
  payRateMin: 22,
  payRateMax: 28,
  payRateSalaryMin: null,
  payRateSalaryMax: null,
  payRatePeriod: 'hourly',
  shift: 1,
};

const strongPro: ScoreProInput = {
  jobTitles: [{ id: 7, title: 'CNC Machinist', years: 4 }],
  workHistory: [],
  skillKeys: new Set(['skill:1', 'skill:2']),
  machines: [{ id: 3, brandIds: [30] }],
  lat: 41.9,
  lng: -87.65,
  payRateMin: 25,
  maxCommuteMiles: 20,
  shifts: { first: true, second: false, third: false },
};

const now = new Date('2026-06-01T00:00:00Z');

describe('computeScore', () => {
  it('gives a pro who meets every requirement 10.0 with evidence for each', () => {
    const result = computeScore(job, strongPro, now);
    expect(result.score).toBe(10);
    expect(result.items.every((i) => i.status === 'matched')).toBe(true);
    expect(result.items.find((i) => i.criterion === 'machines')!.matched).toEqual(['CNC Lathe (Haas)']);
    expect(result.summary).toBe('Meets 7 of 7 requirements (job title, skills, machines and brands, experience, distance, pay, shift).');
  });

  it('names what is missing and lowers the score, with one decimal', () => {
    const pro: ScoreProInput = {
      ...strongPro,
      jobTitles: [],
      workHistory: [{ jobTitleId: null, jobTitle: 'Machinist Helper', startYYYYMM: 202501, endYYYYMM: null }],
      skillKeys: new Set(['skill:1']),
      machines: [{ id: 3, brandIds: [] }],
      payRateMin: 40,
      shifts: { first: false, second: true, third: false },
    };
    const result = computeScore(job, pro, now);
    const by = Object.fromEntries(result.items.map((i) => [i.criterion, i]));
    expect(by.title!.status).toBe('partial');
    expect(by.skills!.missing).toEqual(['G-code']);
    expect(by.machines!.missing).toEqual(['CNC Lathe brands: Haas']);
    expect(by.experience!.status).toBe('partial');
    expect(by.pay!.status).toBe('missing');
    expect(by.shifts!.missing).toEqual(['First shift']);
    expect(result.score).toBeLessThan(6);
    expect(Number.isInteger(result.score * 10)).toBe(true);
  });

  it('leaves out what the job does not state instead of punishing the pro', () => {
    const bare: ScoreJobInput = { ...job, skills: [], machines: [], experience: null, lat: null, lng: null, payRateMin: null, payRateMax: null, shift: null };
    const result = computeScore(bare, strongPro, now);
    expect(result.items.filter((i) => i.status === 'not-required').map((i) => i.criterion)).toEqual(['skills', 'machines', 'experience', 'distance', 'pay', 'shifts']);
    expect(result.score).toBe(10);
  });

  it('compares annual salaries as hourly pay and scores distance by the commute', () => {
    const annual: ScoreJobInput = { ...job, payRatePeriod: 'annual', payRateMax: null, payRateMin: null, payRateSalaryMin: 50_000, payRateSalaryMax: 52_000 };
    const pay = computeScore(annual, { ...strongPro, payRateMin: 25 }, now).items.find((i) => i.criterion === 'pay')!;
    expect(pay.status).toBe('matched');
    const far = computeScore(job, { ...strongPro, lat: 43.0389, lng: -87.9065 }, now).items.find((i) => i.criterion === 'distance')!;
    expect(far.status).toBe('missing');
    expect(far.found).toMatch(/miles away/u);
  });

  it('measures distance with the haversine formula', () => {
    // Chicago to Milwaukee is about 81 miles.
    expect(haversineMiles({ lat: 41.8781, lng: -87.6298 }, { lat: 43.0389, lng: -87.9065 })).toBeGreaterThan(79);
    expect(haversineMiles({ lat: 41.8781, lng: -87.6298 }, { lat: 43.0389, lng: -87.9065 })).toBeLessThan(83);
  });
});
