import type { ScoreCriterion, ScoreEvidence, ScoreEvidenceItem } from '@floorhire/domain-applications';
import { distanceMiles } from '@floorhire/domain-geo';

// The applicant score (0-10, one decimal) and its evidence: which requirement of the job
// matched what in the pro's profile, and what is missing. Pure, so it is unit-tested and the
// same inputs always give the same answer. docs/decisions/103-applicant-scoring.md.

export interface Named {
  id: number;
  name: string;
}

export interface ScoreJobInput {
  jobTitleId: number | null;
  jobTitle: string | null;
  /** Job skills (all four categories) and knowledge disciplines; keys are unique per kind. */
  skills: readonly (Named & { key: string })[];
  machines: readonly (Named & { brands: readonly Named[] })[];
  experience: 'entry' | 'mid' | 'senior' | null;
  lat: number | null;
  lng: number | null;
  payRateMin: number | null;
  payRateMax: number | null;
  payRateSalaryMin: number | null;
  payRateSalaryMax: number | null;
  payRatePeriod: 'hourly' | 'annual';
  /** 1, 2, 3 name a shift; 0, 4 and null state none (spec 001 §9). */
  shift: number | null;
}

export interface ScoreProInput {
  jobTitles: readonly { id: number; title: string; years: number | null }[];
  workHistory: readonly { jobTitleId: number | null; jobTitle: string; startYYYYMM: number; endYYYYMM: number | null }[];
  skillKeys: ReadonlySet<string>;
  machines: readonly { id: number; brandIds: readonly number[] }[];
  lat: number | null;
  lng: number | null;
  /** Hourly. */
  payRateMin: number | null;
  maxCommuteMiles: number | null;
  shifts: { first: boolean; second: boolean; third: boolean };
}

export const SCORE_WEIGHTS: Readonly<Record<ScoreCriterion, number>> = {
  title: 0.25,
  skills: 0.15,
  machines: 0.15,
  experience: 0.15,
  distance: 0.15,
  pay: 0.1,
  shifts: 0.05,
};

const LABELS: Readonly<Record<ScoreCriterion, string>> = {
  title: 'Job title',
  skills: 'Skills',
  machines: 'Machines and brands',
  experience: 'Experience',
  distance: 'Distance',
  pay: 'Pay',
  shifts: 'Shift',
};

export const REQUIRED_YEARS = { entry: 0, mid: 2, senior: 5 } as const;
export const DEFAULT_COMMUTE_MILES = 25;
const HOURS_PER_YEAR = 2080;
/** Great-circle distance in miles between rows' lat/lng: the product's one distance (@floorhire/domain-geo). */
export function haversineMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return distanceMiles({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng });
}

const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/u).filter((w) => w.length > 1));

function overlap(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (wa.size === 0) return 0;
  let hit = 0;
  for (const w of wa) if (wb.has(w)) hit += 1;
  return hit / wa.size;
}

/** Whole months between YYYYMM values; an open end counts up to `nowYYYYMM`. */
function months(start: number, end: number | null, nowYYYYMM: number): number {
  const to = end ?? nowYYYYMM;
  const m = (Math.floor(to / 100) - Math.floor(start / 100)) * 12 + ((to % 100) - (start % 100)) + 1;
  return Math.max(0, m);
}

type Item = ScoreEvidenceItem;

function item(criterion: ScoreCriterion, fraction: number, status: Item['status'], required: string, found: string, matched: string[] = [], missing: string[] = []): Item {
  return { criterion, label: LABELS[criterion], weight: SCORE_WEIGHTS[criterion], fraction: Math.round(Math.max(0, Math.min(1, fraction)) * 100) / 100, status, required, found, matched, missing };
}

function titleItem(job: ScoreJobInput, pro: ScoreProInput): Item {
  const title = job.jobTitle?.trim();
  if (!title) return item('title', 0, 'not-required', 'No job title', '');
  const listed = pro.jobTitles.find((t) => t.id === job.jobTitleId);
  if (listed) return item('title', 1, 'matched', title, `Lists ${listed.title} as a job title`, [listed.title]);
  const held = pro.workHistory.find((w) => w.jobTitleId !== null && w.jobTitleId === job.jobTitleId);
  if (held) return item('title', 1, 'matched', title, `Worked as ${held.jobTitle}`, [held.jobTitle]);
  const candidates = [...pro.jobTitles.map((t) => t.title), ...pro.workHistory.map((w) => w.jobTitle)];
  let best = { text: '', share: 0 };
  for (const c of candidates) {
    const share = overlap(title, c);
    if (share > best.share) best = { text: c, share };
  }
  if (best.share >= 0.5) return item('title', 0.6, 'partial', title, `Related title: ${best.text}`, [best.text], [title]);
  return item('title', 0, 'missing', title, candidates.length ? `Titles: ${candidates.slice(0, 3).join(', ')}` : 'No job titles on the profile', [], [title]);
}

function skillsItem(job: ScoreJobInput, pro: ScoreProInput): Item {
  if (job.skills.length === 0) return item('skills', 0, 'not-required', 'No skills listed', '');
  const matched = job.skills.filter((s) => pro.skillKeys.has(s.key)).map((s) => s.name);
  const missing = job.skills.filter((s) => !pro.skillKeys.has(s.key)).map((s) => s.name);
  const fraction = matched.length / job.skills.length;
  const status = fraction === 1 ? 'matched' : fraction > 0 ? 'partial' : 'missing';
  return item('skills', fraction, status, job.skills.map((s) => s.name).join(', '), `${matched.length} of ${job.skills.length} skills`, matched, missing);
}

function machinesItem(job: ScoreJobInput, pro: ScoreProInput): Item {
  if (job.machines.length === 0) return item('machines', 0, 'not-required', 'No machines listed', '');
  const byId = new Map(pro.machines.map((m) => [m.id, new Set(m.brandIds)]));
  const matched: string[] = [];
  const missing: string[] = [];
  let total = 0;
  for (const machine of job.machines) {
    const brands = byId.get(machine.id);
    if (!brands) {
      missing.push(machine.name);
      continue;
    }
    if (machine.brands.length === 0) {
      matched.push(machine.name);
      total += 1;
      continue;
    }
    const hit = machine.brands.filter((b) => brands.has(b.id));
    if (hit.length > 0) {
      matched.push(`${machine.name} (${hit.map((b) => b.name).join(', ')})`);
      total += 1;
    } else {
      // The machine without the brand the job names is most of the match.
      matched.push(machine.name);
      missing.push(`${machine.name} brands: ${machine.brands.map((b) => b.name).join(', ')}`);
      total += 0.7;
    }
  }
  const fraction = total / job.machines.length;
  const status = fraction === 1 ? 'matched' : fraction > 0 ? 'partial' : 'missing';
  const required = job.machines.map((m) => (m.brands.length ? `${m.name} (${m.brands.map((b) => b.name).join(', ')})` : m.name)).join(', ');
  return item('machines', fraction, status, required, `${matched.length} of ${job.machines.length} machines`, matched, missing);
}

function experienceItem(job: ScoreJobInput, pro: ScoreProInput, nowYYYYMM: number): Item {
  if (!job.experience) return item('experience', 0, 'not-required', 'No experience level', '');
  const need = REQUIRED_YEARS[job.experience];
  const title = job.jobTitle ?? '';
  const listed = pro.jobTitles.find((t) => t.id === job.jobTitleId)?.years ?? 0;
  const fromHistory =
    pro.workHistory
      .filter((w) => (w.jobTitleId !== null && w.jobTitleId === job.jobTitleId) || (title && overlap(title, w.jobTitle) >= 0.5))
      .reduce((sum, w) => sum + months(w.startYYYYMM, w.endYYYYMM, nowYYYYMM), 0) / 12;
  const years = Math.max(listed, fromHistory);
  const shown = Math.round(years * 10) / 10;
  const required = `${job.experience} level (${need}+ years)`;
  if (need === 0 || years >= need) return item('experience', 1, 'matched', required, `${shown} years as ${title || 'this title'}`, [`${shown} years`]);
  const fraction = years / need;
  return item('experience', fraction, fraction > 0 ? 'partial' : 'missing', required, `${shown} years as ${title || 'this title'}`, [], [`${need - shown} more years`]);
}

function distanceItem(job: ScoreJobInput, pro: ScoreProInput): Item {
  if (job.lat === null || job.lng === null) return item('distance', 0, 'not-required', 'No job location', '');
  const commute = pro.maxCommuteMiles ?? DEFAULT_COMMUTE_MILES;
  const required = `Within ${commute} miles`;
  if (pro.lat === null || pro.lng === null) return item('distance', 0.5, 'unknown', required, 'No location on the profile', [], ['Location']);
  const miles = haversineMiles({ lat: job.lat, lng: job.lng }, { lat: pro.lat, lng: pro.lng });
  const shown = `${Math.round(miles * 10) / 10} miles away`;
  if (miles <= commute) return item('distance', 1, 'matched', required, shown, [shown]);
  const fraction = Math.max(0, 1 - (miles - commute) / (2 * commute));
  return item('distance', fraction, fraction > 0 ? 'partial' : 'missing', required, shown, [], [required]);
}

function payItem(job: ScoreJobInput, pro: ScoreProInput): Item {
  const annual = job.payRatePeriod === 'annual';
  const top = annual ? job.payRateSalaryMax ?? job.payRateSalaryMin : job.payRateMax ?? job.payRateMin;
  if (top === null || top <= 0) return item('pay', 0, 'not-required', 'Undisclosed Pay Rate', '');
  const hourlyTop = annual ? top / HOURS_PER_YEAR : top;
  const required = annual ? `Up to $${top.toLocaleString('en-US')}/yr` : `Up to $${top.toFixed(2)}/hr`;
  if (pro.payRateMin === null) return item('pay', 0.5, 'unknown', required, 'No desired pay on the profile', [], ['Desired pay']);
  const found = `Wants $${pro.payRateMin.toFixed(2)}/hr or more`;
  if (pro.payRateMin <= hourlyTop) return item('pay', 1, 'matched', required, found, [found]);
  const over = (pro.payRateMin - hourlyTop) / hourlyTop;
  const fraction = Math.max(0, 1 - over * 4);
  return item('pay', fraction, fraction > 0 ? 'partial' : 'missing', required, found, [], [`$${(pro.payRateMin - hourlyTop).toFixed(2)}/hr above the job's pay`]);
}

const SHIFT_NAMES: Readonly<Record<number, { key: 'first' | 'second' | 'third'; name: string }>> = {
  1: { key: 'first', name: 'First shift' },
  2: { key: 'second', name: 'Second shift' },
  3: { key: 'third', name: 'Third shift' },
};

function shiftsItem(job: ScoreJobInput, pro: ScoreProInput): Item {
  const shift = job.shift === null ? undefined : SHIFT_NAMES[job.shift];
  if (!shift) return item('shifts', 0, 'not-required', 'No fixed shift', '');
  const any = pro.shifts.first || pro.shifts.second || pro.shifts.third;
  if (!any) return item('shifts', 0.5, 'unknown', shift.name, 'No shifts on the profile', [], [shift.name]);
  const held = Object.values(SHIFT_NAMES).filter((s) => pro.shifts[s.key]).map((s) => s.name);
  if (pro.shifts[shift.key]) return item('shifts', 1, 'matched', shift.name, `Works ${held.join(', ')}`, [shift.name]);
  return item('shifts', 0, 'missing', shift.name, `Works ${held.join(', ')}`, [], [shift.name]);
}

export function computeScore(job: ScoreJobInput, pro: ScoreProInput, now: Date = new Date()): ScoreEvidence {
  const nowYYYYMM = now.getUTCFullYear() * 100 + now.getUTCMonth() + 1;
  const items = [titleItem(job, pro), skillsItem(job, pro), machinesItem(job, pro), experienceItem(job, pro, nowYYYYMM), distanceItem(job, pro), payItem(job, pro), shiftsItem(job, pro)];
  const stated = items.filter((i) => i.status !== 'not-required');
  const weight = stated.reduce((s, i) => s + i.weight, 0);
  const earned = stated.reduce((s, i) => s + i.weight * i.fraction, 0);
  const score = weight === 0 ? 5 : Math.round((10 * earned) / weight * 10) / 10;
  const met = stated.filter((i) => i.status === 'matched').map((i) => i.label.toLowerCase());
  const short = stated.filter((i) => i.status === 'missing' || i.status === 'partial').map((i) => i.label.toLowerCase());
  const summary =
    weight === 0
      ? 'The job states no requirements to compare.'
      : `Meets ${met.length} of ${stated.length} requirements${met.length ? ` (${met.join(', ')})` : ''}${short.length ? `; short on ${short.join(', ')}` : ''}.`;
  return { score, summary, computedTs: now.toISOString(), items };
}
