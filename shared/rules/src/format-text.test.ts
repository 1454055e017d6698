import { describe, expect, it } from 'vitest';
import { formatScore, fullName, initials, possessive, truncate } from './index';

describe('possessive', () => {
  it("'James' → \"James'\" and 'Maria' → \"Maria's\"", () => {
    expect(possessive('James')).toBe("James'");
    expect(possessive('Maria')).toBe("Maria's");
    expect(possessive('CHARLES')).toBe("CHARLES'");
    expect(possessive('')).toBe('');
  });
});

describe('scores', () => {
  it('show one decimal', () => {
    expect(formatScore(8.25)).toBe('8.3');
    expect(formatScore(7)).toBe('7.0');
    expect(formatScore('6.44')).toBe('6.4');
    expect(formatScore(null)).toBe('');
  });
});

describe('truncate', () => {
  it('returns text shorter than the limit unchanged', () => {
    expect(truncate('Welder', 10)).toBe('Welder');
  });
  it('adds an ellipsis when the text is not shorter than the limit', () => {
    expect(truncate('Maintenance Technician', 11)).toBe('Maintenance...');
    expect(truncate('CNC Operator', 12)).toBe('CNC Operator...');
  });
  it('trims the space before the ellipsis and never splits an emoji', () => {
    expect(truncate('CNC Operator', 4)).toBe('CNC...');
    expect(truncate('👷👷👷', 2)).toBe('👷👷...');
  });
  it('treats a missing text as empty', () => {
    expect(truncate(undefined, 5)).toBe('');
  });
});

describe('names', () => {
  it('joins first and last names and makes initials', () => {
    expect(fullName('Ada', ' Lovelace ')).toBe('Ada Lovelace');
    expect(fullName('Ada', null)).toBe('Ada');
    expect(initials('ada', 'lovelace')).toBe('AL');
  });
});
