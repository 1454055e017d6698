// Deterministic job-post text from the taxonomy: the demo seed writes its jobs with it, and
// the local AI text generator can use the same words, so seeded and generated posts read alike.

import { RESPONSIBILITIES, disciplineOf, type JobTitle } from './taxonomy';

export interface JobTextInput {
  title: JobTitle;
  displayTitle?: string;
  employerName: string;
  city: string;
  state: string;
  payRateMin: number | null;
  payRateMax: number | null;
  shiftLabel: string;
  hireType: string;
  machines: readonly { machine: string; brands: readonly string[] }[];
  skills: readonly string[];
}

export interface JobText {
  markdown: string;
  html: string;
  raw: string;
}

/** Qualifications for a job title: experience, certifications and the most telling skills. */
export function qualificationsFor(title: JobTitle): string[] {
  const years = { LOW: 0, MEDIUM: 2, HIGH: 5 }[title.skillLevel];
  return [
    years === 0 ? `No experience required: we train new ${title.title.toLowerCase()}s` : `${years}+ years of experience as a ${title.title} or similar`,
    ...title.skills.slice(0, 3).map((skill) => `Working knowledge of ${skill}`),
    ...title.certifications.map((cert) => `${cert} preferred`),
    'Able to follow safety rules and wear required PPE',
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function describeJob(input: JobTextInput): JobText {
  const name = input.displayTitle ?? input.title.title;
  const discipline = disciplineOf(input.title.discipline);
  const pay = input.payRateMin !== null && input.payRateMax !== null ? `$${input.payRateMin}-$${input.payRateMax}/hr` : 'Competitive pay';
  const equipment = input.machines.map((m) => `${m.brands.join(' / ')} ${m.machine}`);
  const intro = `${input.employerName} is hiring a ${name} in ${input.city}, ${input.state}. You will ${discipline.blurb}.`;
  const duties = [...RESPONSIBILITIES[input.title.discipline].slice(0, 5)];
  if (equipment.length > 0) duties.push(`Work on ${equipment.join(', ')}`);
  const needs = qualificationsFor(input.title);
  const offer = [`${pay}, ${input.shiftLabel} shift, ${input.hireType}`, 'Medical, dental and vision from day one', '401(k) with company match', 'Paid time off and paid holidays', 'Overtime available'];
  const sections: [string, string[]][] = [
    ['What you will do', duties],
    ['What you bring', needs],
    ['What we offer', offer],
  ];
  const markdown = [intro, ...sections.map(([head, items]) => `### ${head}\n${items.map((i) => `- ${i}`).join('\n')}`)].join('\n\n');
  const html = [`<p>${escapeHtml(intro)}</p>`, ...sections.map(([head, items]) => `<h3>${escapeHtml(head)}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`)].join('');
  const raw = `${intro} Skills: ${input.skills.join(', ')}. ${pay}, ${input.shiftLabel} shift.`;
  return { markdown, html, raw };
}
