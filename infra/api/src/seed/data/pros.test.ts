import { describe, expect, it } from 'vitest';
import { generatePro, generatePros } from './pros';
import { DISCIPLINE_MATERIAL_KINDS, JOB_TITLES, MACHINES, MATERIALS, SKILLS } from './taxonomy';

const NOW = new Date('2026-11-15T12:00:00Z');
const pros = generatePros('demo', 2000, NOW);
const monthOf = (mmYYYY: string) => {
  const [mm, yyyy] = mmYYYY.split('/').map(Number);
  return (yyyy ?? 0) * 12 + (mm ?? 0) - 1;
};

describe('generated pros', () => {
  it('are the same for the same seed and different for another seed', () => {
    expect(generatePros('demo', 50, NOW)).toEqual(pros.slice(0, 50));
    expect(generatePro('demo', 1234, NOW)).toEqual(pros[1234]);
    expect(generatePros('other', 50, NOW).map((p) => p.email)).not.toEqual(pros.slice(0, 50).map((p) => p.email));
  });

  it('have unique e-mail addresses on reserved example domains and unique 10-digit phones', () => {
    const emails = pros.map((p) => p.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z.]+\d+@example\.(com|net|org)$/);
    const phones = pros.map((p) => p.phone);
    for (const phone of phones) expect(phone).toMatch(/^[2-9]\d{9}$/);
    expect(new Set(phones).size).toBe(phones.length);
  });

  it('use the area code of their city', () => {
    for (const p of pros) expect(p.phone.slice(0, 3)).toBe(p.location.areaCode);
  });

  it('have work history whose end dates come after start dates, newest first, without overlaps', () => {
    for (const p of pros) {
      p.workHistory.forEach((job, i) => {
        expect(job.start).toMatch(/^(0[1-9]|1[0-2])\/\d{4}$/);
        if (job.end !== null) {
          expect(job.end).toMatch(/^(0[1-9]|1[0-2])\/\d{4}$/);
          expect(monthOf(job.end)).toBeGreaterThan(monthOf(job.start));
          expect(job.endYYYYMM).toBeGreaterThan(job.startYYYYMM);
        } else {
          expect(i).toBe(0);
        }
        expect(monthOf(job.end ?? '11/2026')).toBeLessThanOrEqual(monthOf('11/2026'));
        const older = p.workHistory[i + 1];
        if (older) expect(monthOf(older.end ?? '')).toBeLessThanOrEqual(monthOf(job.start));
      });
    }
  });

  it('keep work history within their years of experience', () => {
    for (const p of pros) {
      const oldest = p.workHistory[p.workHistory.length - 1];
      if (!oldest) continue;
      const yearsWorked = (monthOf('11/2026') - monthOf(oldest.start)) / 12;
      expect(yearsWorked).toBeLessThanOrEqual(p.yearsExperience + 1);
    }
  });

  it('list only brands that build the machine they are listed under', () => {
    for (const p of pros) {
      for (const { machine, brands } of p.machines) {
        const known = MACHINES.find((m) => m.name === machine);
        expect(known, machine).toBeDefined();
        for (const brand of brands) expect(known?.brands, `${machine}: ${brand}`).toContain(brand);
      }
    }
  });

  it('draw skills, machines and materials from their own discipline', () => {
    for (const p of pros) {
      const title = JOB_TITLES.find((t) => t.title === p.jobTitle);
      expect(title?.discipline).toBe(p.discipline);
      for (const skill of p.skills) {
        const known = SKILLS.find((s) => s.name === skill);
        const fromTitle = title?.skills.includes(skill) ?? false;
        expect(fromTitle || (known?.disciplines.includes(p.discipline) ?? false), `${p.jobTitle}: ${skill}`).toBe(true);
      }
      for (const { machine } of p.machines) {
        const known = MACHINES.find((m) => m.name === machine);
        expect(title?.machines.includes(machine) || known?.disciplines.includes(p.discipline), `${p.jobTitle}: ${machine}`).toBe(true);
      }
      for (const material of p.materials) {
        const kind = MATERIALS.find((m) => m.name === material)?.kind;
        expect(kind && DISCIPLINE_MATERIAL_KINDS[p.discipline].includes(kind), `${p.jobTitle}: ${material}`).toBe(true);
      }
    }
  });

  it('want hourly pay between $16 and $55, a minimum no higher than the maximum', () => {
    for (const p of pros) {
      expect(p.payRateMin).toBeGreaterThanOrEqual(16);
      expect(p.payRateMax).toBeLessThanOrEqual(55);
      expect(p.payRateMin).toBeLessThanOrEqual(p.payRateMax);
    }
    const avg = (title: string) => {
      const list = pros.filter((p) => p.jobTitle === title);
      return list.reduce((sum, p) => sum + p.payRateMin, 0) / list.length;
    };
    expect(avg('Controls Engineer')).toBeGreaterThan(avg('Material Handler') + 15);
  });

  it('use the shift codes of the spec and flags that agree with them', () => {
    for (const p of pros) {
      expect(p.shifts.length).toBeGreaterThan(0);
      for (const shift of p.shifts) expect([0, 1, 2, 3, 4]).toContain(shift);
      expect(p.shiftFirst).toBe(p.shifts.includes(1));
      expect(p.shiftSecond).toBe(p.shifts.includes(2));
      expect(p.shiftThird).toBe(p.shifts.includes(3));
    }
  });

  it('finish school before their careers and earn certifications no later than this year', () => {
    for (const p of pros) {
      expect(['high-school', 'ged']).toContain(p.education[0]?.kind);
      for (const entry of p.education) expect(entry.completionYear).toBeLessThanOrEqual(2026);
    }
    expect(pros.some((p) => p.education.some((e) => e.credential === 'AWS D1.1 Structural Welding Certification'))).toBe(true);
    expect(pros.some((p) => p.education.some((e) => e.credential === 'OSHA 10-Hour General Industry'))).toBe(true);
    expect(pros.some((p) => p.education.some((e) => e.credential === 'NIMS Machining Level I'))).toBe(true);
  });

  it('spread across the country and the whole range of job titles', () => {
    expect(new Set(pros.map((p) => p.location.state)).size).toBeGreaterThanOrEqual(45);
    expect(new Set(pros.map((p) => p.jobTitle)).size).toBe(JOB_TITLES.length);
    expect(pros.filter((p) => p.location.state === 'OH').length).toBeGreaterThan(pros.filter((p) => p.location.state === 'WY').length * 5);
  });
});
