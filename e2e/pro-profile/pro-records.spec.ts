import { expect, test, type Page } from '@playwright/test';
import { PRO_RECORD_TEXTS } from '@floorhire/domain-pro-profile';
import { PAGE_TEXTS } from '../../remotes/pro-profile/src/texts';
import { ApplicantsListPage } from '../applicants/pages/applicants-pages';
import { expectNoAxeViolations } from '../support/axe';
import { ShellPage } from '../support/shell-page';
import { ProRecordsPages } from './pages/pro-records-pages';

// Issue 26 item 8: staff open a pro's record from an application and change their experience,
// through the same form the pro uses (ADR 206), at 1280 px and at 390 px, against the real API
// and the demo seed (job 4 is Acme Machining's live "Maintenance Technician").
const JOB_ID = 4;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Set E2E_SHOTS_DIR to keep a picture of each page for a person to look at. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('staff open a pro\'s record from an application and change their experience, on a desktop and on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  const shell = new ShellPage(page);
  const records = new ProRecordsPages(page);
  const list = new ApplicantsListPage(page);
  await shell.login('admin');

  // From the application: the record's parts hang under the application's own address.
  await list.open('admin', JOB_ID);
  const name = (await list.names()).at(-1)!;
  await list.openDetail(name);
  const application = new URL(page.url()).pathname;
  const recordNav = page.getByRole('navigation', { name: PRO_RECORD_TEXTS.record });
  await recordNav.getByRole('link', { name: 'Experience', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${application}/experience$`, 'u'));
  await records.mounted();
  await expect(records.heading(PAGE_TEXTS.sections.experience)).toBeVisible();
  await expect(records.recordName()).toHaveText(name);
  // Two demo pros may share a name; the phone finds this one (spec 002 §5: its digits only).
  const phone = /\(\d{3}\) \d{3}-\d{4}/u.exec((await records.recordName().locator('..').textContent()) ?? '')?.[0];
  await expectNoAxeViolations(page, 'pro record: experience, from an application');
  await shot(page, 'record-experience-1280');

  // Staff add work experience with the pro's own form.
  const employer = `Journey Tool ${run}`;
  await page.getByRole('button', { name: PAGE_TEXTS.experience.addTitle }).click();
  await records.fillExperience({ employer, title: 'Setup machinist', start: '04/2018' });
  await expect(records.experience(employer)).toContainText('04/2018 – Present');
  await expectNoAxeViolations(page, 'pro record: experience added');

  // The application shows the same pro: the change is in its work history.
  await page.getByRole('link', { name: `← ${PRO_RECORD_TEXTS.backToApplication}` }).click();
  await expect(page.getByTestId('applicant-detail')).toBeVisible();
  await expect(page.getByTestId('applicant-panels')).toContainText(employer);

  // On a phone: find the pro in the list, open the record, correct the entry.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/pro');
  await records.mounted();
  await expect(records.heading(PRO_RECORD_TEXTS.prosTitle)).toBeVisible();
  await records.search(phone ?? name);
  await expect(page.getByTestId('pro-count')).not.toHaveText(PRO_RECORD_TEXTS.count(0));
  await expectNoAxeViolations(page, 'pros list, phone');
  await shot(page, 'pros-list-390');
  await records.proLink(name).click();
  await expect(records.heading(PRO_RECORD_TEXTS.overview)).toBeVisible();
  await expect(records.recordName()).toHaveText(name);
  await expectNoAxeViolations(page, 'pro record overview, phone');
  await shot(page, 'record-overview-390');
  await records.openPart('Experience');
  const entry = records.experience(employer);
  await entry.getByRole('button', { name: PAGE_TEXTS.editNamed(employer) }).click();
  await records.fillExperience({ title: 'Lead setup machinist' });
  await expect(records.experience(employer)).toContainText('Lead setup machinist');
  await expectNoAxeViolations(page, 'pro record: experience, phone');
  await shot(page, 'record-experience-390');

  // A badge of the record's own part; employers will see it on the application.
  await records.openPart('Achievements');
  const vetted = records.area().getByRole('checkbox', { name: new RegExp(`^${PRO_RECORD_TEXTS.badges.vetted}`, 'u') });
  await expect(vetted).toBeVisible();
  await expectNoAxeViolations(page, 'pro record: achievements, phone');
  await shot(page, 'record-achievements-390');
  const had = await vetted.isChecked();
  await records.area().getByText(PRO_RECORD_TEXTS.badges.vetted, { exact: true }).click();
  await records.area().getByRole('button', { name: PRO_RECORD_TEXTS.saveBadges }).click();
  await expect(page.getByText(PRO_RECORD_TEXTS.badgesSaved)).toBeVisible();
  await page.reload();
  await records.mounted();
  await expect(records.area().getByRole('checkbox', { name: new RegExp(`^${PRO_RECORD_TEXTS.badges.vetted}`, 'u') })).toBeChecked({ checked: !had });
  expect(shell.pageErrors).toEqual([]);
});
