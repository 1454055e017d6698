import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatPhone, PRODUCT_NAME } from '@floorhire/rules';
import { APPLICATION_API_TEXTS, type ApplicantDetail } from '@floorhire/domain-applications';

// The applicant's profile as a real PDF (GET /job-applicant/{id}/profile-pdf), drawn with
// pdf-lib's standard fonts so nothing is read from disk. docs/decisions/107-profile-pdf.md.

const PAGE: [number, number] = [612, 792]; // US Letter in points
const MARGIN = 54;
const GREEN = rgb(0, 0x90 / 255, 0x0d / 255);

/** Standard fonts speak WinAnsi only; anything else would throw, so it becomes '?'. */
function winAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/gu, "'")
    .replace(/[\u201c\u201d]/gu, '"')
    .replace(/[\u2013\u2014]/gu, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/gu, '?');
}

const month = (yyyymm: number | null) => (yyyymm ? `${String(yyyymm % 100).padStart(2, '0')}/${Math.floor(yyyymm / 100)}` : 'Present');

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  line(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}): void {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    const width = PAGE[0] - 2 * MARGIN;
    for (const paragraph of winAnsi(text).split(/\r?\n/u)) {
      let current = '';
      const flush = () => {
        this.ensure(size * 1.4);
        this.page.drawText(current, { x: MARGIN, y: this.y - size, size, font, color: options.color ?? rgb(0.1, 0.1, 0.1) });
        this.y -= size * 1.4;
        current = '';
      };
      for (const word of paragraph.split(' ')) {
        const next = current ? `${current} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && current) {
          flush();
          current = word;
        } else current = next;
      }
      flush();
    }
    this.y -= options.gap ?? 0;
  }

  heading(text: string): void {
    this.y -= 8;
    this.line(text, { size: 13, bold: true, color: GREEN, gap: 2 });
  }
}

export async function profilePdf(detail: ApplicantDetail, now: Date = new Date()): Promise<Uint8Array> {
  const name = `${detail.userProfile.nameFirst} ${detail.userProfile.nameLast}`.trim();
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(APPLICATION_API_TEXTS.pdfTitle(name)));
  doc.setAuthor(PRODUCT_NAME);
  doc.setCreator(PRODUCT_NAME);
  doc.setCreationDate(now);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  w.line(name, { size: 22, bold: true, gap: 4 });
  w.line(`Applicant for ${detail.job.jobTitle.title} at ${detail.job.employer.name}`, { size: 11 });
  const place = [detail.contact.city, detail.contact.state].filter(Boolean).join(', ');
  const phone = detail.contact.phone ? formatPhone(detail.contact.phone) : '';
  w.line([detail.contact.email, phone, place].filter(Boolean).join('  |  '), { size: 10 });
  w.line(`Status: ${detail.statusLabel}${detail.score !== null ? `   Score: ${detail.score.toFixed(1)}` : ''}`, { size: 10, gap: 4 });

  if (detail.resume.summary) {
    w.heading('Summary');
    w.line(detail.resume.summary);
  }
  if (detail.scoreEvidence) {
    w.heading('Match with this job');
    w.line(detail.scoreEvidence.summary);
    for (const item of detail.scoreEvidence.items.filter((i) => i.status !== 'not-required')) {
      w.line(`${item.label}: ${item.status} - needs ${item.required}; has ${item.found}`, { size: 9.5 });
    }
  }
  w.heading('Work experience');
  if (detail.workHistory.length === 0) w.line('None listed');
  for (const job of detail.workHistory) {
    w.line(`${job.jobTitle}, ${job.employerName}`, { bold: true });
    w.line(`${month(job.startYYYYMM)} - ${month(job.endYYYYMM)}${job.city ? `  ${job.city}${job.state ? `, ${job.state}` : ''}` : ''}`, { size: 9.5 });
    if (job.description) w.line(job.description, { size: 9.5, gap: 3 });
  }
  w.heading('Education and certifications');
  if (detail.education.length === 0) w.line('None listed');
  for (const e of detail.education) {
    w.line([e.degree, e.fieldOfStudy].filter(Boolean).join(', ') || (e.kind === 'certification' ? 'Certification' : 'Education'), { bold: true });
    w.line(`${e.school}${e.endYYYYMM ? `, ${month(e.endYYYYMM)}` : ''}`, { size: 9.5, gap: 2 });
  }
  if (detail.screenerAnswers.some((a) => a.answer)) {
    w.heading('Screening answers');
    for (const a of detail.screenerAnswers) {
      w.line(a.question, { bold: true, size: 10 });
      w.line(a.answer ?? 'No answer', { size: 9.5, gap: 2 });
    }
  }
  w.line('');
  w.line(`Generated by ${PRODUCT_NAME} on ${now.toISOString().slice(0, 10)}`, { size: 8, color: rgb(0.45, 0.45, 0.45) });
  return doc.save({ useObjectStreams: false });
}
