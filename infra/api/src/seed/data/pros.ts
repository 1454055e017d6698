// Generates realistic manufacturing pros from the taxonomy. Each pro is a pure function of
// (seed, index, now): the demo seed, the scale seed and tests all get the same person for the
// same inputs, and pro N needs no knowledge of pros 0..N-1. Skills, machines, brands and
// materials always come from the pro's own discipline, and each brand really builds the
// machine it is listed under.

import { createRng, type Rng } from './prng';
import { COLLEGES_BY_STATE, COMPANY_PREFIXES, COMPANY_SUFFIXES, COMPANY_TRADES, FIRST_NAMES, HIGH_SCHOOL_PATTERNS, LAST_NAMES, PROGRAMS, TRADE_SCHOOLS } from './names';
import { STATE_WEIGHTS, US_LOCATIONS, type UsLocation } from './locations';
import {
  CERTIFICATIONS,
  DISCIPLINE_INDUSTRIES,
  DISCIPLINE_MATERIAL_KINDS,
  JOB_TITLES,
  MACHINES,
  MATERIALS,
  RESPONSIBILITIES,
  SHEET_AND_WELD_METALS,
  SKILLS,
  machineByName,
  type DisciplineKey,
  type JobTitle,
  type SkillLevel,
} from './taxonomy';

/** Shift codes of spec 000 §9: 1 First, 2 Second, 3 Third, 4 Short-term Project, 0 Other. */
export type ShiftCode = 0 | 1 | 2 | 3 | 4;

export const AVAILABILITY = ['Immediately', 'Within 2 weeks', 'Within 1 month', 'Employed, open to offers'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export interface WorkHistoryEntry {
  employerName: string;
  jobTitle: string;
  city: string;
  state: string;
  /** MM/YYYY, the format of spec 000 §5. */
  start: string;
  /** MM/YYYY, or null while the pro still works there. */
  end: string | null;
  /** YYYYMM as a number (spec 002 §3 startYYYYMM/endYYYYMM). */
  startYYYYMM: number;
  endYYYYMM: number | null;
  description: string;
}

export type EducationKind = 'high-school' | 'ged' | 'college' | 'trade-school' | 'certification';

export interface EducationEntry {
  kind: EducationKind;
  school: string;
  credential: string;
  city: string | null;
  state: string | null;
  completionYear: number;
}

export interface MachineExperience {
  machine: string;
  brands: string[];
}

export interface Reference {
  nameFirst: string;
  nameLast: string;
  email: string;
  phone: string;
  company: string;
  relationship: 'Supervisor' | 'Manager' | 'Coworker' | 'Team Lead';
  endorsed: boolean;
  endorsement: string | null;
}

export interface GeneratedPro {
  index: number;
  nameFirst: string;
  nameLast: string;
  email: string;
  /** Ten digits, no punctuation (spec 000 §5). */
  phone: string;
  location: UsLocation;
  discipline: DisciplineKey;
  jobTitle: string;
  skillLevel: SkillLevel;
  /** Titles the pro wants next (job preferences); the headline title first. */
  desiredJobTitles: string[];
  yearsExperience: number;
  skills: string[];
  machines: MachineExperience[];
  materials: string[];
  industries: string[];
  workHistory: WorkHistoryEntry[];
  education: EducationEntry[];
  references: Reference[];
  /** Desired hourly pay in dollars. */
  payRateMin: number;
  payRateMax: number;
  shifts: ShiftCode[];
  shiftFirst: boolean;
  shiftSecond: boolean;
  shiftThird: boolean;
  willingToRelocate: boolean;
  maxCommuteMiles: number;
  availability: Availability;
  achievement: 'elite' | 'vetted' | null;
  summary: string;
  createdDaysAgo: number;
  lastActiveDaysAgo: number;
}

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

const LEVEL_RANK: Record<SkillLevel, number> = { LOW: 0, MEDIUM: 1, HIGH: 2 };
const TITLE_WEIGHT: Record<SkillLevel, number> = { LOW: 3, MEDIUM: 2.5, HIGH: 1 };
const ENTRY_TITLES = ['Production Associate', 'Machine Operator', 'Assembler', 'Material Handler'];

const WEIGHTED_LOCATIONS: readonly (readonly [UsLocation, number])[] = (() => {
  const perState = new Map<string, number>();
  for (const loc of US_LOCATIONS) perState.set(loc.state, (perState.get(loc.state) ?? 0) + 1);
  return US_LOCATIONS.map((loc) => [loc, (STATE_WEIGHTS[loc.state] ?? 0.2) / (perState.get(loc.state) ?? 1)] as const);
})();

const WEIGHTED_TITLES: readonly (readonly [JobTitle, number])[] = JOB_TITLES.map((title) => [title, TITLE_WEIGHT[title.skillLevel]] as const);

export function pickLocation(rng: Rng): UsLocation {
  return rng.weighted(WEIGHTED_LOCATIONS);
}

export function toMonthIndex(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** Month index (year * 12 + zero-based month) to MM/YYYY. */
export function formatMonth(monthIndex: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${String(month).padStart(2, '0')}/${year}`;
}

export function toYYYYMM(monthIndex: number): number {
  return Math.floor(monthIndex / 12) * 100 + (monthIndex % 12) + 1;
}

export function companyName(rng: Rng, discipline: DisciplineKey): string {
  const trades = COMPANY_TRADES[discipline] ?? COMPANY_TRADES['assembly'] ?? ['Manufacturing'];
  const suffix = rng.pick(COMPANY_SUFFIXES);
  return `${rng.pick(COMPANY_PREFIXES)} ${rng.pick(trades)}${suffix ? ` ${suffix}` : ''}`;
}

function emailLocal(first: string, last: string): string {
  return `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
}

function yearsFor(rng: Rng, level: SkillLevel): number {
  switch (level) {
    case 'LOW':
      return Math.round(rng.bell(0, 14) * (rng.chance(0.5) ? 0.6 : 1));
    case 'MEDIUM':
      return Math.round(rng.bell(2, 26));
    case 'HIGH':
      return Math.round(rng.bell(5, 34));
  }
}

function payFor(rng: Rng, title: JobTitle, years: number): [number, number] {
  const [lo, hi] = title.pay;
  const seniority = Math.min(1, years / 20);
  const raw = lo + (hi - lo) * (0.15 + 0.7 * seniority) + rng.bell(-2, 2);
  const min = Math.min(55, Math.max(16, Math.round(raw * 2) / 2));
  const max = Math.min(55, min + rng.int(2, 6));
  return [min, Math.max(min, max)];
}

function materialsFor(rng: Rng, discipline: DisciplineKey): string[] {
  const kinds = DISCIPLINE_MATERIAL_KINDS[discipline];
  if (kinds.length === 0) return [];
  const pool = discipline === 'welding' || discipline === 'sheet-metal' ? SHEET_AND_WELD_METALS : MATERIALS.filter((m) => kinds.includes(m.kind)).map((m) => m.name);
  return rng.sample(pool, rng.int(2, 5));
}

function machinesFor(rng: Rng, title: JobTitle): MachineExperience[] {
  const chosen = rng.sample(title.machines, rng.int(1, title.machines.length));
  const extra = MACHINES.filter((m) => m.disciplines.includes(title.discipline) && !chosen.includes(m.name));
  if (extra.length > 0 && rng.chance(0.4)) chosen.push(rng.pick(extra).name);
  return chosen.map((name) => ({ machine: name, brands: rng.sample(machineByName(name).brands, rng.int(1, 3)) }));
}

function skillsFor(rng: Rng, title: JobTitle): string[] {
  const core = rng.sample(title.skills, rng.int(Math.min(3, title.skills.length), title.skills.length));
  const more = SKILLS.filter((skill) => skill.disciplines.includes(title.discipline) && !core.includes(skill.name)).map((skill) => skill.name);
  return [...core, ...rng.sample(more, rng.int(1, 5))];
}

function earlierTitle(rng: Rng, current: JobTitle, yearsBack: number): JobTitle {
  const sameDiscipline = JOB_TITLES.filter((t) => t.discipline === current.discipline && LEVEL_RANK[t.skillLevel] <= LEVEL_RANK[current.skillLevel]);
  if (yearsBack > 8 && rng.chance(0.35)) {
    const entry = JOB_TITLES.filter((t) => ENTRY_TITLES.includes(t.title));
    return rng.pick(entry);
  }
  const lower = sameDiscipline.filter((t) => LEVEL_RANK[t.skillLevel] < LEVEL_RANK[current.skillLevel]);
  if (lower.length > 0 && rng.chance(0.55)) return rng.pick(lower);
  return rng.chance(0.6) ? current : rng.pick(sameDiscipline);
}

function workLocation(rng: Rng, home: UsLocation): UsLocation {
  const roll = rng.next();
  if (roll < 0.72) return home;
  const sameState = US_LOCATIONS.filter((l) => l.state === home.state);
  if (roll < 0.9 && sameState.length > 0) return rng.pick(sameState);
  return pickLocation(rng);
}

function workHistoryFor(rng: Rng, title: JobTitle, years: number, home: UsLocation, nowIndex: number): WorkHistoryEntry[] {
  if (years === 0 && rng.chance(0.5)) return [];
  const careerStart = nowIndex - Math.max(3, years * 12 + rng.int(0, 11));
  const employed = rng.chance(0.72);
  let cursor = employed ? nowIndex : nowIndex - rng.int(1, 8);
  let current = title;
  const entries: WorkHistoryEntry[] = [];
  while (entries.length < 6 && cursor - careerStart >= 3) {
    const duration = rng.int(8, 84);
    const start = Math.max(careerStart, cursor - duration);
    const isCurrent = employed && entries.length === 0;
    const where = workLocation(rng, home);
    entries.push({
      employerName: companyName(rng, current.discipline),
      jobTitle: current.title,
      city: where.city,
      state: where.state,
      start: formatMonth(start),
      end: isCurrent ? null : formatMonth(cursor),
      startYYYYMM: toYYYYMM(start),
      endYYYYMM: isCurrent ? null : toYYYYMM(cursor),
      description: rng.sample(RESPONSIBILITIES[current.discipline], 2).join('. ') + '.',
    });
    cursor = start - rng.int(0, 4);
    current = earlierTitle(rng, current, Math.floor((nowIndex - cursor) / 12));
  }
  return entries;
}

function educationFor(rng: Rng, title: JobTitle, home: UsLocation, careerStartYear: number, nowYear: number): EducationEntry[] {
  const entries: EducationEntry[] = [];
  const schoolYear = Math.min(nowYear, careerStartYear - rng.int(0, 2));
  if (rng.chance(0.9)) {
    const city = rng.chance(0.7) ? home : rng.pick(US_LOCATIONS.filter((l) => l.state === home.state));
    entries.push({ kind: 'high-school', school: rng.pick(HIGH_SCHOOL_PATTERNS).replace('{city}', city.city), credential: 'High School Diploma', city: city.city, state: city.state, completionYear: schoolYear });
  } else {
    entries.push({ kind: 'ged', school: 'GED Testing Service', credential: 'GED', city: null, state: home.state, completionYear: schoolYear });
  }
  const collegeChance = { LOW: 0.2, MEDIUM: 0.45, HIGH: 0.65 }[title.skillLevel];
  if (rng.chance(collegeChance)) {
    const completionYear = Math.min(nowYear, schoolYear + rng.int(1, 4));
    const program = rng.pick(PROGRAMS[title.discipline] ?? ['Certificate, Manufacturing Technology']);
    const colleges = COLLEGES_BY_STATE[home.state];
    if (colleges && colleges.length > 0 && rng.chance(0.75)) {
      entries.push({ kind: 'college', school: rng.pick(colleges), credential: program, city: null, state: home.state, completionYear });
    } else {
      const [school, city, state] = rng.pick(TRADE_SCHOOLS);
      entries.push({ kind: 'trade-school', school, credential: program.replace(/^Associate of Applied Science/, 'Diploma'), city, state, completionYear });
    }
  }
  const certs = new Set(title.certifications.filter(() => rng.chance(0.6)));
  if (rng.chance(0.25)) certs.add('OSHA 10-Hour General Industry');
  for (const name of certs) {
    const cert = CERTIFICATIONS.find((cc) => cc.name === name);
    if (!cert) continue;
    entries.push({ kind: 'certification', school: cert.issuer, credential: cert.name, city: null, state: null, completionYear: rng.int(Math.min(nowYear, careerStartYear), nowYear) });
  }
  return entries;
}

function referencesFor(rng: Rng, history: readonly WorkHistoryEntry[], index: number): Reference[] {
  if (history.length === 0 || rng.chance(0.45)) return [];
  return Array.from({ length: rng.int(1, Math.min(3, history.length)) }, (_, i) => {
    const job = history[i] ?? history[0];
    const nameFirst = rng.pick(FIRST_NAMES);
    const nameLast = rng.pick(LAST_NAMES);
    const endorsed = rng.chance(0.6);
    return {
      nameFirst,
      nameLast,
      email: `${emailLocal(nameFirst, nameLast)}.ref${index + 1}${i}@${rng.pick(EMAIL_DOMAINS)}`,
      phone: `${rng.pick(US_LOCATIONS).areaCode}555${String(rng.int(100, 9999)).padStart(4, '0')}`,
      company: job?.employerName ?? 'Previous employer',
      relationship: rng.pick(['Supervisor', 'Manager', 'Coworker', 'Team Lead'] as const),
      endorsed,
      endorsement: endorsed ? rng.pick(['Reliable, safe and always on time. I would hire again.', 'One of the best on our floor: careful work and a great teammate.', 'Learns fast, takes ownership and keeps quality high.', 'Dependable on every shift; trained several new hires.']) : null,
    };
  });
}

const SOFTWARE = new Set(['ERP System', 'CAM Software', 'CAD Software']);

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function withArticle(word: string): string {
  return `${/^[AEIOU]/i.test(word) ? 'an' : 'a'} ${word}`;
}

function summaryFor(title: JobTitle, years: number, machines: readonly MachineExperience[], skills: readonly string[], industries: readonly string[]): string {
  const lead = years === 0 ? `Entry-level ${title.title}` : `${withArticle(title.title)} with ${years} year${years === 1 ? '' : 's'} of experience`;
  const industryText = industries.length > 0 ? ` in ${listText(industries)}` : '';
  const machine = machines.find((m) => !SOFTWARE.has(m.machine)) ?? machines[0];
  const machineText = machine ? ` Hands-on with ${listText(machine.brands)} ${machine.machine}.` : '';
  const sentence = `${lead}${industryText}. Skilled in ${listText(skills.slice(0, 4))}.${machineText}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Generates pro number `index` for a seed; `now` anchors every date. */
export function generatePro(seed: string, index: number, now: Date): GeneratedPro {
  const rng = createRng(`${seed}:pro:${index}`);
  const nameFirst = rng.pick(FIRST_NAMES);
  const nameLast = rng.pick(LAST_NAMES);
  const location = pickLocation(rng);
  const title = rng.weighted(WEIGHTED_TITLES);
  const years = yearsFor(rng, title.skillLevel);
  const nowIndex = toMonthIndex(now);
  const nowYear = now.getUTCFullYear();
  const workHistory = workHistoryFor(rng, title, years, location, nowIndex);
  const careerStartYear = nowYear - years;
  const machines = machinesFor(rng, title);
  const skills = skillsFor(rng, title);
  const industries = rng.sample(DISCIPLINE_INDUSTRIES[title.discipline], rng.int(1, 3));
  const [payRateMin, payRateMax] = payFor(rng, title, years);
  const shifts = rng.weighted<ShiftCode[]>([
    [[1], 5],
    [[2], 2],
    [[3], 1],
    [[1, 2], 2],
    [[2, 3], 1],
    [[1, 2, 3], 1.5],
    [[4], 0.4],
    [[0], 0.3],
  ]);
  const lastActiveDaysAgo = rng.weighted<() => number>([
    [() => rng.int(0, 7), 3],
    [() => rng.int(8, 30), 3],
    [() => rng.int(31, 180), 3],
    [() => rng.int(181, 720), 1],
  ])();
  const relatedTitles = JOB_TITLES.filter((t) => t.discipline === title.discipline && t.title !== title.title).map((t) => t.title);
  return {
    index,
    nameFirst,
    nameLast,
    email: `${emailLocal(nameFirst, nameLast)}${index + 1}@${EMAIL_DOMAINS[index % EMAIL_DOMAINS.length]}`,
    phone: `${location.areaCode}555${String(index % 10000).padStart(4, '0')}`,
    location,
    discipline: title.discipline,
    jobTitle: title.title,
    skillLevel: title.skillLevel,
    desiredJobTitles: [title.title, ...rng.sample(relatedTitles, rng.int(0, 2))],
    yearsExperience: years,
    skills,
    machines,
    materials: materialsFor(rng, title.discipline),
    industries,
    workHistory,
    education: educationFor(rng, title, location, careerStartYear, nowYear),
    references: referencesFor(rng, workHistory, index),
    payRateMin,
    payRateMax,
    shifts,
    shiftFirst: shifts.includes(1),
    shiftSecond: shifts.includes(2),
    shiftThird: shifts.includes(3),
    willingToRelocate: rng.chance(0.22),
    maxCommuteMiles: rng.pick([10, 15, 20, 25, 30, 40, 50]),
    availability: workHistory[0]?.end === null ? rng.pick(['Employed, open to offers', 'Within 2 weeks'] as const) : rng.pick(['Immediately', 'Within 2 weeks', 'Within 1 month'] as const),
    achievement: rng.weighted<'elite' | 'vetted' | null>([
      ['elite', 0.05],
      ['vetted', 0.15],
      [null, 0.8],
    ]),
    summary: summaryFor(title, years, machines, skills, industries),
    createdDaysAgo: lastActiveDaysAgo + rng.int(0, 900),
    lastActiveDaysAgo,
  };
}

export function generatePros(seed: string, count: number, now: Date, startIndex = 0): GeneratedPro[] {
  return Array.from({ length: count }, (_, i) => generatePro(seed, startIndex + i, now));
}
