import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { SAMPLE_RESUME_LINES } from './resume-fixtures';

// Photographed and scanned resumes for the OCR tests, the journeys and the benchmark, made here
// instead of kept as binary blobs: the lines drawn in a real font (DejaVu Sans, which Debian's
// chromium brings with fontconfig) by @napi-rs/canvas, as PNG, JPEG, 24-bit BMP, and a PDF whose
// only content is that picture (a scan: no text layer). Test-only (a dev dependency).

const FONT_PATHS = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'];
let family: string | undefined;

function fontFamily(): string {
  if (family) return family;
  for (const path of FONT_PATHS) {
    const font = GlobalFonts.registerFromPath(path, 'Resume');
    if (font) return (family = 'Resume');
  }
  // Whatever fontconfig has: the system's sans-serif.
  return (family = 'sans-serif');
}

export interface ResumeImageOptions {
  lines?: readonly string[];
  /** Pixels a line; 26 is a letter page at about 150 dpi. */
  size?: number;
  width?: number;
}

function draw({ lines = SAMPLE_RESUME_LINES, size = 26, width = 1400 }: ResumeImageOptions = {}) {
  const height = Math.round(size * 1.8 * (lines.length + 2));
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#161616';
  g.font = `${size}px ${fontFamily()}`;
  lines.forEach((line, i) => g.fillText(line, size * 2, Math.round(size * 1.8 * (i + 1.5))));
  return canvas;
}

export function resumePng(options?: ResumeImageOptions): Buffer {
  return draw(options).toBuffer('image/png');
}

export function resumeJpeg(options?: ResumeImageOptions): Buffer {
  return draw(options).toBuffer('image/jpeg', 85);
}

/** A 24-bit bottom-up BMP, as scanners and old Windows tools write them. */
export function resumeBmp(options?: ResumeImageOptions): Buffer {
  const canvas = draw(options);
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowBytes * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(rowBytes * height, 34);
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      file[row + x * 3] = rgba[at + 2]!;
      file[row + x * 3 + 1] = rgba[at + 1]!;
      file[row + x * 3 + 2] = rgba[at]!;
    }
  }
  return file;
}

/** A PDF whose page is only a picture of the resume: no text layer, as a scanner saves it. */
export async function scannedResumePdf(options?: ResumeImageOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(resumePng(options));
  const page = pdf.addPage([612, 792]);
  const scale = 560 / image.width;
  page.drawImage(image, { x: 26, y: 792 - 26 - image.height * scale, width: image.width * scale, height: image.height * scale });
  return pdf.save();
}
