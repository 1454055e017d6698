import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { dataUrlByteLength, decodeDataUrl, DOCX_MIME, needsConfirmation, PDF_MIME, RESUME_TEXTS, resumeFileError, ResumeUploadBodySchema } from './resume';

describe('resume files', () => {
  it('accepts PDF, Word .docx and the images of spec 002 §5 up to 5,000,000 bytes, trusting the name when the type is empty', () => {
    expect(resumeFileError({ name: 'a.pdf', type: PDF_MIME, size: 5_000_000 })).toBeUndefined();
    expect(resumeFileError({ name: 'a.docx', type: '', size: 10 })).toBeUndefined();
    expect(resumeFileError({ name: 'a.pdf', type: PDF_MIME, size: 5_000_001 })).toBe('Error, file too large. Max file size is 5MB');
    expect(resumeFileError({ name: 'scan.png', type: 'image/png', size: 10 })).toBeUndefined();
    expect(resumeFileError({ name: 'photo.JPG', type: '', size: 10 })).toBeUndefined();
    expect(resumeFileError({ name: 'photo.jpg', type: 'image/jpg', size: 10 })).toBeUndefined();
    expect(resumeFileError({ name: 'scan.bmp', type: 'image/x-ms-bmp', size: 10 })).toBeUndefined();
    expect(resumeFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(RESUME_TEXTS.unsupportedType);
    expect(resumeFileError({ name: 'a.txt', type: '', size: 10 })).toBe(RESUME_TEXTS.unsupportedType);
  });

  it('decodes base64 data URLs and measures them without decoding', () => {
    const url = `data:${DOCX_MIME};base64,${btoa('hello')}`;
    expect(decodeDataUrl(url)).toEqual({ mimeType: DOCX_MIME, bytes: new TextEncoder().encode('hello') });
    expect(dataUrlByteLength(url)).toBe(5);
    expect(decodeDataUrl('data:text/plain,hello')).toBeUndefined();
  });

  it('the upload body refuses a file over 5 MB in the spec words', () => {
    const big = `data:${PDF_MIME};base64,${'A'.repeat(6_700_000)}`;
    const result = v.safeParse(ResumeUploadBodySchema, { resumeDataUrl: big });
    expect(result.success ? undefined : result.issues[0].message).toBe('Error, file too large. Max file size is 5MB');
  });

  it('fields under 0.7 need the pro to confirm them', () => {
    expect(needsConfirmation({ confidence: 0.69 })).toBe(true);
    expect(needsConfirmation({ confidence: 0.7 })).toBe(false);
  });
});
