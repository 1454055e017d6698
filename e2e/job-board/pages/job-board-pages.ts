import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { T } from '../../../remotes/job-board/src/texts';

// Page objects of the job board remote: the words come from the remote's texts, so a renamed
// button fails here and not silently in a selector.

export async function mounted(page: Page) {
  await expect(page.locator('[data-remote-area="job_board"]')).toHaveAttribute('data-state', 'mounted', { timeout: 30_000 });
}

export class OpenJobsPage {
  constructor(readonly page: Page) {}

  async open(path = '/open-jobs') {
    await this.page.goto(path);
    await mounted(this.page);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async search(options: { zip: string; radius?: number; title?: string }) {
    const form = this.page.getByRole('search');
    await form.getByLabel(T.zipLabel).fill(options.zip);
    if (options.radius) await form.getByLabel(T.radiusLabel).selectOption(String(options.radius));
    if (options.title) await form.getByLabel(T.jobTitleLabel).selectOption({ label: options.title });
    await form.getByRole('button', { name: T.search }).click();
    await expect(this.page).toHaveURL(new RegExp(`zip=${options.zip}`, 'u'));
  }

  jobLinks() {
    return this.page.getByRole('article').getByRole('link');
  }

  count() {
    return this.page.getByTestId('result-count');
  }
}

export class ApplyFlow {
  constructor(readonly page: Page) {}

  async fillProfile(values: { nameFirst: string; nameLast: string; email: string; phone: string; zip: string; password: string }) {
    await expect(this.page.getByRole('heading', { level: 1, name: T.createProfileTitle })).toBeVisible();
    await this.page.getByLabel(T.nameFirst).fill(values.nameFirst);
    await this.page.getByLabel(T.nameLast).fill(values.nameLast);
    await this.page.getByLabel(T.email).fill(values.email);
    await this.page.getByLabel(T.phone).fill(values.phone);
    await this.page.getByLabel(T.zipLabel).fill(values.zip);
    await this.page.getByLabel(T.password).fill(values.password);
  }

  createAccount() {
    return this.page.getByRole('button', { name: T.createAccount }).click();
  }
}

export class ApplicationPage {
  constructor(readonly page: Page) {}

  async open(id: number) {
    await this.page.goto(`/pro/applications/${id}`);
    await mounted(this.page);
    await expect(this.page.getByRole('heading', { level: 2, name: T.interviewTitle })).toBeVisible();
  }

  slots() {
    return this.page.getByTestId('interview-slot');
  }

  /** Answers the n-th listed time with one of its buttons (Accept, Reject, Confirm attendance). */
  async answer(index: number, button: string) {
    await this.slots().nth(index).getByRole('button', { name: new RegExp(`^${button}`, 'u') }).tap();
  }

  async propose(timezone: string, rows: { date: string; time: string }[]) {
    const form = this.page.locator('form', { has: this.page.getByRole('heading', { name: T.proposeTitle }) });
    await form.getByLabel(T.timezoneLabel).selectOption(timezone);
    for (const [i, row] of rows.entries()) {
      if (i > 0) await form.getByRole('button', { name: T.addTime }).click();
      await form.getByLabel(`${T.dateLabel} ${i + 1}`, { exact: true }).fill(row.date);
      await form.getByLabel(`${T.timeLabel} ${i + 1}`, { exact: true }).selectOption(row.time);
    }
    await form.getByRole('button', { name: T.sendTimes }).click();
  }
}

/** An employer's API session for setting up interviews (the interviews UI has its own journey). */
export async function employerApi(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/v4/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    async proposeInterview(applicantId: number, timezone: string, slots: { date: string; times: string[] }[]) {
      const res = await request.post(`/v4/job-applicant/${applicantId}/interview?silent=true`, { headers, data: { interviewType: 'Phone', interviewLength: 30, timezone, slots } });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: number };
    },
    async applicant(applicantId: number) {
      return (await (await request.get(`/v4/job-applicant/${applicantId}`, { headers })).json()) as { resume: { resumeUrl: string | null }; screenerAnswers: { answer: string | null }[] };
    },
    async interview(applicantId: number) {
      return (await (await request.get(`/v4/job-applicant/${applicantId}/interview`, { headers })).json()) as { jobApplicantInterviewSlots: { tsInterview: string; status: string; proposer: string | null }[]; timeline: { text: string }[] };
    },
  };
}
