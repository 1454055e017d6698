import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ActiveEmployerChangeSchema,
  DateRangeSchema,
  EmailSchema,
  EmployerMappingsSchema,
  FullNameSchema,
  IsoDateSchema,
  LoginSchema,
  MessageTitleSchema,
  MonthYearSchema,
  NoSpacesSchema,
  NonNegativeNumberSchema,
  NumericTextSchema,
  PasswordSchema,
  PayRateSchema,
  PhoneSchema,
  PositiveNumberSchema,
  RequiredNumberSchema,
  RequiredStringSchema,
  WebsiteSchema,
  ZipSchema,
  applyAllOption,
  dataUrlInfo,
  fieldError,
  futureDateSchema,
  imageFileSchema,
  imageUploadError,
  isEndAfterStart,
  isPresent,
  monthYearToYyyymm,
  phoneSearchDigits,
  requiredArray,
  sanitizeNameSearch,
  serializeCookie,
  splitFullName,
  stripNonPrintable,
  yyyymmToMonthYear,
} from './index';

describe('e-mail', () => {
  it("accepts a valid address and rejects others with 'Invalid e-mail'", () => {
    expect(v.parse(EmailSchema, ' owner@acme-machining.test ')).toBe('owner@acme-machining.test');
    expect(fieldError(EmailSchema, 'owner@')).toBe('Invalid e-mail');
    expect(fieldError(EmailSchema, '')).toBe('Invalid e-mail');
  });
});

describe('full name', () => {
  it("needs at least two space-separated parts, else 'Invalid name'", () => {
    expect(fieldError(FullNameSchema, 'Ada Lovelace')).toBeUndefined();
    expect(fieldError(FullNameSchema, 'Mary Ann  Smith')).toBeUndefined();
    expect(fieldError(FullNameSchema, 'Ada')).toBe('Invalid name');
    expect(fieldError(FullNameSchema, '  Ada  ')).toBe('Invalid name');
  });
  it('splits into first name and the rest', () => {
    expect(splitFullName(' Mary Ann Smith ')).toEqual({ nameFirst: 'Mary', nameLast: 'Ann Smith' });
  });
});

describe('password', () => {
  it("says 'Password is required' when empty", () => {
    expect(fieldError(PasswordSchema, '')).toBe('Password is required');
    expect(fieldError(LoginSchema, { email: 'a@b.co', password: '' })).toBe('Password is required');
  });
  it('needs 8 characters, a number and an uppercase letter', () => {
    expect(fieldError(PasswordSchema, 'Abc1')).toBe('Password must be at least 8 characters');
    expect(fieldError(PasswordSchema, 'Abcdefgh')).toBe('Password must include a number');
    expect(fieldError(PasswordSchema, 'abcdefg1')).toBe('Password must include an uppercase letter');
    expect(fieldError(PasswordSchema, 'Demo-pass-1')).toBeUndefined();
  });
  it('login accepts any non-empty password', () => {
    expect(v.safeParse(LoginSchema, { email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('phone', () => {
  it.each(['(123) 456-7890', '(123)456-7890', '123-456-7890', '1234567890', '123-4567890'])('accepts %s as 10 digits', (phone) => {
    expect(v.parse(PhoneSchema, phone)).toBe('1234567890');
  });
  it.each(['123456789', '12345678901', '(123) 456 7890', '+1 123 456 7890', 'abc'])("rejects %s with 'Phone number must be valid'", (phone) => {
    expect(fieldError(PhoneSchema, phone)).toBe('Phone number must be valid');
  });
});

describe('ZIP', () => {
  it('is exactly 5 digits', () => {
    expect(fieldError(ZipSchema, '60601')).toBeUndefined();
    expect(fieldError(ZipSchema, '6060')).toBe('Please enter a valid 5-digit ZIP code');
    expect(fieldError(ZipSchema, '60601-1234')).toBe('Please enter a valid 5-digit ZIP code');
  });
});

describe('website', () => {
  it('is optional and normalised to https', () => {
    expect(v.parse(WebsiteSchema, undefined)).toBe('');
    expect(v.parse(WebsiteSchema, '')).toBe('');
    expect(v.parse(WebsiteSchema, 'acme-machining.com')).toBe('https://acme-machining.com');
    expect(v.parse(WebsiteSchema, 'http://acme.com/jobs?x=1')).toBe('http://acme.com/jobs?x=1');
  });
  it("rejects what is not an address with 'Invalid website'", () => {
    expect(fieldError(WebsiteSchema, 'not a site')).toBe('Invalid website');
    expect(fieldError(WebsiteSchema, 'acme')).toBe('Invalid website');
  });
});

describe('required', () => {
  it("rejects blanks and empty lists with 'Required.'", () => {
    expect(fieldError(RequiredStringSchema, '   ')).toBe('Required.');
    expect(fieldError(requiredArray(v.number()), [])).toBe('Required.');
    expect(fieldError(requiredArray(v.number()), [1])).toBeUndefined();
  });
  it('allows zero only in the numeric variant', () => {
    expect(fieldError(RequiredNumberSchema, 0)).toBeUndefined();
    expect(fieldError(RequiredNumberSchema, Number.NaN)).toBe('Required.');
    expect(isPresent(0)).toBe(false);
    expect(isPresent(0, { allowZero: true })).toBe(true);
    expect(isPresent([])).toBe(false);
    expect(isPresent(' x ')).toBe(true);
  });
});

describe('numeric and no-space inputs', () => {
  it('accepts digits with an optional decimal point only', () => {
    expect(fieldError(NumericTextSchema, '12.50')).toBeUndefined();
    expect(fieldError(NumericTextSchema, '12')).toBeUndefined();
    expect(fieldError(NumericTextSchema, '12a')).toBeDefined();
    expect(fieldError(NumericTextSchema, '1.2.3')).toBeDefined();
    expect(fieldError(NumericTextSchema, '-1')).toBeDefined();
  });
  it('refuses spaces', () => {
    expect(fieldError(NoSpacesSchema, 'abc')).toBeUndefined();
    expect(fieldError(NoSpacesSchema, 'a b')).toBe('Spaces are not allowed');
  });
});

describe('month/year and end date', () => {
  it('accepts MM/YYYY and M/YYYY', () => {
    expect(fieldError(MonthYearSchema, '03/2024')).toBeUndefined();
    expect(fieldError(MonthYearSchema, '3/2024')).toBeUndefined();
    expect(fieldError(MonthYearSchema, '13/2024')).toBe('Date should be formatted as MM/YYYY or M/YYYY');
    expect(fieldError(MonthYearSchema, '2024-03')).toBe('Date should be formatted as MM/YYYY or M/YYYY');
  });
  it('converts to and from YYYYMM', () => {
    expect(monthYearToYyyymm('3/2024')).toBe(202403);
    expect(yyyymmToMonthYear(202403)).toBe('03/2024');
  });
  it("says 'End date must be after start date' when the end comes first", () => {
    expect(isEndAfterStart('03/2024', '02/2024')).toBe(false);
    expect(isEndAfterStart('03/2024', '3/2024')).toBe(true);
    expect(isEndAfterStart('12/2023', '1/2024')).toBe(true);
    expect(isEndAfterStart('2024-03-01', '2024-03-01')).toBe(false);
    const result = v.safeParse(DateRangeSchema, { start: '05/2024', end: '04/2024' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('End date must be after start date');
    expect(v.flatten(result.issues!).nested?.end).toEqual(['End date must be after start date']);
    expect(v.safeParse(DateRangeSchema, { start: '05/2024', end: null }).success).toBe(true);
  });
});

describe('numbers', () => {
  it("pay rates start at $1: 'Only pay rates of $1 or higher are valid.'", () => {
    expect(fieldError(PayRateSchema, 1)).toBeUndefined();
    expect(fieldError(PayRateSchema, 0.99)).toBe('Only pay rates of $1 or higher are valid.');
  });
  it('positive and non-negative values', () => {
    expect(fieldError(PositiveNumberSchema, 0)).toBe('This value must be greater than 0');
    expect(fieldError(PositiveNumberSchema, 0.1)).toBeUndefined();
    expect(fieldError(NonNegativeNumberSchema, 0)).toBeUndefined();
    expect(fieldError(NonNegativeNumberSchema, -1)).toBe('This value must be greater or equal than 0');
  });
});

describe('dates today or later', () => {
  const now = () => new Date('2026-03-10T04:00:00Z'); // still 9 March in Chicago
  it('compares calendar days in America/Chicago', () => {
    const schema = futureDateSchema(now);
    expect(fieldError(schema, '2026-03-09')).toBeUndefined();
    expect(fieldError(schema, '2026-03-08')).toBe('Date must be today or later');
    expect(fieldError(IsoDateSchema, '2026-02-30')).toBe('Date should be formatted as YYYY-MM-DD');
  });
});

describe('message title', () => {
  it('allows at most 48 characters', () => {
    expect(fieldError(MessageTitleSchema, 'x'.repeat(48))).toBeUndefined();
    expect(fieldError(MessageTitleSchema, 'x'.repeat(49))).toBe('Title must be 48 characters or fewer');
  });
});

describe('image uploads', () => {
  it("refuses files over 5 MB with 'Error, file too large. Max file size is 5MB'", () => {
    expect(imageUploadError({ size: 5 * 1024 * 1024, type: 'image/png' })).toBeUndefined();
    expect(imageUploadError({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe('Error, file too large. Max file size is 5MB');
  });
  it('limits avatars to 5,000,000 bytes', () => {
    expect(imageUploadError({ size: 5_000_000, type: 'image/jpeg' }, 'avatar')).toBeUndefined();
    expect(imageUploadError({ size: 5_000_001, type: 'image/jpeg' }, 'avatar')).toBe('Error, file too large. Max file size is 5MB');
  });
  it('accepts png, jpeg and bmp only', () => {
    expect(imageUploadError({ size: 10, type: 'image/bmp' })).toBeUndefined();
    expect(imageUploadError({ size: 10, type: 'image/gif' })).toBe('Only PNG, JPEG or BMP images are allowed');
  });
  it('applies the same rule to Blobs', () => {
    expect(fieldError(imageFileSchema('avatar'), new Blob([new Uint8Array(5_000_001)], { type: 'image/png' }))).toBe(
      'Error, file too large. Max file size is 5MB',
    );
    expect(fieldError(imageFileSchema(), new Blob([new Uint8Array(10)], { type: 'image/png' }))).toBeUndefined();
  });
  it('reads type and size of a data URL', () => {
    const dataUrl = `data:image/png;base64,${Buffer.from('hello!!').toString('base64')}`;
    expect(dataUrlInfo(dataUrl)).toEqual({ type: 'image/png', size: 7 });
    expect(dataUrlInfo('not a data url')).toBeUndefined();
  });
});

describe('multi-select with All', () => {
  it('choosing All clears the others', () => {
    expect(applyAllOption(['a', 'b'], ['a', 'b', 'All'], 'All')).toEqual(['All']);
  });
  it('choosing another value clears All', () => {
    expect(applyAllOption(['All'], ['All', 'a'], 'All')).toEqual(['a']);
  });
  it('leaves ordinary changes alone', () => {
    expect(applyAllOption(['a'], ['a', 'b'], 'All')).toEqual(['a', 'b']);
  });
});

describe('cleanup', () => {
  it('strips non-printable characters but keeps text and emoji', () => {
    expect(stripNonPrintable('Ac\u0000me\u200B \u0007Mach\u202Eining 👩‍🔧')).toBe('Acme Machining 👩‍🔧');
  });
  it('keeps only name characters in a pro name search', () => {
    expect(sanitizeNameSearch("O'Brien-Smith, Jr.; DROP")).toBe("O'Brien-Smith, Jr. DROP");
    expect(sanitizeNameSearch('José 123')).toBe('José ');
  });
  it('uses only the digits of a phone search', () => {
    expect(phoneSearchDigits('(312) 555-0100')).toBe('3125550100');
  });
});

describe('cookies', () => {
  it("fails with 'invalid cookie parameters' without a name or a value", () => {
    expect(() => serializeCookie({ name: '', value: 'x' })).toThrow('invalid cookie parameters');
    expect(() => serializeCookie({ name: 'x', value: '' })).toThrow('invalid cookie parameters');
  });
  it('is secure, strict and path / by default; never-expire runs to 31 Dec 9999', () => {
    expect(serializeCookie({ name: 'fh_employer', value: '12' })).toBe('fh_employer=12; Path=/; SameSite=Strict; Secure');
    expect(serializeCookie({ name: 'a', value: 'b c', sameSite: 'lax', neverExpire: true })).toBe(
      'a=b%20c; Path=/; SameSite=Lax; Secure; Expires=Fri, 31 Dec 9999 23:59:59 GMT',
    );
  });
});

describe('employer rules', () => {
  it('changing the active employer needs numeric ids', () => {
    expect(v.parse(ActiveEmployerChangeSchema, { profileId: '7', employerId: 3 })).toEqual({ profileId: 7, employerId: 3 });
    expect(fieldError(ActiveEmployerChangeSchema, { profileId: 'abc', employerId: 3 })).toBe(
      'A valid numeric profile id and employer id are required to change the active employer',
    );
    expect(v.safeParse(ActiveEmployerChangeSchema, { profileId: 7, employerId: 0 }).success).toBe(false);
  });
  it('a tied user needs at least one employer mapping', () => {
    expect(fieldError(EmployerMappingsSchema, [])).toBe('A user must belong to at least one employer');
    expect(fieldError(EmployerMappingsSchema, [{ employerId: 4 }])).toBeUndefined();
  });
});
