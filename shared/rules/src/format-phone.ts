// Phone formats of spec 000 §9.
function digitsOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/gu, '') : '';
}

/** (xxx) xxx-xxxx when the value has exactly 10 digits, else an empty string. */
export function formatPhone(value: unknown): string {
  const digits = digitsOf(value);
  if (digits.length !== 10) return '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The +1 form for tel: and SMS links (E.164), or '' when not 10 digits. */
export function formatPhoneE164(value: unknown): string {
  const digits = digitsOf(value);
  return digits.length === 10 ? `+1${digits}` : '';
}

/** A number whose last four digits are hidden, 123456****, shows as 123-456-****. */
export function formatMaskedPhone(value: unknown): string {
  const compact = typeof value === 'string' ? value.replace(/[^\d*]/gu, '') : '';
  const match = /^(\d{3})(\d{3})\*{4}$/u.exec(compact);
  if (match) return `${match[1]}-${match[2]}-****`;
  return formatPhone(value);
}

/** What the masked input shows while typing: partial numbers are formatted as far as they go. */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/gu, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** What the masked input emits: digits only, at most 10. */
export function phoneInputDigits(value: string): string {
  return value.replace(/\D/gu, '').slice(0, 10);
}
