import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  CERTIFICATIONS,
  DISCIPLINES,
  DISCIPLINE_INDUSTRIES,
  DISCIPLINE_KEYS,
  INDUSTRIES,
  JOB_SKILL_CATEGORIES,
  JOB_TITLES,
  MACHINES,
  MATERIALS,
  RESPONSIBILITIES,
  SCREENER_QUESTIONS,
  SHEET_AND_WELD_METALS,
  SKILLS,
} from './taxonomy';

const unique = (names: readonly string[]) => new Set(names).size === names.length;

describe('manufacturing taxonomy', () => {
  it('names every entry of each list once', () => {
    expect(unique(DISCIPLINES.map((d) => d.name))).toBe(true);
    expect(unique(MACHINES.map((m) => m.name))).toBe(true);
    expect(unique(MATERIALS.map((m) => m.name))).toBe(true);
    expect(unique(SKILLS.map((s) => s.name))).toBe(true);
    expect(unique(JOB_TITLES.map((t) => t.title))).toBe(true);
    expect(unique(INDUSTRIES)).toBe(true);
    expect(unique(CERTIFICATIONS.map((c) => c.name))).toBe(true);
  });

  it('keeps the job-skill categories of the spec: 1 disciplines, 2 technologies and machines, 3 brands, 4 materials', () => {
    expect(JOB_SKILL_CATEGORIES.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(JOB_SKILL_CATEGORIES[2]?.name).toBe('Brands');
  });

  it('has one discipline entry per key and rich lists for the job wizard', () => {
    expect(DISCIPLINES.map((d) => d.key)).toEqual([...DISCIPLINE_KEYS]);
    expect(MACHINES.length).toBeGreaterThanOrEqual(50);
    expect(SKILLS.length).toBeGreaterThanOrEqual(100);
    expect(JOB_TITLES.length).toBeGreaterThanOrEqual(50);
    expect(BRANDS).toEqual(expect.arrayContaining(['Haas', 'Mazak', 'Okuma', 'DMG Mori', 'Fanuc', 'Trumpf', 'Amada', 'Engel', 'Arburg', 'Milacron', 'Allen-Bradley', 'Siemens', 'Lincoln Electric', 'Miller', 'ESAB', 'Zeiss', 'Hexagon', 'Mitutoyo', 'Toyota', 'Crown', 'Hyster']));
  });

  it('gives every machine at least two brands and a discipline', () => {
    for (const machine of MACHINES) {
      expect(machine.brands.length, machine.name).toBeGreaterThanOrEqual(2);
      expect(unique(machine.brands), machine.name).toBe(true);
      expect(machine.disciplines.length, machine.name).toBeGreaterThan(0);
    }
  });

  it('pairs brands only with machines they really build', () => {
    const brandsOf = (name: string) => MACHINES.find((m) => m.name === name)?.brands ?? [];
    expect(brandsOf('Forklift')).toEqual(expect.arrayContaining(['Toyota', 'Crown', 'Hyster']));
    expect(brandsOf('Forklift')).not.toContain('Haas');
    expect(brandsOf('Injection Molding Machine')).toEqual(expect.arrayContaining(['Engel', 'Arburg', 'Milacron']));
    expect(brandsOf('Injection Molding Machine')).not.toContain('Lincoln Electric');
    expect(brandsOf('Coordinate Measuring Machine (CMM)')).toEqual(expect.arrayContaining(['Zeiss', 'Hexagon', 'Mitutoyo']));
    expect(brandsOf('Press Brake')).toEqual(expect.arrayContaining(['Trumpf', 'Amada']));
    expect(brandsOf('PLC')).toContain('Allen-Bradley');
    expect(brandsOf('MIG Welder')).toEqual(expect.arrayContaining(['Lincoln Electric', 'Miller', 'ESAB']));
  });

  it('refers from job titles only to known skills, machines and certifications of matching disciplines', () => {
    const skills = new Set(SKILLS.map((s) => s.name));
    const machines = new Set(MACHINES.map((m) => m.name));
    const certs = new Set(CERTIFICATIONS.map((c) => c.name));
    for (const title of JOB_TITLES) {
      for (const skill of title.skills) expect(skills.has(skill), `${title.title}: ${skill}`).toBe(true);
      for (const machine of title.machines) expect(machines.has(machine), `${title.title}: ${machine}`).toBe(true);
      for (const cert of title.certifications) expect(certs.has(cert), `${title.title}: ${cert}`).toBe(true);
    }
  });

  it('pays every title by the hour between $16 and $55', () => {
    for (const { title, pay } of JOB_TITLES) {
      expect(pay[0], title).toBeGreaterThanOrEqual(16);
      expect(pay[1], title).toBeLessThanOrEqual(55);
      expect(pay[0], title).toBeLessThan(pay[1]);
    }
  });

  it('offers 3 to 7 screener questions and responsibilities for every discipline', () => {
    for (const key of DISCIPLINE_KEYS) {
      expect(SCREENER_QUESTIONS[key].length, key).toBeGreaterThanOrEqual(3);
      expect(SCREENER_QUESTIONS[key].length, key).toBeLessThanOrEqual(7);
      expect(RESPONSIBILITIES[key].length, key).toBeGreaterThanOrEqual(4);
      expect(JOB_TITLES.some((t) => t.discipline === key), key).toBe(true);
      for (const industry of DISCIPLINE_INDUSTRIES[key]) expect(INDUSTRIES, key).toContain(industry);
    }
  });

  it('lists weld and sheet metals that exist in the materials list', () => {
    const names = MATERIALS.map((m) => m.name);
    for (const metal of SHEET_AND_WELD_METALS) expect(names).toContain(metal);
  });
});
