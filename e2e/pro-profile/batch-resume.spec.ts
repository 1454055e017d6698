import { expect, test, type Page } from '@playwright/test';
import { BATCH_RESUME_TEXTS as T, DOCX_MIME, PDF_MIME } from '@floorhire/domain-pro-profile';
import { resumeDocx, resumePdf, SAMPLE_RESUME_LINES } from '../../infra/api/test/resume-fixtures';
import { resumeJpeg, resumePng } from '../../infra/api/test/resume-images';
import { expectNoAxeViolations } from '../support/axe';
import { ShellPage } from '../support/shell-page';
import { BatchResumePages } from './pages/batch-resume-pages';

// Staff load a stack of resumes from a job fair (ADR 321): 20 files, two of them photos, one the
// resume of a pro who is already on FloorHire. The progress bar reaches 20 as the API's worker
// reads each file, and the pro who exists is matched and updated, not made twice.

// Digits only in what OCR reads (names aside): clock and random, so a run never meets an earlier one.
const stamp = `${Date.now() % 1e8}${Math.floor(Math.random() * 90 + 10)}`;

function resumeOf(first: string, last: string, email: string, phone: string): string[] {
  const [, title, , ...rest] = SAMPLE_RESUME_LINES;
  return [`${first} ${last}`, title!, `Dayton, OH 45402 | (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)} | ${email}`, ...rest];
}
const phone = (n: number) => `${300 + (Number(stamp.slice(-3)) % 600)}${String((Number(stamp) + n * 7919) % 1e7).padStart(7, '0')}`;
const NAMES = ['Avery Stone', 'Blake Moreno', 'Casey Nguyen', 'Drew Patel', 'Emery Brooks', 'Finley Ortiz', 'Gray Walsh', 'Harper Diaz', 'Indy Foster', 'Jules Kim', 'Kendall Reyes', 'Logan Price', 'Marlow Chen', 'Noel Bishop', 'Oakley Hayes', 'Parker Lane', 'Quinn Avila'];

async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png`, fullPage: true });
}

test.describe('bulk resume upload', () => {
  test('staff upload 20 resumes, two of them photos, and watch the progress reach 20 with the pro who exists matched, not made again', async ({ page }) => {
    test.setTimeout(180_000);
    // A pro already on FloorHire (signed up herself), whose resume is in the stack.
    const existingEmail = `existing${stamp}@example.test`;
    const signUp = await page.request.post('/v4/public/signup/pro', { data: { email: existingEmail, password: 'Strong-pass-1', nameFirst: 'Rowan', nameLast: 'Existing' } });
    expect(signUp.status()).toBe(201);
    await page.context().clearCookies();

    const files: { name: string; mimeType: string; buffer: Buffer }[] = [];
    for (const [i, name] of NAMES.entries()) {
      const [first, last] = name.split(' ') as [string, string];
      const lines = resumeOf(first, last, `${first.toLowerCase()}.${last.toLowerCase()}.${stamp}@example.test`, phone(i));
      files.push(i % 2 === 0 ? { name: `${first}-${last}.pdf`, mimeType: PDF_MIME, buffer: Buffer.from(await resumePdf(lines)) } : { name: `${first}-${last}.docx`, mimeType: DOCX_MIME, buffer: Buffer.from(await resumeDocx(lines)) });
    }
    files.push({ name: 'rowan-existing.pdf', mimeType: PDF_MIME, buffer: Buffer.from(await resumePdf(resumeOf('Rowan', 'Existing', existingEmail, phone(40)))) });
    files.push({ name: 'photo-of-resume.jpg', mimeType: 'image/jpeg', buffer: resumeJpeg({ lines: resumeOf('Sage', 'Photo', `sage${stamp}@example.test`, phone(41)) }) });
    files.push({ name: 'scanned-resume.png', mimeType: 'image/png', buffer: resumePng({ lines: resumeOf('Tatum', 'Scan', `tatum${stamp}@example.test`, phone(42)) }) });
    expect(files).toHaveLength(20);

    const shell = new ShellPage(page);
    const batches = new BatchResumePages(page);
    await shell.login('admin');
    await batches.open('/admin/batch-resume/upload');
    await expectNoAxeViolations(page, 'bulk resume upload');

    await batches.upload(files);
    const card = batches.newest();
    await expect(card.getByRole('heading', { name: T.batchOf('upload', 20) })).toBeVisible();
    // The bar moves while files are read, then reaches 20.
    await expect(batches.progress(card)).toHaveText(T.progress(20, 20), { timeout: 120_000 });
    await expect(card.getByTestId('batch-status')).toHaveText(T.batchStatus.completed);
    // 19 made and the one who exists matched: not made twice.
    await expect(batches.counts(card)).toHaveText(T.counts(19, 1, 0));
    await expect(card.getByTestId('batch-file').filter({ hasText: 'rowan-existing.pdf' })).toContainText(T.outcome.updated);
    await expect(card.getByTestId('batch-file').filter({ hasText: 'photo-of-resume.jpg' }).getByRole('link')).toHaveText(`${T.openPro}: Sage Photo`);
    await expectNoAxeViolations(page, 'bulk resume upload, batch done');
    await shot(page, 'batch-upload-1280');

    // The same board on a phone, and the 5x5 CSV page beside it.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(batches.progress(batches.newest())).toBeVisible();
    await expectNoAxeViolations(page, 'bulk resume upload at 390 px');
    await shot(page, 'batch-upload-390');
    await page.getByRole('link', { name: T.otherPageCsv }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.csvTitle })).toBeVisible();
    await expectNoAxeViolations(page, '5x5 CSV upload at 390 px');
    await shot(page, 'batch-csv-390');
  });
});
