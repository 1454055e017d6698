import { expect, test, type Page } from '@playwright/test';
import { PDF_MIME, PRO_PROFILE_TEXTS } from '@floorhire/domain-pro-profile';
import { PAGE_TEXTS } from '../../remotes/pro-profile/src/texts';
import { resumePdf } from '../../infra/api/test/resume-fixtures';
import { pngImage } from '../../infra/api/test/image-fixtures';
import { AVATAR_TEXTS } from '@floorhire/domain-pro-profile';
import { NAV_LABELS } from '@floorhire/rules';
import { expectNoAxeViolations } from '../support/axe';
import { latestMessage } from '../support/outbox';
import { ShellPage } from '../support/shell-page';
import { ProProfilePages } from './pages/pro-profile-pages';

// The pro's own path at phone size, by touch and keyboard, against the real API and database.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Set E2E_SHOTS_DIR to keep a picture of each page for a person to look at. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png`, fullPage: true });
}

test.describe('pro profile at phone size', () => {
  test('a new pro signs up, uploads a real resume, confirms low-confidence fields, and sees completeness rise', async ({ page }) => {
    test.setTimeout(240_000);
    const shell = new ShellPage(page);
    const pro = new ProProfilePages(page);
    const email = `pro-${run}@example.test`;

    await pro.open('/signup/pro');
    await expect(pro.heading(PAGE_TEXTS.signup.title)).toBeVisible();
    await expectNoAxeViolations(page, 'pro sign-up');
    await shot(page, 'signup');
    await pro.signUp({ nameFirst: 'Jordan', nameLast: 'Rivera', email, password: 'Strong-pass-1', phone: '9375550142', postalCode: '45402' });
    await expectNoAxeViolations(page, 'pro sign-up success');

    // The verify e-mail went out through the e-mail adapter.
    const verify = await latestMessage(email, 'link.verify-email');
    const link = /\/link\/[A-Za-z0-9_-]+/u.exec(verify.bodyText)?.[0];
    expect(link).toBeTruthy();

    await page.getByRole('button', { name: PAGE_TEXTS.resume.upload }).tap();
    await expect(page).toHaveURL(/\/pro\/resume$/u);
    await pro.mounted();
    await page.getByRole('link', { name: PAGE_TEXTS.backToProfile }).tap();
    await expect(pro.completeness()).toBeVisible();
    const before = await pro.completenessPercent();
    await expectNoAxeViolations(page, 'pro overview');
    await shot(page, 'overview');

    await page.getByRole('link', { name: PAGE_TEXTS.sections.resume, exact: true }).first().tap();
    await expect(pro.heading(PAGE_TEXTS.sections.resume)).toBeVisible();
    await expectNoAxeViolations(page, 'pro resume upload');
    await pro.uploadResume({ name: 'jordan-rivera.pdf', mimeType: PDF_MIME, buffer: Buffer.from(await resumePdf()) });
    await expectNoAxeViolations(page, 'pro resume review');
    await shot(page, 'resume-review');

    // The year-only job is a guess: it waits for the pro, who corrects its months.
    const guessed = pro.reviewEntry(/Buckeye Plastics LLC/u);
    await expect(guessed.getByText(PAGE_TEXTS.resume.pleaseCheck)).toBeVisible();
    await expect(guessed.getByRole('checkbox')).not.toBeChecked();
    await guessed.getByLabel(PAGE_TEXTS.experience.start).fill('06/2015');
    await guessed.getByLabel(PAGE_TEXTS.experience.end).fill('02/2019');
    await expect(guessed.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: PAGE_TEXTS.resume.confirm }).tap();
    await expect(page.getByText(PAGE_TEXTS.resume.savedToProfile).first()).toBeVisible({ timeout: 15_000 });

    await page.getByRole('link', { name: PAGE_TEXTS.backToProfile }).first().tap();
    await expect(pro.completeness()).toBeVisible();
    await expect.poll(() => pro.completenessPercent()).toBeGreaterThan(before);

    await page.getByRole('link', { name: PAGE_TEXTS.sections.experience, exact: true }).first().tap();
    await expect(page.getByText('Buckeye Plastics LLC')).toBeVisible();
    await expect(page.getByText('06/2015 – 02/2019')).toBeVisible();
    await expectNoAxeViolations(page, 'pro experience');
    await shot(page, 'experience');

    // The verify link lands on a served page: the pro profile.
    await page.goto(link!);
    await expect(page).toHaveURL(/\/pro$/u, { timeout: 15_000 });
    await pro.mounted();
    expect(shell.pageErrors).toEqual([]);
  });

  test('a pro asks for a reference; the referee endorses it on the public page; an unknown reference is not in our records', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const shell = new ShellPage(page);
    const pro = new ProProfilePages(page);
    await shell.login('pro');
    await pro.open('/pro/references');
    await expectNoAxeViolations(page, 'pro references');
    await shot(page, 'references');
    const referee = `referee-${run}@example.test`;
    await page.getByRole('button', { name: PAGE_TEXTS.references.addTitle }).tap();
    await pro.field(/^First name/u).fill('Pat');
    await pro.field(/^Last name/u).fill('Boss');
    await pro.field(/^E-mail/u).fill(referee);
    await pro.field(/^Company/u).fill('Acme');
    await page.getByRole('button', { name: PAGE_TEXTS.add, exact: true }).tap();
    await expect(page.getByText('Pat Boss')).toBeVisible();
    await expect(page.getByText(PAGE_TEXTS.references.status.requested).first()).toBeVisible();

    const mail = await latestMessage(referee, 'pro.reference-request');
    const referencePath = /\/reference\/[0-9a-f-]{36}/u.exec(mail.bodyText)?.[0];
    expect(referencePath).toBeTruthy();

    // The referee: a visitor on another phone.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const refPage = await visitor.newPage();
    const referencePages = new ProProfilePages(refPage);
    await referencePages.open(referencePath!);
    await expect(referencePages.heading(/^Endorse /u)).toBeVisible();
    await expectNoAxeViolations(refPage, 'public reference');
    await shot(refPage, 'reference');
    await refPage.getByText(PAGE_TEXTS.reference.stars(5), { exact: true }).tap();
    await expect(refPage.getByRole('radio', { name: PAGE_TEXTS.reference.stars(5) })).toBeChecked();
    await refPage.getByLabel(/Your endorsement/u).fill('Careful, fast and safe on the mills.');
    await refPage.getByRole('button', { name: PAGE_TEXTS.reference.submit }).tap();
    await expect(referencePages.heading(PAGE_TEXTS.reference.successTitle)).toBeVisible();
    await expect(refPage).toHaveURL(/\/reference-success$/u);
    await expectNoAxeViolations(refPage, 'reference success');

    await referencePages.open('/reference/00000000-0000-4000-8000-000000000000');
    await expect(refPage.getByText(PRO_PROFILE_TEXTS.referenceNotFound)).toBeVisible();
    await visitor.close();

    await page.reload();
    await pro.mounted();
    await expect(page.getByText('Careful, fast and safe on the mills.')).toBeVisible();
    expect(shell.pageErrors).toEqual([]);
  });

  test('an employer opens User Profile from the user menu, is refused a photo over 5MB, sets one the app bar shows, then removes it', async ({ page }) => {
    test.setTimeout(180_000);
    const shell = new ShellPage(page);
    const profile = new ProProfilePages(page);
    await shell.login('employer');
    await page.goto('/employer');
    await page.getByTestId('user-menu').tap({ timeout: 30_000 });
    await page.getByRole('menuitem', { name: NAV_LABELS.userProfile }).tap();
    await expect(page).toHaveURL(/\/all\/profile$/u);
    await profile.mounted();
    await expect(profile.heading(PAGE_TEXTS.userProfile.title)).toBeVisible();
    await expectNoAxeViolations(page, 'user profile');

    await profile.choosePhoto({ name: 'huge.png', mimeType: 'image/png', buffer: pngImage(4, 4, [0, 0, 0], 5_000_001) });
    await expect(page.getByText(AVATAR_TEXTS.fileTooLarge)).toBeVisible();
    await expectNoAxeViolations(page, 'user profile, photo too large');

    await profile.choosePhoto({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(96, 96, [22, 101, 52]) });
    await expect(page.getByRole('img', { name: /^Profile photo of / })).toBeVisible({ timeout: 15_000 });
    // The app bar follows at once (the remote asks the shell to read the profile again).
    await expect(page.getByTestId('user-menu-photo')).toBeVisible({ timeout: 15_000 });
    await shot(page, 'user-profile-photo');
    await expectNoAxeViolations(page, 'user profile with photo');

    // The photo survives a reload: it is stored, not a local preview.
    await page.reload();
    await profile.mounted();
    await expect(page.getByTestId('user-menu-photo')).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: PAGE_TEXTS.photo.remove }).tap();
    await expect(page.getByTestId('user-menu-photo')).toHaveCount(0, { timeout: 15_000 });
    await expect(profile.photoInput()).toHaveAccessibleName(new RegExp(`^${PAGE_TEXTS.photo.add}`, 'u'));
    expect(shell.pageErrors).toEqual([]);
  });
});

