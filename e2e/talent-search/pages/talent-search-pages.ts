import { expect, type Page } from '@playwright/test';
import { TALENT_SEARCH_TEXTS } from '../../../shared/domain-talent-search/src/texts';
import { REMOTE_TEXTS } from '../../../remotes/talent-search/src/texts';

/** Page object for the talent search remote (search, candidate, saved tags). */
export class TalentSearchPages {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('[data-remote-area="talent_search"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
  }

  heading(name: string = REMOTE_TEXTS.title) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Types a ZIP or city, waits for the gazetteer's predictions, then searches. */
  async search(location: string, query: string) {
    const field = this.page.getByLabel(REMOTE_TEXTS.location, { exact: true });
    const predictions = this.page.waitForResponse((r) => r.url().includes('/geolocation/address-predict') && r.status() === 200);
    await field.fill(location);
    await predictions;
    await this.page.getByLabel(REMOTE_TEXTS.query, { exact: true }).fill(query);
    const answer = this.page.waitForResponse((r) => r.url().includes('/candidates') && r.request().method() === 'POST');
    await this.page.getByRole('button', { name: REMOTE_TEXTS.search, exact: true }).click();
    return answer;
  }

  resultCount() {
    return this.page.getByText(/candidates?$/u).first();
  }

  cards() {
    return this.page.getByTestId('candidate-card');
  }

  /** Ticks a result's box by its visible control (the label the box sits in), then sees it ticked. */
  async select(index: number) {
    const card = this.cards().nth(index);
    await card.locator('label').filter({ has: this.page.getByRole('checkbox') }).click();
    await expect(card.getByRole('checkbox')).toBeChecked();
  }

  filterGroup(title: string) {
    return this.page.getByRole('group', { name: title });
  }

  yearsSentence() {
    return this.page.getByText(TALENT_SEARCH_TEXTS.selectJobTitleFirst);
  }

  credits() {
    return this.page.getByTestId('credits-left');
  }

  async creditsLeft(): Promise<number> {
    const text = (await this.credits().first().textContent()) ?? '';
    return Number(/(\d+)/u.exec(text)?.[1] ?? NaN);
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }
}
