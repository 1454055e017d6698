import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { DOCX_MIME, PDF_MIME, RESUME_TEXTS, type ResumeData } from '@floorhire/domain-pro-profile';
import { parseResumeText, type ResumeVocabulary } from './resume.parse';

// Real text extraction: unpdf (PDF.js for servers) for PDF, mammoth for Word .docx.

export class ResumeReadError extends Error {}

export async function extractResumeText(bytes: Uint8Array, mimeType: string): Promise<string> {
  let text: string;
  try {
    if (mimeType === PDF_MIME) {
      // PDF.js takes ownership of the buffer it is given: hand it a copy.
      const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
      text = (await extractText(pdf, { mergePages: true })).text;
    } else if (mimeType === DOCX_MIME) {
      text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    } else {
      throw new ResumeReadError(RESUME_TEXTS.unsupportedType);
    }
  } catch (error) {
    if (error instanceof ResumeReadError) throw error;
    throw new ResumeReadError(RESUME_TEXTS.unreadable);
  }
  if (!/[\p{L}\p{N}]/u.test(text)) throw new ResumeReadError(RESUME_TEXTS.noText);
  return text;
}

/** A resume file to its text and its profile fields, each with a confidence. */
export async function parseResume(bytes: Uint8Array, mimeType: string, vocabulary: ResumeVocabulary): Promise<{ resumeText: string; resumeData: ResumeData }> {
  const resumeText = await extractResumeText(bytes, mimeType);
  return { resumeText, resumeData: parseResumeText(resumeText, vocabulary) };
}
