import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import {
  BATCH_RESUME_TEXTS as T,
  FIVE_BY_FIVE_COLUMNS,
  FIVE_BY_FIVE_HEADER_NAMES,
  FIVE_BY_FIVE_MAX_ROWS,
  normalizeEmail,
  normalizePhone,
  type FiveByFiveColumn,
} from '@floorhire/domain-pro-profile';
import { ZipSchema } from '@floorhire/rules';

// The 5x5 CSV (ADR 322): a header line naming the five profile fields of spec 002 §2 and one
// person a row. Read with csv-parse (quotes, embedded commas and line breaks, a byte-order mark,
// ";" or tab from spreadsheets set to another locale). Each row is checked here; a bad row becomes
// a batch file in error with its line number, so the good rows still go in.

export class CsvError extends Error {}

export interface CsvPerson {
  /** The line of the file it came from (the header is line 1). */
  line: number;
  values: Record<FiveByFiveColumn, string>;
  /** Normalised, or the words saying what is wrong with the row. */
  result: { ok: true; person: { nameFirst: string; nameLast: string; email: string | null; phone: string | null; postalCode: string | null } } | { ok: false; error: string };
}

const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z]/gu, '');

function delimiterOf(firstLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

function checkRow(line: number, values: Record<FiveByFiveColumn, string>): CsvPerson['result'] {
  const problem = (message: string) => ({ ok: false as const, error: T.row(line, message) });
  const nameFirst = values.nameFirst.trim();
  const nameLast = values.nameLast.trim();
  if (!nameFirst) return problem(T.rowFirstNameMissing);
  if (!nameLast) return problem(T.rowLastNameMissing);
  const email = values.email.trim() ? normalizeEmail(values.email) : null;
  if (values.email.trim() && !email) return problem(T.rowEmailInvalid);
  const phone = values.phone.trim() ? normalizePhone(values.phone) : null;
  if (values.phone.trim() && !phone) return problem(T.rowPhoneInvalid);
  if (!email && !phone) return problem(T.rowNoContact);
  const zip = values.postalCode.trim();
  if (zip && !v.is(ZipSchema, zip)) return problem(T.rowZipInvalid);
  return { ok: true, person: { nameFirst, nameLast, email, phone, postalCode: zip || null } };
}

/** The people of a 5x5 CSV, each checked; throws CsvError for a file that cannot be taken at all. */
export function readFiveByFive(csv: string): CsvPerson[] {
  const text = csv.replace(/^\uFEFF/u, '');
  if (!text.trim()) throw new CsvError(T.csvEmpty);
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, { delimiter: delimiterOf(text.split(/\r?\n/u, 1)[0] ?? ''), relax_column_count: true, skip_empty_lines: true, trim: true, bom: true, info: true }) as unknown as typeof rows;
  } catch {
    throw new CsvError(T.csvUnreadable);
  }
  const header = rows[0]?.record;
  if (!header) throw new CsvError(T.csvEmpty);
  const index = new Map<FiveByFiveColumn, number>();
  header.forEach((name, i) => {
    const key = headerKey(name);
    const column = FIVE_BY_FIVE_COLUMNS.find((c) => FIVE_BY_FIVE_HEADER_NAMES[c].includes(key));
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = FIVE_BY_FIVE_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0) throw new CsvError(T.csvMissingColumns(missing.map((c) => T.columnLabels[c])));
  const people = rows.slice(1).filter((row) => row.record.some((c) => c.trim() !== ''));
  if (people.length === 0) throw new CsvError(T.csvNoRows);
  if (people.length > FIVE_BY_FIVE_MAX_ROWS) throw new CsvError(T.csvTooManyRows);
  return people.map(({ record: cells, info }) => {
    // The line the record ended on, as a spreadsheet numbers it.
    const line = info.lines;
    const values = Object.fromEntries(FIVE_BY_FIVE_COLUMNS.map((c) => [c, cells[index.get(c)!] ?? ''])) as Record<FiveByFiveColumn, string>;
    return { line, values, result: checkRow(line, values) };
  });
}
