import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GenerateJobDescriptionBodySchema, GenerateScreeningQuestionsBodySchema } from '@floorhire/domain-jobs';
import { DISCIPLINES } from '../../seed/data/taxonomy';
import { guessDiscipline, type GenerationFacts } from './facts';
import { composeJobDescription, composeScreeningQuestions, listJoin } from './local-generator';

const discipline = (key: string) => DISCIPLINES.find((d) => d.key === key)!;

const cncFacts: GenerationFacts = {
  taxonomyTitle: 'CNC Machinist',
  discipline: discipline('cnc'),
  responsibilities: ['Set up and run CNC mills and lathes from prints', 'Inspect parts with micrometers'],
  qualifications: ['NIMS Machining Level I'],
  titleSkills: ['GD&T', 'Blueprint Reading'],
  titleMachines: ['CNC Vertical Machining Center'],
  brandMachines: [{ brand: 'Haas', machines: ['CNC Vertical Machining Center', 'CNC Lathe'] }],
};

const weldFacts: GenerationFacts = {
  taxonomyTitle: 'TIG Welder',
  discipline: discipline('welding'),
  responsibilities: ['Read blueprints and weld symbols to fit up and weld assemblies'],
  qualifications: [],
  titleSkills: ['TIG Welding (GTAW)'],
  titleMachines: ['TIG Welder'],
  brandMachines: [{ brand: 'Miller', machines: ['TIG Welder'] }],
};

const description = (input: Record<string, unknown>, facts: GenerationFacts) => composeJobDescription(v.parse(GenerateJobDescriptionBodySchema, input), facts);
const questions = (input: Record<string, unknown>, facts: GenerationFacts) => composeScreeningQuestions(v.parse(GenerateScreeningQuestionsBodySchema, input), facts);

describe('local job description', () => {
  const input = {
    jobTitle: 'CNC Machinist',
    location: 'Dayton, OH',
    skills: ['G-code Programming', 'Tool and Work Offsets'],
    brands: ['Haas'],
    materials: ['Aluminum 6061'],
    shift: 2,
    payRateMin: 24,
    payRateMax: 32,
    hireType: 'Full-Time',
    employerName: 'Acme Machining',
  };

  it('names the title, place, employer, skills, brand with its machine, material, shift and pay', () => {
    const text = description(input, cncFacts);
    for (const expected of ['CNC Machinist', 'Dayton, OH', 'Acme Machining', 'G-code Programming', 'Tool and Work Offsets', 'Haas', 'CNC Vertical Machining Center', 'Aluminum 6061', 'second shift', '$24 - $32/hr', 'NIMS Machining Level I']) {
      expect(text.toLowerCase()).toContain(expected.toLowerCase());
    }
    expect(text).toMatch(/^## /u);
    expect(text).not.toMatch(/lorem|ipsum/iu);
  });

  it('hides the employer of an anonymous post', () => {
    expect(description({ ...input, anonymous: true }, cncFacts)).not.toContain('Acme Machining');
  });

  it('writes a different post for a different trade, with its own sections', () => {
    const cnc = description(input, cncFacts);
    const weld = description({ jobTitle: 'TIG Welder', location: 'Tulsa, OK', skills: ['Aluminum Welding'], brands: ['Miller'], shift: 1 }, weldFacts);
    const headings = (text: string) => text.split('\n').filter((l) => l.startsWith('## '));
    expect(headings(weld)).not.toEqual(headings(cnc));
    expect(weld).toContain('Miller');
    expect(weld).toContain('Tulsa, OK');
    expect(weld).not.toContain('Haas');
  });

  it('is stable for the same input (a retried job writes the same text)', () => {
    expect(description(input, cncFacts)).toBe(description(input, cncFacts));
  });

  it('states an annual salary and a custom schedule', () => {
    const text = description({ jobTitle: 'CNC Programmer', payRatePeriod: 'annual', payRateMin: 70000, payRateMax: 85000, shift: 0, startTime: '07:00', endTime: '15:30' }, cncFacts);
    expect(text).toContain('$70,000 - $85,000/yr salary');
    expect(text).toContain('custom schedule from 07:00 to 15:30');
  });
});

describe('local screener questions', () => {
  it('asks 3 to 7 questions about the skills and the brands the job names', () => {
    const list = questions({ jobTitle: 'CNC Machinist', skills: ['G-code Programming', 'GD&T'], brands: ['Haas'], shift: 3 }, cncFacts);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(7);
    expect(list.some((q) => q.includes('Haas') && q.includes('CNC Vertical Machining Center'))).toBe(true);
    expect(list.some((q) => q.includes('G-code Programming'))).toBe(true);
    expect(list.some((q) => q.includes('GD&T'))).toBe(true);
    expect(list.at(-1)).toBe('Are you able to work third shift as scheduled?');
    expect(new Set(list).size).toBe(list.length);
  });

  it('asks about a certification as a certification', () => {
    const list = questions({ jobTitle: 'Structural Welder', skills: ['AWS D1.1 Structural Welding Certification'], brands: [] }, weldFacts);
    expect(list).toContain('Do you hold a current AWS D1.1 Structural Welding Certification? If so, when does it expire?');
  });

  it('still asks at least 3 specific questions from a bare title', () => {
    const list = questions({ jobTitle: 'Forklift Operator' }, { ...cncFacts, discipline: discipline('warehouse'), brandMachines: [] });
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.join(' ')).toContain('Forklift Operator');
  });
});

describe('helpers', () => {
  it('guesses the trade from the words of a title that is not in the taxonomy', () => {
    expect(guessDiscipline(['Night shift MIG welder'])?.key).toBe('welding');
    expect(guessDiscipline(['Plastics press tech'], ['Injection Molding'])?.key).toBe('molding');
    expect(guessDiscipline(['Barista'])).toBeNull();
  });

  it('joins lists the way people write them', () => {
    expect(listJoin(['Haas'])).toBe('Haas');
    expect(listJoin(['Haas', 'Mazak'])).toBe('Haas and Mazak');
    expect(listJoin(['Haas', 'Mazak', 'Okuma'], 'or')).toBe('Haas, Mazak, or Okuma');
  });
});
