import type { GenerateJobDescriptionBody, GenerateScreeningQuestionsBody } from '@floorhire/domain-jobs';
import type { Queryable } from '../../db';
import { DISCIPLINES, JOB_TITLES, RESPONSIBILITIES, type Discipline, type DisciplineKey } from '../../seed/data/taxonomy';
import { normalizeJobTitle } from '../taxonomy';
import { machinesOfBrands, titleFacts } from './ai.repository';

// What the assistant knows about a request beyond its inputs: the taxonomy rows of the job
// title (responsibilities, qualifications, skills), the machines each named brand builds, and
// the trade (discipline) the job belongs to. Both generators write from these facts.

export interface BrandMachines {
  brand: string;
  machines: string[];
}

export interface GenerationFacts {
  taxonomyTitle: string | null;
  discipline: Discipline | null;
  responsibilities: string[];
  qualifications: string[];
  titleSkills: string[];
  titleMachines: string[];
  brandMachines: BrandMachines[];
}

export type GenerationInput = GenerateJobDescriptionBody | GenerateScreeningQuestionsBody;

/** Words that give a trade away when no taxonomy title matched. */
const DISCIPLINE_HINTS: ReadonlyArray<[RegExp, DisciplineKey]> = [
  [/\b(cnc|machinist|lathe|mill|swiss|g-?code|mastercam)\b/iu, 'cnc'],
  [/\b(weld|welder|welding|fabricat|mig|tig|gmaw|gtaw|smaw)/iu, 'welding'],
  [/\b(molding|moulding|injection|extrusion|resin)\b/iu, 'molding'],
  [/\b(plc|controls?|robot|automation|hmi|scada)\b/iu, 'automation'],
  [/\b(electrician|electrical|wiring|motor control)\b/iu, 'electrical'],
  [/\b(maintenance|millwright|mechanic|hydraulic|pneumatic)\b/iu, 'maintenance'],
  [/\b(inspector|quality|cmm|qa|qc|metrology)\b/iu, 'quality'],
  [/\b(tool and die|toolmaker|die|mold maker|edm)\b/iu, 'tooling'],
  [/\b(press brake|laser|punch|sheet metal)\b/iu, 'sheet-metal'],
  [/\b(forklift|warehouse|material handler|shipping|receiving|inventory)\b/iu, 'warehouse'],
  [/\b(supervisor|manager|lead|continuous improvement)\b/iu, 'supervision'],
  [/\b(assembl|production associate|harness)\b/iu, 'assembly'],
];

export function guessDiscipline(texts: readonly string[], named: readonly string[] = []): Discipline | null {
  for (const name of named) {
    const found = DISCIPLINES.find((d) => d.name.toLowerCase() === name.toLowerCase());
    if (found) return found;
  }
  const haystack = texts.join(' ');
  for (const [pattern, key] of DISCIPLINE_HINTS) {
    if (pattern.test(haystack)) return DISCIPLINES.find((d) => d.key === key) ?? null;
  }
  return null;
}

export async function gatherFacts(q: Queryable, input: GenerationInput): Promise<GenerationFacts> {
  const normalized = await normalizeJobTitle(q, input.jobTitle);
  const titleRow = normalized.jobTitle;
  let responsibilities: string[] = [];
  let qualifications: string[] = [];
  let titleSkills: string[] = [];
  if (titleRow) {
    const facts = await titleFacts(q, titleRow.id);
    responsibilities = facts.responsibilities;
    qualifications = facts.qualifications;
    titleSkills = facts.skills;
  }
  const known = titleRow ? JOB_TITLES.find((t) => t.title.toLowerCase() === titleRow.title.toLowerCase()) : undefined;
  const namedDisciplines = 'disciplines' in input ? input.disciplines : [];
  const discipline = known
    ? (DISCIPLINES.find((d) => d.key === known.discipline) ?? null)
    : guessDiscipline([input.jobTitle, ...input.skills, ...input.machines], namedDisciplines);
  if (responsibilities.length === 0 && discipline) responsibilities = [...RESPONSIBILITIES[discipline.key]];

  const brandMachines: BrandMachines[] = [];
  if (input.brands.length > 0) {
    const rows = await machinesOfBrands(q, input.brands.map((b) => b.toLowerCase()));
    const preferred = new Set([...input.machines, ...(known?.machines ?? [])].map((m) => m.toLowerCase()));
    for (const brand of input.brands) {
      const made = rows.filter((r) => r.brand.toLowerCase() === brand.toLowerCase()).map((r) => r.machine);
      // Machines the job names come first, so "Haas" reads as the Haas lathe the job is about.
      made.sort((a, b) => Number(preferred.has(b.toLowerCase())) - Number(preferred.has(a.toLowerCase())));
      brandMachines.push({ brand, machines: made });
    }
  }
  return {
    taxonomyTitle: titleRow?.title ?? null,
    discipline,
    responsibilities,
    qualifications,
    titleSkills,
    titleMachines: [...(known?.machines ?? [])],
    brandMachines,
  };
}
