import { LOW_CONFIDENCE, type ParsedEducation, type ParsedField, type ParsedHistory, type ResumeData } from '@floorhire/domain-pro-profile';
import { US_STATES } from '@floorhire/rules';

// Turns the text of a resume into profile fields, each with a confidence (0-1) and the line it
// came from. Taxonomy terms (job titles, skills, machines and brands, disciplines, industries)
// are matched against the live taxonomy, longest phrase first; where a value sits on the page
// (its section, a company suffix, month precision of dates) raises or lowers the confidence.
// docs/decisions/201-resume-parsing.md says how the numbers were chosen.

export interface VocabularyTerm {
  id: number;
  name: string;
}
export interface ResumeVocabulary {
  jobTitles: readonly VocabularyTerm[];
  skills: readonly (VocabularyTerm & { category: number })[];
  machines: readonly (VocabularyTerm & { brandIds: readonly number[] })[];
  brands: readonly VocabularyTerm[];
  knowledgeDisciplines: readonly VocabularyTerm[];
  industries: readonly VocabularyTerm[];
}

type Section = 'top' | 'summary' | 'experience' | 'education' | 'skills' | 'other';

const HEADERS: Record<Exclude<Section, 'top'>, readonly string[]> = {
  summary: ['summary', 'professional summary', 'objective', 'career objective', 'profile', 'professional profile', 'about me'],
  experience: ['experience', 'work experience', 'professional experience', 'work history', 'employment', 'employment history', 'career history', 'relevant experience'],
  education: ['education', 'education and training', 'training', 'certifications', 'certificates', 'licenses and certifications', 'education and certifications', 'certifications and training', 'licenses'],
  skills: ['skills', 'technical skills', 'core skills', 'key skills', 'skills and abilities', 'core competencies', 'qualifications', 'machines', 'equipment', 'machines and equipment', 'tools and equipment'],
  other: ['references', 'interests', 'hobbies', 'volunteer', 'awards', 'languages', 'additional information'],
};

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
};
const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');
const DATE = `(?:(?:0?[1-9]|1[0-2])\\/(?:19|20)\\d{2}|(?:${MONTH_NAMES})\\.?,?\\s+(?:19|20)\\d{2}|(?:19|20)\\d{2})`;
const RANGE = new RegExp(`(${DATE})\\s*(?:-|–|—|to|until|through)\\s*(${DATE}|present|current|now|today)`, 'iu');
const SINGLE_YEAR = /\b((?:19|20)\d{2})\b/u;

const COMPANY_WORDS = /\b(inc|llc|l\.l\.c|corp|corporation|co|company|ltd|manufacturing|mfg|industries|industrial|group|plastics|metals?|works|fabrication|machining|automotive|systems|technologies|products|foods|steel|solutions|enterprises|logistics|packaging)\b\.?/iu;
const TITLE_WORDS = /\b(operator|technician|tech|machinist|welder|mechanic|assembler|supervisor|manager|engineer|lead|inspector|electrician|specialist|associate|handler|driver|programmer|setter|setup|fabricator|planner|coordinator|worker|helper|apprentice|maintenance|foreman|millwright|painter|packer|laborer|analyst)\b/iu;
const SCHOOL_WORDS = /\b(university|college|institute|school|academy|polytechnic|community college|technical center|career center)\b/iu;
const DEGREE_WORDS = /\b(associate'?s?|bachelor'?s?|master'?s?|diploma|ged|certificate|certification|certified|license|licensed|apprenticeship|a\.?a\.?s\.?|a\.?s\.?|b\.?s\.?|b\.?a\.?|degree|journeyman|osha|nims|aws)\b/iu;
const CERT_WORDS = /\b(certificate|certification|certified|license|licensed|osha|nims|aws|forklift|journeyman)\b/iu;
const STATE_CODES = new Set<string>(US_STATES.map((s) => s.abbreviation));
const LOCATION = /^\s*([A-Za-z .'-]{2,40}),\s*([A-Z]{2})\b/u;
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/iu;
const PHONE = /(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/u;
const ZIP_AFTER_STATE = /\b([A-Z]{2})\s+(\d{5})(?:-\d{4})?\b/u;

const clamp = (n: number) => Math.round(Math.max(0.05, Math.min(0.99, n)) * 100) / 100;

/** Lower case, punctuation to spaces (keeping + and # of C++ / C#), single spaces. */
export function normalizeTerm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/gu, ' ')
    .trim();
}

function headerOf(line: string): Exclude<Section, 'top'> | undefined {
  const text = normalizeTerm(line.replace(/&/gu, ' and '));
  if (!text || text.split(' ').length > 5 || line.length > 48) return undefined;
  for (const [section, names] of Object.entries(HEADERS) as [Exclude<Section, 'top'>, readonly string[]][]) {
    if (names.includes(text)) return section;
  }
  return undefined;
}

interface Line {
  text: string;
  section: Section;
  index: number;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let section: Section = 'top';
  for (const raw of text.split(/\r?\n/u)) {
    const cleaned = raw.replace(/\p{Cc}/gu, ' ').replace(/^[\s•●▪◦∙·*-]+/u, '').replace(/\s+/gu, ' ').trim();
    if (!cleaned) continue;
    const header = headerOf(cleaned.replace(/:$/u, ''));
    if (header) {
      section = header;
      continue;
    }
    lines.push({ text: cleaned, section, index: lines.length });
  }
  return lines;
}

function monthOf(date: string, end: boolean): { yyyymm: number; precise: boolean } | null {
  const text = date.trim().toLowerCase();
  if (/^(present|current|now|today)$/u.test(text)) return null;
  let m = /^(\d{1,2})\/(\d{4})$/u.exec(text);
  if (m) return { yyyymm: Number(m[2]) * 100 + Number(m[1]), precise: true };
  m = /^([a-z]+)\.?,?\s+(\d{4})$/u.exec(text);
  if (m && MONTHS[m[1]!]) return { yyyymm: Number(m[2]) * 100 + MONTHS[m[1]!]!, precise: true };
  m = /^(\d{4})$/u.exec(text);
  // A bare year: January for a start, December for an end, so the range covers the year.
  if (m) return { yyyymm: Number(m[1]) * 100 + (end ? 12 : 1), precise: false };
  return null;
}

export interface DateRange {
  startYYYYMM: number;
  endYYYYMM: number | null;
  precise: boolean;
  match: string;
}

/** The first date range of a line ("01/2019 - Present", "Mar 2018 to June 2020", "2015-2019"). */
export function findDateRange(line: string): DateRange | undefined {
  const m = RANGE.exec(line);
  if (!m) return undefined;
  const start = monthOf(m[1]!, false);
  if (!start) return undefined;
  const end = monthOf(m[2]!, true);
  if (end && end.yyyymm < start.yyyymm) return undefined;
  return { startYYYYMM: start.yyyymm, endYYYYMM: end?.yyyymm ?? null, precise: start.precise && (end?.precise ?? true), match: m[0] };
}

type Kind = 'jobTitles' | 'skills' | 'machines' | 'brands' | 'knowledgeDisciplines' | 'industries';

interface TermHit {
  kind: Kind;
  id: number;
  name: string;
  line: Line;
}

/** Phrase index: normalized name → terms; looked up by word n-grams, longest first. */
class TermIndex {
  private readonly byPhrase = new Map<string, { kind: Kind; id: number; name: string }[]>();
  private longest = 1;

  constructor(vocabulary: ResumeVocabulary) {
    const add = (kind: Kind, terms: readonly VocabularyTerm[]) => {
      for (const term of terms) {
        const key = normalizeTerm(term.name);
        // One-letter names ("C") and bare numbers match too much ordinary text.
        if (key.length < 2 || /^\d+$/u.test(key)) continue;
        const list = this.byPhrase.get(key) ?? [];
        list.push({ kind, id: term.id, name: term.name });
        this.byPhrase.set(key, list);
        this.longest = Math.max(this.longest, key.split(' ').length);
      }
    };
    add('jobTitles', vocabulary.jobTitles);
    add('skills', vocabulary.skills);
    add('machines', vocabulary.machines);
    add('brands', vocabulary.brands);
    add('knowledgeDisciplines', vocabulary.knowledgeDisciplines);
    add('industries', vocabulary.industries);
  }

  private lookup(phrase: string) {
    return this.byPhrase.get(phrase) ?? (phrase.endsWith('s') && phrase.length > 4 ? this.byPhrase.get(phrase.slice(0, -1)) : undefined);
  }

  find(line: Line): TermHit[] {
    const words = normalizeTerm(line.text).split(' ').filter(Boolean);
    const hits: TermHit[] = [];
    let i = 0;
    while (i < words.length) {
      let taken = 0;
      for (let n = Math.min(this.longest, words.length - i); n >= 1; n--) {
        const found = this.lookup(words.slice(i, i + n).join(' '));
        if (found) {
          for (const term of found) hits.push({ ...term, line });
          taken = n;
          break;
        }
      }
      i += taken || 1;
    }
    return hits;
  }
}

function titleCase(word: string): string {
  return word === word.toUpperCase() ? word.charAt(0) + word.slice(1).toLowerCase() : word;
}

function parseName(lines: readonly Line[], index: TermIndex): { first: ParsedField<string>; last: ParsedField<string> } | null {
  for (const line of lines.slice(0, 4)) {
    if (line.section !== 'top') break;
    const words = line.text.split(' ');
    if (words.length < 2 || words.length > 4) continue;
    if (!words.every((w) => /^[\p{Lu}][\p{L}'.-]*$/u.test(w))) continue;
    // A line that is a job title ("CNC Machinist") is not a name.
    if (index.find(line).some((h) => h.kind === 'jobTitles')) continue;
    const confidence = clamp((line.index === 0 ? 0.9 : 0.7) - (words.length > 3 ? 0.2 : 0));
    const [first, ...rest] = words.map(titleCase);
    return { first: { value: first!, confidence, source: line.text }, last: { value: rest.join(' '), confidence, source: line.text } };
  }
  return null;
}

function parseContact(lines: readonly Line[]) {
  let email: ParsedField<string> | null = null;
  let phone: ParsedField<string> | null = null;
  let postalCode: ParsedField<string> | null = null;
  for (const line of lines) {
    if (!email) {
      const m = EMAIL.exec(line.text);
      if (m) email = { value: m[0].toLowerCase(), confidence: 0.98, source: line.text };
    }
    if (!phone && !findDateRange(line.text)) {
      const m = PHONE.exec(line.text);
      if (m) phone = { value: `${m[1]}${m[2]}${m[3]}`, confidence: line.section === 'top' ? 0.95 : 0.75, source: line.text };
    }
    if (!postalCode && line.section === 'top') {
      const m = ZIP_AFTER_STATE.exec(line.text);
      if (m && STATE_CODES.has(m[1]!)) postalCode = { value: m[2]!, confidence: 0.9, source: line.text };
    }
  }
  return { email, phone, postalCode };
}

function parseSummary(lines: readonly Line[]): ParsedField<string> | null {
  const summary = lines.filter((l) => l.section === 'summary');
  if (summary.length === 0) return null;
  const text = summary.map((l) => l.text).join(' ').slice(0, 1000);
  return { value: text, confidence: 0.8, source: summary[0]!.text };
}

function splitParts(text: string): string[] {
  return text
    .split(/\s+[|–—]\s+|\s+-\s+|\s+at\s+|\s*\|\s*|\t/u)
    .flatMap((part) => part.split(/,\s+(?=[A-Z])/u))
    .map((p) => p.replace(/^[,;:()\s]+|[,;:()\s]+$/gu, '').trim())
    .filter((p) => p.length > 1);
}

function parseHistory(lines: readonly Line[], index: TermIndex): ParsedField<ParsedHistory>[] {
  const hasSection = lines.some((l) => l.section === 'experience');
  const pool = hasSection ? lines.filter((l) => l.section === 'experience') : lines.filter((l) => l.section !== 'education');
  const used = new Set<number>();
  const entries: ParsedField<ParsedHistory>[] = [];
  for (let i = 0; i < pool.length; i++) {
    const line = pool[i]!;
    const range = findDateRange(line.text);
    if (!range) continue;
    used.add(line.index);
    const parts = splitParts(line.text.replace(range.match, ' ').replace(/\s+/gu, ' '));
    const context: Line[] = [line];
    // Layouts put the employer and title on the date line or on the one or two lines above it.
    for (let back = 1; back <= 2 && parts.length < 2; back++) {
      const previous = pool[i - back];
      if (!previous || used.has(previous.index) || findDateRange(previous.text) || previous.text.length > 90) break;
      used.add(previous.index);
      context.unshift(previous);
      parts.unshift(...splitParts(previous.text));
    }
    let city: string | null = null;
    let state: string | null = null;
    const rest: string[] = [];
    for (const part of parts) {
      const loc = LOCATION.exec(part);
      if (!city && loc && STATE_CODES.has(loc[2]!) && !COMPANY_WORDS.test(loc[1]!)) {
        city = loc[1]!.trim();
        state = loc[2]!;
      } else if (!(STATE_CODES.has(part) && city)) rest.push(part);
    }
    // A state on its own after "City," (split by the comma rule).
    if (!city) {
      for (let p = 0; p < rest.length - 1; p++) {
        if (STATE_CODES.has(rest[p + 1]!) && !COMPANY_WORDS.test(rest[p]!) && !TITLE_WORDS.test(rest[p]!)) {
          city = rest[p]!;
          state = rest[p + 1]!;
          rest.splice(p, 2);
          break;
        }
      }
    }
    let titlePart: string | undefined;
    let jobTitleId: number | null = null;
    for (const part of rest) {
      const hit = index.find({ text: part, section: 'experience', index: line.index }).find((h) => h.kind === 'jobTitles');
      if (hit) {
        titlePart = part;
        jobTitleId = hit.id;
        break;
      }
    }
    titlePart ??= rest.find((p) => TITLE_WORDS.test(p) && !COMPANY_WORDS.test(p));
    const employerPart = rest.find((p) => p !== titlePart && COMPANY_WORDS.test(p)) ?? rest.find((p) => p !== titlePart);
    if (!employerPart && !titlePart) continue;
    let confidence = 0.45;
    if (jobTitleId) confidence += 0.2;
    else if (titlePart) confidence += 0.1;
    if (employerPart && COMPANY_WORDS.test(employerPart)) confidence += 0.15;
    if (employerPart && titlePart) confidence += 0.1;
    // Years without months are a guess at both ends: always the pro's to confirm.
    if (range.precise) confidence += 0.08;
    else confidence = Math.min(confidence, LOW_CONFIDENCE - 0.1);
    entries.push({
      value: {
        employerName: employerPart ?? '',
        jobTitle: titlePart ?? '',
        jobTitleId,
        city,
        state,
        startYYYYMM: range.startYYYYMM,
        endYYYYMM: range.endYYYYMM,
      },
      confidence: clamp(confidence),
      source: context.map((l) => l.text).join(' / '),
    });
  }
  return entries;
}

function parseEducation(lines: readonly Line[]): ParsedField<ParsedEducation>[] {
  const pool = lines.filter((l) => l.section === 'education');
  const entries: ParsedField<ParsedEducation>[] = [];
  for (let i = 0; i < pool.length; i++) {
    const line = pool[i]!;
    const school = SCHOOL_WORDS.test(line.text);
    const degree = DEGREE_WORDS.test(line.text);
    if (!school && !degree) continue;
    const range = findDateRange(line.text);
    const year = range ? undefined : SINGLE_YEAR.exec(line.text)?.[1];
    const parts = splitParts(line.text.replace(range?.match ?? year ?? '\u0000', ' ').replace(/\s+/gu, ' ')).filter((p) => !/^(?:19|20)\d{2}$/u.test(p));
    let schoolName = parts.find((p) => SCHOOL_WORDS.test(p)) ?? null;
    let degreeName = parts.find((p) => p !== schoolName && DEGREE_WORDS.test(p)) ?? null;
    // "Certificate in X" on one line and the school on the next.
    const next = pool[i + 1];
    if (!schoolName && next && SCHOOL_WORDS.test(next.text) && !DEGREE_WORDS.test(next.text)) {
      schoolName = splitParts(next.text).find((p) => SCHOOL_WORDS.test(p)) ?? next.text;
      i++;
    }
    const certification = !schoolName && CERT_WORDS.test(line.text);
    if (!schoolName && !certification) {
      degreeName ??= parts[0] ?? null;
      if (!degreeName) continue;
    }
    const fieldMatch = /\bin\s+([A-Z][\w &/-]{2,60})$/u.exec(degreeName ?? '') ?? /\bof\s+([A-Z][\w &/-]{2,60})$/u.exec(degreeName ?? '');
    let confidence = 0.5 + (schoolName ? 0.2 : 0) + (degreeName ? 0.15 : 0) + (range || year ? 0.1 : -0.05);
    if (certification) confidence += 0.05;
    entries.push({
      value: {
        kind: certification ? 'certification' : 'education',
        school: schoolName ?? degreeName ?? '',
        degree: schoolName ? degreeName : null,
        fieldOfStudy: fieldMatch ? fieldMatch[1]!.trim() : null,
        startYYYYMM: range?.startYYYYMM ?? null,
        endYYYYMM: range ? range.endYYYYMM : year ? Number(year) * 100 + 6 : null,
      },
      confidence: clamp(confidence),
      source: line.text,
    });
  }
  return entries;
}

const SECTION_WEIGHT: Record<Kind, Partial<Record<Section, number>> & { base: number }> = {
  jobTitles: { base: 0.7, experience: 0.9, top: 0.85, summary: 0.8 },
  skills: { base: 0.65, skills: 0.9, experience: 0.8 },
  machines: { base: 0.65, skills: 0.9, experience: 0.8 },
  brands: { base: 0.6, skills: 0.85, experience: 0.75 },
  knowledgeDisciplines: { base: 0.55, skills: 0.85, experience: 0.7 },
  industries: { base: 0.5, experience: 0.65, summary: 0.65 },
};

function termConfidence(kind: Kind, hits: readonly TermHit[]): number {
  const weights = SECTION_WEIGHT[kind];
  const best = Math.max(...hits.map((h) => weights[h.line.section] ?? weights.base));
  // Seen again elsewhere: more likely meant. Short names (CNC, PLC) are likelier to be noise.
  const repeated = new Set(hits.map((h) => h.line.index)).size > 1 ? 0.05 : 0;
  const short = normalizeTerm(hits[0]!.name).length <= 3 && !hits.some((h) => h.line.text.includes(hits[0]!.name)) ? -0.15 : 0;
  return clamp(best + repeated + short);
}

/** The profile fields of a resume's text, each with its confidence. */
export function parseResumeText(text: string, vocabulary: ResumeVocabulary): ResumeData {
  const lines = splitLines(text);
  const index = new TermIndex(vocabulary);
  const hitsByKey = new Map<string, TermHit[]>();
  for (const line of lines) {
    for (const hit of index.find(line)) {
      const key = `${hit.kind}:${hit.id}`;
      hitsByKey.set(key, [...(hitsByKey.get(key) ?? []), hit]);
    }
  }
  const terms = (kind: Kind) =>
    [...hitsByKey.values()]
      .filter((hits) => hits[0]!.kind === kind)
      .map((hits) => ({ id: hits[0]!.id, name: hits[0]!.name, hits, confidence: termConfidence(kind, hits), source: hits[0]!.line.text }));

  const brandHits = terms('brands');
  const machines = terms('machines').map((m) => {
    const known = vocabulary.machines.find((x) => x.id === m.id)?.brandIds ?? [];
    // A brand written on the same line as the machine, and known to make it.
    const lineIds = new Set(m.hits.map((h) => h.line.index));
    const brandIds = brandHits.filter((b) => known.includes(b.id) && b.hits.some((h) => lineIds.has(h.line.index))).map((b) => b.id);
    return { value: { id: m.id, name: m.name, brandIds }, confidence: m.confidence, source: m.source };
  });
  const skillCategory = new Map(vocabulary.skills.map((s) => [s.id, s.category]));
  const name = parseName(lines, index);
  return {
    nameFirst: name?.first ?? null,
    nameLast: name?.last ?? null,
    ...parseContact(lines),
    summary: parseSummary(lines),
    jobTitles: terms('jobTitles').map((t) => ({ value: { id: t.id, name: t.name }, confidence: t.confidence, source: t.source })),
    skills: terms('skills').map((t) => ({ value: { id: t.id, name: t.name, category: skillCategory.get(t.id) ?? 1 }, confidence: t.confidence, source: t.source })),
    machines,
    brands: brandHits.map((t) => ({ value: { id: t.id, name: t.name }, confidence: t.confidence, source: t.source })),
    knowledgeDisciplines: terms('knowledgeDisciplines').map((t) => ({ value: { id: t.id, name: t.name }, confidence: t.confidence, source: t.source })),
    industries: terms('industries').map((t) => ({ value: { id: t.id, name: t.name }, confidence: t.confidence, source: t.source })),
    history: parseHistory(lines, index),
    education: parseEducation(lines),
  };
}
