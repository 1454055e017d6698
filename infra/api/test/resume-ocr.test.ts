import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsConfirmation, PDF_MIME, RESUME_TEXTS, type ProProfile, type ResumeParse } from '@floorhire/domain-pro-profile';
import { OCR_LANG_PATH } from '../src/modules/resume/resume.ocr';
import { stopOcr } from '../src/modules/resume';
import { call, closeContext, testContext, uniqueEmail, type TestContext } from './helpers';
import { dataUrlOf } from './resume-fixtures';
import { resumeBmp, resumeJpeg, resumePng, scannedResumePdf } from './resume-images';

// Photographed and scanned resumes (spec 002 §5 png, jpeg, bmp; ADR 320): read with OCR on this
// machine in the background parse, for the pro's own upload as for text resumes, each field with
// a confidence the pro confirms when it is low. PGlite and PostgreSQL.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await testContext();
  const term = async (table: string, column: string, name: string) =>
    (await ctx.db.one(`select 1 from ${table} where lower(${column}) = lower($1)`, [name])) ?? (await ctx.db.query(`insert into ${table} (${column}) values ($1)`, [name]));
  await term('job_titles', 'title', 'CNC Machinist');
  await term('brands', 'name', 'Haas');
});
afterAll(async () => {
  await stopOcr();
  await closeContext();
});

async function signUp(): Promise<{ token: string; proId: number }> {
  const res = await call(ctx, 'POST', '/v4/public/signup/pro', { body: { email: uniqueEmail('ocr-pro'), password: 'Strong-pass-1', nameFirst: 'Jordan', nameLast: 'Rivera' } });
  const token = res.json<{ accessToken: string }>().accessToken;
  const me = await call(ctx, 'GET', '/v4/user-profile/me?include=["pro"]', { token });
  return { token, proId: me.json<{ pro: { id: number } }>().pro.id };
}

async function parse(token: string, proId: number, dataUrl: string, fileName: string): Promise<ResumeParse> {
  const res = await call(ctx, 'POST', `/v4/pro/${proId}/resume`, { token, body: { resumeDataUrl: dataUrl, fileName } });
  expect(res.statusCode).toBe(202);
  await ctx.app.deps.worker.runDue();
  return (await call(ctx, 'GET', `/v4/public/resume/parse/${res.json<ResumeParse>().parseId}`, { token })).json<ResumeParse>();
}

describe('resumes from images', () => {
  it('the English model and the engine come from node_modules, nothing is fetched', () => {
    expect(OCR_LANG_PATH).toMatch(/node_modules\/@tesseract\.js-data\/eng\/4\.0\.0_best_int$/u);
    expect(existsSync(`${OCR_LANG_PATH}/eng.traineddata.gz`)).toBe(true);
  });

  it('a pro uploads a photo of a resume: read with OCR, fields with confidences, confirmed onto the profile', { timeout: 90_000 }, async () => {
    const pro = await signUp();
    const done = await parse(pro.token, pro.proId, dataUrlOf(resumeJpeg(), 'image/jpeg'), 'photo.jpg');
    expect(done).toMatchObject({ status: 'completed', readBy: 'ocr', mimeType: 'image/jpeg' });
    expect(done.resumeText).toContain('Acme Precision Manufacturing');
    const data = done.resumeData!;
    expect(data.email?.value).toBe('jordan.rivera@example.test');
    expect(data.phone?.value).toBe('9375550142');
    expect(data.nameFirst?.value).toBe('Jordan');
    // OCR lowers each confidence by its line's: a sure read stays sure, nothing is surer than from text.
    expect(data.email!.confidence).toBeLessThan(0.98);
    expect(needsConfirmation(data.email!)).toBe(false);
    expect(data.history.some(needsConfirmation)).toBe(true);

    const confirmed = await call(ctx, 'POST', `/v4/pro/${pro.proId}/resume/${done.parseId}/confirm`, { token: pro.token, body: { phone: '9375550142', postalCode: '45402' } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<ProProfile>()).toMatchObject({ phone: '9375550142', postalCode: '45402', resumeUrl: `/v4/resume/file/${done.parseId}` });
  });

  it('reads PNG and BMP scans and a PDF that is only a picture (no text layer)', { timeout: 120_000 }, async () => {
    const pro = await signUp();
    for (const [url, name, type] of [
      [dataUrlOf(resumePng(), 'image/png'), 'scan.png', 'image/png'],
      [dataUrlOf(resumeBmp({ size: 24 }), 'image/bmp'), 'scan.bmp', 'image/bmp'],
      [dataUrlOf(await scannedResumePdf(), PDF_MIME), 'scan.pdf', PDF_MIME],
    ] as const) {
      const done = await parse(pro.token, pro.proId, url, name);
      expect(done, name).toMatchObject({ status: 'completed', readBy: 'ocr', mimeType: type });
      expect(done.resumeData?.email?.value, name).toBe('jordan.rivera@example.test');
    }
  });

  it('an image is typed by its bytes, and a picture with no words says what to do', { timeout: 60_000 }, async () => {
    const pro = await signUp();
    // A photo sent as "resume.pdf" by a phone is still read as the photo it is.
    const renamed = await parse(pro.token, pro.proId, dataUrlOf(resumePng(), PDF_MIME), 'resume.pdf');
    expect(renamed).toMatchObject({ status: 'completed', mimeType: 'image/png', readBy: 'ocr' });
    const blank = await parse(pro.token, pro.proId, dataUrlOf(resumePng({ lines: [] }), 'image/png'), 'blank.png');
    expect(blank).toMatchObject({ status: 'error', message: RESUME_TEXTS.noText });
    // A PDF with neither text nor pictures.
    const { PDFDocument } = await import('pdf-lib');
    const empty = await PDFDocument.create();
    empty.addPage([612, 792]);
    const nothing = await parse(pro.token, pro.proId, dataUrlOf(await empty.save(), PDF_MIME), 'empty.pdf');
    expect(nothing).toMatchObject({ status: 'error', message: RESUME_TEXTS.noText });
  });
});
