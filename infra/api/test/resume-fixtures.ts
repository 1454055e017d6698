import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// Real resume files for tests and journeys, made here instead of kept as binary blobs: a PDF
// (pdf-lib) and a Word .docx (docx), both from the same lines. Test-only (docx is a dev
// dependency); nothing in the running product imports this file.

export const SAMPLE_RESUME_LINES = [
  'Jordan Rivera',
  'CNC Machinist',
  'Dayton, OH 45402 | (937) 555-0142 | jordan.rivera@example.test',
  'Summary',
  'CNC machinist with eight years on Haas and Mazak mills and lathes in precision manufacturing.',
  'Experience',
  'CNC Machinist, Acme Precision Manufacturing Inc, Dayton, OH 03/2019 - Present',
  'Set up and ran Haas VF-2 CNC Mill; read blueprints; GD&T inspection with micrometers.',
  'Machine Operator | Buckeye Plastics LLC | 2015 - 2019',
  'Ran injection molding presses and did quality inspection.',
  'Education',
  'Sinclair Community College, Associate of Applied Science in Machining Technology, 2015',
  'OSHA 10 Certification',
  'Skills',
  'Blueprint Reading, GD&T, CNC Mill, Haas, Welding, Forklift',
] as const;

export async function resumePdf(lines: readonly string[] = SAMPLE_RESUME_LINES): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Resume');
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let y = 740;
  for (const line of lines) {
    page.drawText(line, { x: 48, y, size: 11, font });
    y -= 18;
  }
  return pdf.save();
}

export async function resumeDocx(lines: readonly string[] = SAMPLE_RESUME_LINES): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

export function dataUrlOf(bytes: Uint8Array, mimeType: string): string {
  return `data:${mimeType};base64,${Buffer.from(bytes).toString('base64')}`;
}
