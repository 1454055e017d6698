import mammoth from 'mammoth';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { sniffImageType } from '@floorhire/domain-pro-profile';
import { DOCX_MIME, isResumeImageType, PDF_MIME, RESUME_TEXTS, type ParsedField, type ResumeData } from '@floorhire/domain-pro-profile';
import { parseResumeText, type ResumeVocabulary } from './resume.parse';
import { joinOcr, OCR_MAX_PDF_PAGES, OCR_MAX_PIXELS, OcrImageTooLarge, ocrImage, pixelsToPng, type OcrResult } from './resume.ocr';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

// Real text extraction: unpdf (PDF.js for servers) for PDF, mammoth for Word .docx, and OCR
// (tesseract.js, resume.ocr.ts) for images and for PDFs whose pages are pictures (a scan).

export class ResumeReadError extends Error {}

export type ReadBy = 'text' | 'ocr';

export interface ExtractedText {
  text: string;
  readBy: ReadBy;
  /** OCR only: how sure tesseract was of each line. */
  ocr?: OcrResult;
}

const hasText = (text: string) => /[\p{L}\p{N}]/u.test(text);

async function ocrOrFail(read: () => Promise<OcrResult>): Promise<OcrResult> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof OcrImageTooLarge) throw new ResumeReadError(RESUME_TEXTS.imageTooLarge);
    throw new ResumeReadError(RESUME_TEXTS.unreadable);
  }
}

/** The pictures of a scanned PDF's pages (the largest of each page), read with OCR. */
async function ocrPdfPages(pdf: PDFDocumentProxy): Promise<OcrResult | undefined> {
  const results: OcrResult[] = [];
  for (let page = 1; page <= Math.min(pdf.numPages, OCR_MAX_PDF_PAGES); page++) {
    const images = await extractImages(pdf, page);
    const largest = images.filter((i) => i.width * i.height <= OCR_MAX_PIXELS).sort((a, b) => b.width * b.height - a.width * a.height)[0];
    // Logos and rules are no page: a scanned page is at least a few hundred pixels each way.
    if (!largest || largest.width < 300 || largest.height < 300) continue;
    results.push(await ocrOrFail(() => ocrImage(pixelsToPng(largest))));
  }
  return results.length > 0 ? joinOcr(results) : undefined;
}

export async function extractResumeText(bytes: Uint8Array, mimeType: string): Promise<ExtractedText> {
  // An image is what its bytes say, whatever name or type it came with.
  if (isResumeImageType(mimeType) || sniffImageType(bytes)) {
    if (!sniffImageType(bytes)) throw new ResumeReadError(RESUME_TEXTS.unreadable);
    const ocr = await ocrOrFail(() => ocrImage(bytes));
    if (!hasText(ocr.text)) throw new ResumeReadError(RESUME_TEXTS.noText);
    return { text: ocr.text, readBy: 'ocr', ocr };
  }
  let text: string;
  let pdf: PDFDocumentProxy | undefined;
  try {
    if (mimeType === PDF_MIME) {
      // PDF.js takes ownership of the buffer it is given: hand it a copy.
      pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
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
  if (hasText(text)) return { text, readBy: 'text' };
  // No text layer: a scan saved as PDF.
  const ocr = pdf ? await ocrPdfPages(pdf) : undefined;
  if (!ocr || !hasText(ocr.text)) throw new ResumeReadError(RESUME_TEXTS.noText);
  return { text: ocr.text, readBy: 'ocr', ocr };
}

const squash = (text: string) => text.replace(/\s+/gu, ' ').trim();

/**
 * A field read from an image is only as sure as the OCR of the line it came from: its
 * confidence is multiplied by the line's (a history entry by its least sure line), so a blurred
 * line falls below LOW_CONFIDENCE and the pro confirms it, as for any unsure field.
 */
export function weighByOcr(data: ResumeData, ocr: OcrResult): ResumeData {
  const byLine = new Map(ocr.lines.map((l) => [squash(l.text), l.confidence]));
  const lineConfidence = (source: string) => {
    const parts = source.split(' / ').map((part) => byLine.get(squash(part)) ?? [...byLine].find(([line]) => line.includes(squash(part)))?.[1] ?? ocr.confidence);
    return Math.min(...parts);
  };
  const weigh = <T>(field: ParsedField<T>): ParsedField<T> => ({ ...field, confidence: Math.round(field.confidence * lineConfidence(field.source) * 100) / 100 });
  const one = <T>(field: ParsedField<T> | null) => (field ? weigh(field) : null);
  return {
    nameFirst: one(data.nameFirst),
    nameLast: one(data.nameLast),
    email: one(data.email),
    phone: one(data.phone),
    postalCode: one(data.postalCode),
    summary: one(data.summary),
    jobTitles: data.jobTitles.map(weigh),
    skills: data.skills.map(weigh),
    machines: data.machines.map(weigh),
    brands: data.brands.map(weigh),
    knowledgeDisciplines: data.knowledgeDisciplines.map(weigh),
    industries: data.industries.map(weigh),
    history: data.history.map(weigh),
    education: data.education.map(weigh),
  };
}

/** A resume file to its text and its profile fields, each with a confidence. */
export async function parseResume(bytes: Uint8Array, mimeType: string, vocabulary: ResumeVocabulary): Promise<{ resumeText: string; resumeData: ResumeData; readBy: ReadBy }> {
  const { text, readBy, ocr } = await extractResumeText(bytes, mimeType);
  const parsed = parseResumeText(text, vocabulary);
  return { resumeText: text, resumeData: ocr ? weighByOcr(parsed, ocr) : parsed, readBy };
}
