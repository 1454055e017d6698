import * as v from 'valibot';
import { VALIDATION_MESSAGES as M } from './texts/validation';
import { MESSAGE_TITLE_MAX } from './hiring';

// Validation rules of spec 000 §5 as valibot schemas. Strings are trimmed first so a stray
// space never fails a form; outputs are the normalised values the API receives.

/** First issue message of a value, or undefined when valid: the shape form fields want. */
export function fieldError<S extends v.GenericSchema>(schema: S, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
}

export const EmailSchema = v.pipe(v.string(M.invalidEmail), v.trim(), v.nonEmpty(M.invalidEmail), v.email(M.invalidEmail), v.maxLength(254, M.invalidEmail));

/** At least two space-separated parts (spec 000 §5). */
export const FullNameSchema = v.pipe(v.string(M.invalidName), v.trim(), v.regex(/^\S+(\s+\S+)+$/u, M.invalidName), v.maxLength(200, M.invalidName));

/** Splits a full name: the first part is the first name, the rest the last name. */
export function splitFullName(fullName: string): { nameFirst: string; nameLast: string } {
  const [nameFirst = '', ...rest] = fullName.trim().split(/\s+/u);
  return { nameFirst, nameLast: rest.join(' ') };
}

/** New passwords: required, 8 or more characters, a number and an uppercase letter. */
export const PasswordSchema = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.minLength(8, M.passwordTooShort),
  v.regex(/\d/u, M.passwordNeedsNumber),
  v.regex(/\p{Lu}/u, M.passwordNeedsUppercase),
  v.maxLength(200, 'Password must be 200 characters or fewer'),
);

/** Login only requires a password; the strength rules apply when one is chosen. */
export const LoginPasswordSchema = v.pipe(v.string(M.passwordRequired), v.nonEmpty(M.passwordRequired));

export const LoginSchema = v.object({ email: EmailSchema, password: LoginPasswordSchema });
const PHONE_PATTERN = /^(?:\(\d{3}\)\s?\d{3}-?\d{4}|\d{3}-?\d{3}-?\d{4})$/u;

/** Phone as typed, (123) 456-7890 or with optional dashes; outputs the 10 digits (spec 000 §5). */
export const PhoneSchema = v.pipe(
  v.string(M.invalidPhone),
  v.trim(),
  v.regex(PHONE_PATTERN, M.invalidPhone),
  v.transform((phone) => phone.replace(/\D/gu, '')),
);

/** What the masked input emits and the API stores: exactly 10 digits. */
export const PhoneDigitsSchema = v.pipe(v.string(M.invalidPhone), v.regex(/^\d{10}$/u, M.invalidPhone));

export const ZipSchema = v.pipe(v.string(M.invalidZip), v.trim(), v.regex(/^\d{5}$/u, M.invalidZip));

const WEBSITE_PATTERN = /^(?:https?:\/\/)?(?:[\p{L}\d](?:[\p{L}\d-]{0,61}[\p{L}\d])?\.)+\p{L}{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** Optional website; a bare domain is accepted and given https:// (docs/decisions/080). */
export const WebsiteSchema = v.pipe(
  v.optional(v.nullable(v.string(M.invalidWebsite)), ''),
  v.transform((value) => (value ?? '').trim()),
  v.check((value) => value === '' || WEBSITE_PATTERN.test(value), M.invalidWebsite),
  v.transform((value) => (value === '' || /^https?:\/\//iu.test(value) ? value : `https://${value}`)),
);

/** Required (spec 000 §5): not empty, not blank, not an empty list; 0 counts only when allowZero. */
export function isPresent(value: unknown, options: { allowZero?: boolean } = {}): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return !Number.isNaN(value) && (value !== 0 || options.allowZero === true);
  return true;
}

export const RequiredStringSchema = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required));

export function requiredArray<S extends v.GenericSchema>(item: S) {
  return v.pipe(v.array(item, M.required), v.minLength(1, M.required));
}

/** The numeric variant of Required: any number including 0. */
export const RequiredNumberSchema = v.pipe(v.number(M.required), v.check((n) => !Number.isNaN(n), M.required));

/** Digits with an optional decimal point only. */
export const NumericTextSchema = v.pipe(v.string(M.numericOnly), v.trim(), v.regex(/^(?:\d+\.?\d*|\.\d+)$/u, M.numericOnly));

export const NoSpacesSchema = v.pipe(v.string(M.noSpaces), v.regex(/^\S*$/u, M.noSpaces));

const MONTH_YEAR_PATTERN = /^(0?[1-9]|1[0-2])\/(\d{4})$/u;

export const MonthYearSchema = v.pipe(v.string(M.invalidMonthYear), v.trim(), v.regex(MONTH_YEAR_PATTERN, M.invalidMonthYear));

/** Month/year text to the YYYYMM number the pro history stores (startYYYYMM, endYYYYMM). */
export function monthYearToYyyymm(value: string): number | undefined {
  const match = MONTH_YEAR_PATTERN.exec(value.trim());
  if (!match) return undefined;
  return Number(match[2]) * 100 + Number(match[1]);
}

export function yyyymmToMonthYear(value: number): string {
  const month = value % 100;
  return `${String(month).padStart(2, '0')}/${Math.floor(value / 100)}`;
}

export const PayRateSchema = v.pipe(v.number(M.payRateTooLow), v.finite(M.payRateTooLow), v.minValue(1, M.payRateTooLow));
export const PositiveNumberSchema = v.pipe(v.number(M.mustBePositive), v.finite(M.mustBePositive), v.gtValue(0, M.mustBePositive));
export const NonNegativeNumberSchema = v.pipe(v.number(M.mustBeNonNegative), v.finite(M.mustBeNonNegative), v.minValue(0, M.mustBeNonNegative));

export const MessageTitleSchema = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(MESSAGE_TITLE_MAX, M.messageTitleTooLong));

/** Upload limits (spec 000 §5): 5 MB for files, 5,000,000 bytes for avatars. */
export const UPLOAD_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  avatarBytes: 5_000_000,
  imageTypes: ['image/png', 'image/jpeg', 'image/bmp'],
} as const;
export type ImageKind = 'file' | 'avatar';

/** The upload rule on plain facts, so the API can apply it to a data URL without a Blob. */
export function imageUploadError(file: { size: number; type: string }, kind: ImageKind = 'file'): string | undefined {
  if (!(UPLOAD_LIMITS.imageTypes as readonly string[]).includes(file.type.toLowerCase())) return M.invalidImageType;
  const limit = kind === 'avatar' ? UPLOAD_LIMITS.avatarBytes : UPLOAD_LIMITS.fileBytes;
  if (file.size > limit) return M.fileTooLarge;
  return undefined;
}

export function imageFileSchema(kind: ImageKind = 'file') {
  return v.pipe(
    v.blob(M.invalidImageType),
    v.mimeType(['image/png', 'image/jpeg', 'image/bmp'], M.invalidImageType),
    v.maxSize(kind === 'avatar' ? UPLOAD_LIMITS.avatarBytes : UPLOAD_LIMITS.fileBytes, M.fileTooLarge),
  );
}

/** Type and decoded size of a base64 data URL (how photos and resumes travel to the API). */
export function dataUrlInfo(dataUrl: string): { type: string; size: number } | undefined {
  const match = /^data:([\w.+-]+\/[\w.+-]+)(?:;[\w-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/u.exec(dataUrl);
  if (!match) return undefined;
  const base64 = match[2] ?? '';
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return { type: (match[1] ?? '').toLowerCase(), size: Math.floor((base64.length * 3) / 4) - padding };
}

/**
 * Multi-select with an All option (spec 000 §5): picking All clears the others, picking
 * another value clears All. `next` is the selection after the user's click.
 */
export function applyAllOption<T>(previous: readonly T[], next: readonly T[], all: T): T[] {
  const hadAll = previous.includes(all);
  const hasAll = next.includes(all);
  if (hasAll && !hadAll) return [all];
  if (hasAll && next.length > 1) return next.filter((value) => value !== all);
  return [...next];
}

// Control characters, zero-width marks and bidi overrides; emoji joiners are kept.
const NON_PRINTABLE = /[\p{Cc}\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;

/** Display and search cleanup: strips non-printable characters (spec 000 §5). */
export function stripNonPrintable(text: string): string {
  return text.replace(NON_PRINTABLE, '');
}

/** Pro name search keeps letters, apostrophe, comma, period, space and hyphen (spec 001 §5). */
export function sanitizeNameSearch(text: string): string {
  return stripNonPrintable(text).replace(/[^\p{L}',. -]/gu, '');
}

/** Phone search uses the digits of the input only. */
export function phoneSearchDigits(text: string): string {
  return text.replace(/\D/gu, '');
}

export const SAME_SITE_VALUES = ['lax', 'strict', 'none'] as const;

export const CookieSchema = v.object({
  name: v.pipe(v.string(M.invalidCookieParameters), v.regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/u, M.invalidCookieParameters)),
  value: v.pipe(v.string(M.invalidCookieParameters), v.nonEmpty(M.invalidCookieParameters)),
  sameSite: v.optional(v.picklist(SAME_SITE_VALUES, M.invalidCookieParameters), 'strict'),
  path: v.optional(v.pipe(v.string(), v.startsWith('/', M.invalidCookieParameters)), '/'),
  neverExpire: v.optional(v.boolean(), false),
});
export type CookieInput = v.InferInput<typeof CookieSchema>;

/** Never-expiring cookies expire on 31 Dec 9999 (spec 000 §9). */
export const NEVER_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';

/**
 * Serialises a session cookie: secure, strict same-site and path / by default. Throws
 * 'invalid cookie parameters' without a name and a value (spec 000 §5).
 */
export function serializeCookie(input: CookieInput): string {
  const result = v.safeParse(CookieSchema, input);
  if (!result.success) throw new Error(M.invalidCookieParameters);
  const cookie = result.output;
  const sameSite = cookie.sameSite.charAt(0).toUpperCase() + cookie.sameSite.slice(1);
  // The old front end also sent max-age -1, which deletes the cookie at once; Expires alone keeps it.
  const expiry = cookie.neverExpire ? `; Expires=${NEVER_EXPIRES}` : '';
  return `${cookie.name}=${encodeURIComponent(cookie.value)}; Path=${cookie.path}; SameSite=${sameSite}; Secure${expiry}`;
}

const IdSchema = v.pipe(
  v.union([v.number(M.invalidActiveEmployer), v.pipe(v.string(M.invalidActiveEmployer), v.regex(/^\d+$/u, M.invalidActiveEmployer))], M.invalidActiveEmployer),
  v.transform(Number),
  v.integer(M.invalidActiveEmployer),
  v.minValue(1, M.invalidActiveEmployer),
);

/** Changing the active employer needs numeric profile and employer ids (spec 000 §5). */
export const ActiveEmployerChangeSchema = v.object({ profileId: IdSchema, employerId: IdSchema });

/** A user tied to employers needs at least one employer mapping (spec 000 §5). */
export const EmployerMappingsSchema = v.pipe(
  v.array(v.object({ employerId: v.pipe(v.number(), v.integer(), v.minValue(1)) }), M.employerMappingRequired),
  v.minLength(1, M.employerMappingRequired),
);
