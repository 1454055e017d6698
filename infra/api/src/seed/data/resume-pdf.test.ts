import { describe, expect, it } from 'vitest';
import { resumePdf, resumePdfDataUrl } from './resume-pdf';

describe('seeded resume PDF', () => {
  const pdf = resumePdf(['Daniel Reyes', 'CNC Machinist (Haas, Mazak)', 'Skills: GD&T \\ blueprints']);

  it('has an xref table whose offsets point at each object', () => {
    const start = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(start).startsWith('xref')).toBe(true);
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it('declares the true content length and escapes parentheses and backslashes', () => {
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1]);
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(pdf)?.[1] ?? '';
    expect(stream.length).toBe(length);
    expect(stream).toContain('(CNC Machinist \\(Haas, Mazak\\)) Tj');
    expect(stream).toContain('GD&T \\\\ blueprints');
  });

  it('travels as a base64 PDF data URL', () => {
    const url = resumePdfDataUrl(['x']);
    expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1] ?? '', 'base64').toString('latin1').startsWith('%PDF-1.4')).toBe(true);
  });
});
