import { createHash } from 'node:crypto';
import { formatPayRange, PAY_TEXTS, SHIFTS } from '@floorhire/rules';
import { SCREENER_QUESTIONS as QUESTION_LIMITS, type GenerateJobDescriptionBody, type GenerateScreeningQuestionsBody } from '@floorhire/domain-jobs';
import { SCREENER_QUESTIONS, type DisciplineKey } from '../../seed/data/taxonomy';
import { composeCandidateMessage } from './candidate-message';
import type { GenerationFacts } from './facts';
import type { TextGenerator } from './generator';

// The local assistant: writes a job description and screener questions from the request and
// the taxonomy facts, with no model behind it. Sections and wording follow the trade, every
// named skill, machine, brand and material appears, and the phrasing varies with the input
// (a hash of it picks among variants), so two different jobs never read alike.

type Rng = () => number;

function rngFor(seedText: string): Rng {
  let state = createHash('sha256').update(seedText).digest().readUInt32LE(0) || 1;
  return () => {
    // xorshift32: deterministic per input, so a retried job writes the same text.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

const pick = <T>(rng: Rng, options: readonly T[]): T => options[Math.floor(rng() * options.length) % options.length]!;

export function listJoin(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items[items.length - 1]}`;
}

const article = (word: string) => (/^[aeiou]/iu.test(word) && !/^(uni|use|one)/iu.test(word) ? 'an' : 'a');
const uniq = (items: readonly string[]) => [...new Map(items.filter((s) => s.trim()).map((s) => [s.toLowerCase(), s.trim()])).values()];

function shiftPhrase(shift: number | null | undefined, start?: string | null, end?: string | null): string | null {
  if (shift === undefined) return null;
  const found = SHIFTS.find((s) => s.code === shift);
  if (!found) return null;
  if (shift === 0) return start && end ? `a custom schedule from ${start.slice(0, 5)} to ${end.slice(0, 5)}` : 'a custom schedule';
  if (shift === null) return 'one of several shifts';
  if (shift === 4) return 'a short-term project';
  return `${found.name.toLowerCase()} shift`;
}

interface Section {
  heading: string;
  lines: string[];
  bullets?: boolean;
}

/** Section headings per trade: a welder's post does not read like a warehouse post. */
const HEADINGS: Record<DisciplineKey | 'general', { intro: readonly string[]; work: readonly string[]; equipment: readonly string[]; bring: readonly string[] }> = {
  cnc: { intro: ['About the role', 'The job'], work: ['What you will machine', 'Your day at the machine'], equipment: ['Machines and controls', 'Equipment you will run'], bring: ['What you bring', 'Skills we are looking for'] },
  welding: { intro: ['About the role', 'The job'], work: ['What you will weld and build', 'Your work in the shop'], equipment: ['Processes and equipment', 'Welding equipment'], bring: ['What you bring', 'Your welding background'] },
  'sheet-metal': { intro: ['About the role', 'The job'], work: ['What you will cut and form', 'Your work on the floor'], equipment: ['Equipment', 'Machines you will run'], bring: ['What you bring', 'Skills we value'] },
  maintenance: { intro: ['About the role', 'Why this role matters'], work: ['What you will keep running', 'Your responsibilities'], equipment: ['Equipment you will support', 'Systems on site'], bring: ['What you bring', 'Your technical background'] },
  electrical: { intro: ['About the role', 'Why this role matters'], work: ['What you will wire and troubleshoot', 'Your responsibilities'], equipment: ['Systems you will work on', 'Equipment on site'], bring: ['What you bring', 'Your electrical background'] },
  automation: { intro: ['About the role', 'The job'], work: ['What you will program and support', 'Your responsibilities'], equipment: ['Controls and robots', 'Technology on site'], bring: ['What you bring', 'Your controls background'] },
  molding: { intro: ['About the role', 'The job'], work: ['What you will run and dial in', 'Your responsibilities'], equipment: ['Presses and auxiliaries', 'Equipment you will run'], bring: ['What you bring', 'Your molding background'] },
  tooling: { intro: ['About the role', 'The job'], work: ['What you will build and repair', 'Your work at the bench'], equipment: ['Machines in the toolroom', 'Equipment you will use'], bring: ['What you bring', 'Your toolroom background'] },
  quality: { intro: ['About the role', 'Why this role matters'], work: ['What you will measure and document', 'Your responsibilities'], equipment: ['Inspection equipment', 'Gauges and systems'], bring: ['What you bring', 'Your quality background'] },
  assembly: { intro: ['About the role', 'The job'], work: ['What you will build', 'Your day on the line'], equipment: ['Tools and equipment', 'Equipment you will use'], bring: ['What you bring', 'What helps you succeed'] },
  warehouse: { intro: ['About the role', 'The job'], work: ['Your day to day', 'What you will move and track'], equipment: ['Equipment you will drive and use', 'Equipment'], bring: ['What you bring', 'What helps you succeed'] },
  supervision: { intro: ['About the role', 'Why this role matters'], work: ['What you will lead', 'Your responsibilities'], equipment: ['Systems you will use', 'Tools of the job'], bring: ['What you bring', 'Your leadership background'] },
  general: { intro: ['About the role', 'The job'], work: ['What you will do', 'Your responsibilities'], equipment: ['Equipment', 'Tools and equipment'], bring: ['What you bring', 'Skills we value'] },
};

function payPhrase(input: GenerateJobDescriptionBody): string | null {
  const text = formatPayRange(input.payRateMin, input.payRateMax, input.payRatePeriod);
  if (text === PAY_TEXTS.undisclosed) return null;
  return input.payRatePeriod === 'annual' ? `${text} salary` : `${text}`;
}

const SKILL_PHRASES = [
  (s: string) => `Hands-on experience with ${s}`,
  (s: string) => `Working knowledge of ${s}`,
  (s: string) => `Proven ${s} skills`,
  (s: string) => `Comfort with ${s} on the shop floor`,
] as const;

/** Bullet lines for skills; the phrasing rotates from a per-input start so lines do not repeat. */
function skillLines(rng: Rng, skills: readonly string[]): string[] {
  const start = Math.floor(rng() * SKILL_PHRASES.length);
  return skills.map((skill, i) =>
    /certif|license|card|osha|aws d|nims|ipc|asq|rjg/iu.test(skill)
      ? i % 2 === 0
        ? `${skill} (or the ability to earn it)`
        : `Current ${skill} is a plus`
      : SKILL_PHRASES[(start + i) % SKILL_PHRASES.length]!(skill),
  );
}

/** A job description in markdown. */
export function composeJobDescription(input: GenerateJobDescriptionBody, facts: GenerationFacts): string {
  const rng = rngFor(JSON.stringify(input));
  const key: DisciplineKey | 'general' = facts.discipline?.key ?? 'general';
  const headings = HEADINGS[key];
  const title = input.jobTitle.trim();
  const who = input.anonymous || !input.employerName ? pick(rng, ['Our team', 'We', 'Our plant']) : input.employerName.trim();
  const where = input.location.trim();
  const shift = shiftPhrase(input.shift, input.startTime, input.endTime);
  const pay = payPhrase(input);
  const skills = uniq(input.skills);
  const brands = uniq(input.brands);
  const materials = uniq(input.materials);

  const intro: string[] = [];
  const opener = pick(rng, [
    `${who} ${who === 'We' ? 'are' : 'is'} hiring ${article(title)} ${title}${where ? ` in ${where}` : ''}`,
    `${who} ${who === 'We' ? 'are' : 'is'} looking for ${article(title)} ${title}${where ? ` to join the team in ${where}` : ' to join the team'}`,
    `Join ${who === 'We' ? 'us' : who}${where ? ` in ${where}` : ''} as ${article(title)} ${title}`,
  ]);
  const terms = [input.hireType ? `${input.hireType.toLowerCase()}` : null, shift ? `on ${shift}` : null].filter(Boolean).join(', ');
  intro.push(`${opener}${terms ? ` (${terms})` : ''}.`);
  if (facts.discipline) intro.push(`In this role you will ${facts.discipline.blurb}${skills.length > 0 ? `, drawing on ${listJoin(skills.slice(0, 3))}` : ''}.`);
  else if (skills.length > 0) intro.push(`The work calls for ${listJoin(skills.slice(0, 3))}.`);
  if (brands.length > 0) {
    const named = facts.brandMachines.filter((b) => b.machines.length > 0).map((b) => `${b.brand} ${b.machines[0]!}`);
    intro.push(named.length > 0 ? `You will work on ${listJoin(named.slice(0, 4))} equipment.` : `You will work with equipment from ${listJoin(brands)}.`);
  }
  if (pay) intro.push(pick(rng, [`Pay is ${pay}${input.experience ? `, depending on experience` : ''}.`, `The pay for this position is ${pay}.`]));

  const work = [...facts.responsibilities.slice(0, 6)];
  if (materials.length > 0) work.push(`Work with ${listJoin(materials)} and handle each to its specification`);
  if (work.length === 0) work.push(`Carry out the daily work of ${article(title)} ${title} safely and to standard`, 'Keep your work area clean, organized and safe');

  const equipment: string[] = [];
  for (const bm of facts.brandMachines) {
    if (bm.machines.length > 0) equipment.push(`${bm.brand}: ${listJoin(bm.machines.slice(0, 3))}`);
    else equipment.push(bm.brand);
  }
  for (const machine of input.machines) {
    if (!equipment.some((line) => line.toLowerCase().includes(machine.toLowerCase()))) equipment.push(machine);
  }

  const extraSkills = facts.titleSkills.filter((t) => !skills.some((s) => s.toLowerCase() === t.toLowerCase())).slice(0, Math.max(0, 8 - skills.length));
  const bring = skillLines(rng, [...skills, ...extraSkills]);
  // A qualification that only restates a listed skill would read twice.
  const listed = [...skills, ...extraSkills].map((x) => x.toLowerCase());
  for (const qualification of facts.qualifications.filter((q) => !listed.some((x) => q.toLowerCase().includes(x))).slice(0, 3)) bring.push(qualification);
  const experience = { entry: 'Entry level candidates are welcome: we train on the job', mid: 'A few years of experience in a similar role', senior: 'Several years of experience, and the judgement to lead by example' } as const;
  if (input.experience) bring.push(experience[input.experience]);
  if (shift) bring.push(`Able to work ${shift}${pay ? '' : ' as scheduled'}`);

  const schedule: string[] = [];
  if (input.hireType) schedule.push(`Position type: ${input.hireType}`);
  if (shift) schedule.push(`Schedule: ${shift.charAt(0).toUpperCase()}${shift.slice(1)}`);
  if (pay) schedule.push(`Pay: ${pay}`);
  if (where) schedule.push(`Location: ${where}`);

  const sections: Section[] = [
    { heading: pick(rng, headings.intro), lines: intro },
    { heading: pick(rng, headings.work), lines: work, bullets: true },
  ];
  if (equipment.length > 0) sections.push({ heading: pick(rng, headings.equipment), lines: equipment, bullets: true });
  if (bring.length > 0) sections.push({ heading: pick(rng, headings.bring), lines: bring, bullets: true });
  if (schedule.length > 0) sections.push({ heading: pick(rng, ['Schedule and pay', 'The details', 'At a glance']), lines: schedule, bullets: true });
  // Leaders and maintenance people read about impact first; others about the equipment.
  if ((key === 'supervision' || key === 'maintenance' || key === 'quality') && sections.length > 3) {
    const [first, second, third, ...rest] = sections;
    sections.splice(0, sections.length, first!, third!, second!, ...rest);
  }
  return sections
    .map((s) => `## ${s.heading}\n\n${s.bullets ? s.lines.map((l) => `- ${l}`).join('\n') : s.lines.join(' ')}`)
    .join('\n\n');
}

/** 3 to 7 screener questions aimed at the job's skills, brands and shift. */
export function composeScreeningQuestions(input: GenerateScreeningQuestionsBody, facts: GenerationFacts): string[] {
  const rng = rngFor(JSON.stringify(input));
  const title = input.jobTitle.trim();
  const questions: string[] = [];
  for (const bm of facts.brandMachines.slice(0, 2)) {
    const machine = bm.machines[0];
    questions.push(
      machine
        ? pick(rng, [
            `How many years have you run ${bm.brand} ${machine} equipment, and what did you do on it (setup, operation, programming or maintenance)?`,
            `Which ${bm.brand} ${machine} models have you worked on, and for how long?`,
          ])
        : `What experience do you have with ${bm.brand} equipment?`,
    );
  }
  const brandless = uniq(input.brands).filter((b) => !facts.brandMachines.some((bm) => bm.brand.toLowerCase() === b.toLowerCase()));
  if (brandless.length > 0 && questions.length < 2) questions.push(`Which of these have you used: ${listJoin(brandless, 'or')}?`);
  for (const skill of uniq(input.skills).slice(0, 3)) {
    if (/certif|license|card|osha|aws d|nims|ipc|asq|rjg/iu.test(skill)) questions.push(`Do you hold a current ${skill}? If so, when does it expire?`);
    else
      questions.push(
        pick(rng, [
          `How many years of hands-on ${skill} experience do you have?`,
          `Describe a recent job where you used ${skill}. What was the result?`,
          `On a scale of 1 to 5, how would you rate your ${skill} skills, and why?`,
        ]),
      );
  }
  for (const machine of uniq(input.machines)) {
    if (questions.length >= 5) break;
    if (!questions.some((q) => q.toLowerCase().includes(machine.toLowerCase()))) questions.push(`Have you set up or operated ${article(machine)} ${machine}? Tell us about it.`);
  }
  // Fill from the trade's own questions, then the general ones, up to five at least three.
  const trade = facts.discipline ? SCREENER_QUESTIONS[facts.discipline.key] : [];
  for (const q of trade) {
    if (questions.length >= 5) break;
    if (/shift listed/iu.test(q)) continue;
    if (!questions.includes(q)) questions.push(q);
  }
  if (questions.length < QUESTION_LIMITS.min + 1) questions.push(`What makes you a strong fit for this ${title} position?`);
  const shift = shiftPhrase(input.shift);
  questions.push(shift ? `Are you able to work ${shift} as scheduled?` : `Are you able to work the schedule listed for this ${title} position?`);
  return uniq(questions).slice(0, QUESTION_LIMITS.max);
}

export const localTextGenerator: TextGenerator = {
  name: 'local',
  jobDescription: async (input, facts) => composeJobDescription(input, facts),
  screeningQuestions: async (input, facts) => composeScreeningQuestions(input, facts),
  candidateMessage: async (input) => composeCandidateMessage(input),
};
