import { describe, expect, it } from 'vitest';
import { formatMaskedPhone, formatPhone, formatPhoneE164, formatPhoneInput, phoneInputDigits } from './index';

describe('phone formats', () => {
  it("shows '1234567890' as '(123) 456-7890'", () => {
    expect(formatPhone('1234567890')).toBe('(123) 456-7890');
    expect(formatPhone('123-456-7890')).toBe('(123) 456-7890');
    expect(formatPhone(1234567890)).toBe('(123) 456-7890');
  });
  it('is empty unless there are exactly 10 digits', () => {
    expect(formatPhone('123456789')).toBe('');
    expect(formatPhone('11234567890')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
  it('has a +1 form', () => {
    expect(formatPhoneE164('(123) 456-7890')).toBe('+11234567890');
    expect(formatPhoneE164('123')).toBe('');
  });
  it('shows masked six-digit numbers as ddd-ddd-****', () => {
    expect(formatMaskedPhone('123456****')).toBe('123-456-****');
    expect(formatMaskedPhone('1234567890')).toBe('(123) 456-7890');
  });
  it('masks the input while typing and emits digits only', () => {
    expect(formatPhoneInput('1')).toBe('(1');
    expect(formatPhoneInput('12345')).toBe('(123) 45');
    expect(formatPhoneInput('123456789012')).toBe('(123) 456-7890');
    expect(phoneInputDigits('(123) 456-7890')).toBe('1234567890');
  });
});
