import { expect, type Page } from '@playwright/test';
import { TAXONOMY_LISTS, type TaxonomyKind } from '@floorhire/domain-taxonomy';
import { EDITOR_TEXTS, TAXONOMY_TEXTS } from '../../../remotes/taxonomy/src/texts';

/** Page object for the taxonomy remote: the hub, an editor's list and one entry. */
export class TaxonomyPages {
  readonly pageErrors: Error[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.pageErrors.push(error));
  }

  async open(path: string) {
    await this.page.goto(path);
    await this.mounted();
  }

  async mounted() {
    await expect(this.page.locator('[data-remote-area="taxonomy"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  hubHeading() {
    return this.heading(TAXONOMY_TEXTS.title);
  }

  /** The hub's tile of a list: its link and how many entries it holds. */
  tile(kind: TaxonomyKind) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: TAXONOMY_LISTS[kind].plural, exact: true }) });
  }

  async openList(kind: TaxonomyKind) {
    await this.tile(kind).getByRole('link', { name: TAXONOMY_LISTS[kind].plural, exact: true }).click();
    await expect(this.heading(TAXONOMY_LISTS[kind].plural)).toBeVisible();
  }

  async search(kind: TaxonomyKind, text: string) {
    await this.page.getByRole('searchbox', { name: EDITOR_TEXTS.search(TAXONOMY_LISTS[kind].plural) }).fill(text);
  }

  entryLink(name: string) {
    return this.page.getByRole('link', { name, exact: true });
  }

  usage(text: string) {
    return this.page.getByText(EDITOR_TEXTS.usedBy(text), { exact: true });
  }

  /** Types into the replacement search and picks the entry from what the server found. */
  async chooseReplacement(name: string) {
    await this.page.getByRole('searchbox', { name: EDITOR_TEXTS.findReplacement }).fill(name);
    const select = this.page.getByRole('combobox', { name: EDITOR_TEXTS.replaceWith });
    await expect(select.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u') })).toHaveCount(1);
    const value = await select.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u') }).getAttribute('value');
    await select.selectOption(value!);
  }

  async replaceAndDelete() {
    await this.page.getByRole('button', { name: EDITOR_TEXTS.replaceAndDelete }).click();
  }

  async confirm() {
    await this.page.getByRole('button', { name: EDITOR_TEXTS.confirm }).click();
  }
}
