import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createWorker, OEM, type Worker as OcrWorker } from 'tesseract.js';

// OCR of photographed and scanned resumes (ADR 218, amended; ADR 320). tesseract.js runs its
// WebAssembly core from node_modules (tesseract.js-core) in a worker thread and reads the English
// model from @tesseract.js-data/eng: nothing is downloaded at install or at run time. One worker
// per API process, made on first use and ended after OCR_IDLE_MS without work, reads one image at
// a time (a queue), and images above OCR_MAX_PIXELS are refused before they are decoded, so an
// API process holds at most one model and one page in memory for OCR.

const require = createRequire(import.meta.url);

/** The English model: the integer-quantised "best" LSTM data (the package's own default is 4.0.0, larger and no better here). */
export const OCR_LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
/** The worker is ended after this long without an image (the model is about 60 MB in memory). */
export const OCR_IDLE_MS = 60_000;
/** About a 7,000 × 5,700 photo; larger images take more memory than a resume is worth. */
export const OCR_MAX_PIXELS = 40_000_000;
/** A resume is a few pages; a scanned book is not read to the end. */
export const OCR_MAX_PDF_PAGES = 6;

export interface OcrLine {
  text: string;
  /** 0-1, tesseract's confidence in the line. */
  confidence: number;
}

export interface OcrResult {
  text: string;
  /** 0-1, tesseract's mean confidence over the page(s). */
  confidence: number;
  lines: OcrLine[];
}

export class OcrImageTooLarge extends Error {}

let worker: Promise<OcrWorker> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<OcrWorker> {
  // cacheMethod 'none': the model is read from the package every time the worker starts, never
  // copied into the working directory.
  worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: OCR_LANG_PATH, gzip: true, cacheMethod: 'none', logger: () => undefined, errorHandler: () => undefined });
  return worker;
}

function scheduleIdleStop(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopOcr(), OCR_IDLE_MS);
  idleTimer.unref();
}

/** Ends the OCR worker (idle, shutdown, tests); the next image starts a new one. */
export async function stopOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  const current = worker;
  worker = undefined;
  if (current) await (await current.catch(() => undefined))?.terminate();
}

/** Width and height from a PNG, JPEG or BMP header, without decoding the image. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return undefined;
      const marker = bytes[at + 1]!;
      // Start-of-frame markers (baseline, progressive, …) carry the size; C4, C8 and CC do not.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      }
      at += 2 + view.getUint16(at + 2);
    }
  }
  return undefined;
}

interface RecognisedLine {
  text: string;
  confidence: number;
}

/** Reads one image (PNG, JPEG or BMP bytes). One at a time per process. */
export function ocrImage(bytes: Uint8Array): Promise<OcrResult> {
  const size = imageSize(bytes);
  if (size && size.width * size.height > OCR_MAX_PIXELS) return Promise.reject(new OcrImageTooLarge(`${size.width}x${size.height}`));
  const run = queue.then(async () => {
    if (idleTimer) clearTimeout(idleTimer);
    try {
      const ocr = await getWorker();
      const { data } = await ocr.recognize(Buffer.from(bytes), {}, { text: true, blocks: true });
      const lines: RecognisedLine[] = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => ({ text: l.text.replace(/\s+/gu, ' ').trim(), confidence: l.confidence }))));
      return {
        text: data.text,
        confidence: Math.max(0, Math.min(1, data.confidence / 100)),
        lines: lines.filter((l) => l.text).map((l) => ({ text: l.text, confidence: Math.max(0, Math.min(1, l.confidence / 100)) })),
      };
    } finally {
      scheduleIdleStop();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Several pages' results as one document (pages in order). */
export function joinOcr(results: readonly OcrResult[]): OcrResult {
  const lines = results.flatMap((r) => r.lines);
  const weight = results.reduce((n, r) => n + Math.max(1, r.lines.length), 0);
  const confidence = weight === 0 ? 0 : results.reduce((n, r) => n + r.confidence * Math.max(1, r.lines.length), 0) / weight;
  return { text: results.map((r) => r.text).join('\n'), confidence, lines };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * Raw pixels (1 grey, 3 RGB or 4 RGBA channels a pixel, as PDF.js gives a page's images) as a PNG
 * tesseract can read. Fast deflate: the file lives only until the worker has read it.
 */
export function pixelsToPng(pixels: { data: Uint8ClampedArray | Uint8Array; width: number; height: number; channels: 1 | 3 | 4 }): Buffer {
  const { width, height, channels } = pixels;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = channels === 1 ? 0 : channels === 3 ? 2 : 6;
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(pixels.data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw, { level: 1 })), pngChunk('IEND', Buffer.alloc(0))]);
}
