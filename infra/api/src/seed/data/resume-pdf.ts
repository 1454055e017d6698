// A minimal, valid one-page PDF (Helvetica text, correct xref table) so a seeded resume is a real
// file that a browser opens and the resume parser can read, without shipping binary fixtures.

const escapePdf = (text: string) => text.replace(/[^\x20-\x7e]/g, '').replace(/([\\()])/g, '\\$1');

export function resumePdf(lines: readonly string[]): string {
  const body = lines
    .slice(0, 52)
    .map((line, i) => `${i === 0 ? '' : 'T* '}(${escapePdf(line)}) Tj`)
    .join('\n');
  const stream = `BT /F1 10 Tf 13 TL 54 750 Td\n${body}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** The PDF as a data: URL, the form the resume endpoints accept (resumeDataUrl). */
export function resumePdfDataUrl(lines: readonly string[]): string {
  return `data:application/pdf;base64,${Buffer.from(resumePdf(lines), 'latin1').toString('base64')}`;
}
