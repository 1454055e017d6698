import { expect, type Locator, type Page } from '@playwright/test';
import { CHROME_TEXTS, ERROR_PAGE_TEXTS, LOGIN_TEXTS, REFERRAL_OTHER_LABEL, SIGNUP_TEXTS } from '@floorhire/rules';
import { DEMO_LOGINS, DEMO_PASSWORD, type LoginRole } from '../support/logins';

/** Page object for the shell's own screens: login, chrome, error pages. */
export class ShellScreens {
  constructor(readonly page: Page) {}

  email() {
    return this.page.getByLabel(LOGIN_TEXTS.emailLabel);
  }
  password() {
    return this.page.getByLabel(LOGIN_TEXTS.passwordLabel, { exact: true });
  }
  loginButton() {
    return this.page.getByRole('button', { name: LOGIN_TEXTS.submit, exact: true });
  }
  notFound() {
    return this.page.getByRole('heading', { name: ERROR_PAGE_TEXTS.notFound.title });
  }
  employerSelector() {
    return this.page.getByTestId('employer-selector');
  }
  sideNav() {
    return this.page.getByTestId('side-nav');
  }
  appBar() {
    return this.page.getByTestId('app-bar');
  }
  userMenu() {
    return this.page.getByTestId('user-menu');
  }
  skipLink() {
    return this.page.getByRole('link', { name: CHROME_TEXTS.skipToContent });
  }

  /** Pixels the page can be scrolled sideways (0 when everything fits the viewport). */
  async horizontalOverflow() {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  /**
   * Presses Tab from the top of the page (the skip link, every layout's first stop) until the
   * locator has focus, as a keyboard user would.
   */
  async tabTo(target: Locator, maxPresses = 15) {
    await this.skipLink().focus();
    if (await target.evaluate((el) => el === document.activeElement)) return;
    for (let i = 0; i < maxPresses; i++) {
      await this.page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`not reached by ${maxPresses} Tab presses`);
  }

  async open(path: string) {
    await this.page.goto(path);
  }

  async expectPath(path: string | RegExp) {
    await expect(this.page).toHaveURL(typeof path === 'string' ? (url) => `${url.pathname}${url.search}` === path : path, { timeout: 10_000 });
  }

  /** Signs in through the login screen, as a user does. */
  async signIn(role: LoginRole) {
    await this.open('/login');
    await this.email().fill(DEMO_LOGINS[role]);
    await this.password().fill(DEMO_PASSWORD);
    await this.loginButton().click();
  }

  async signOut() {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }
}

/** Page object for the guest employer sign-up wizard (spec 000 §2.5). */
export class SignupScreens {
  constructor(readonly page: Page) {}

  position() {
    return this.page.getByPlaceholder(SIGNUP_TEXTS.positionStep.positionPlaceholder);
  }
  location() {
    return this.page.getByPlaceholder(SIGNUP_TEXTS.positionStep.locationPlaceholder);
  }
  fullName() {
    return this.page.getByLabel(SIGNUP_TEXTS.contactStep.nameLabel);
  }
  email() {
    return this.page.getByLabel(SIGNUP_TEXTS.contactStep.emailLabel);
  }
  stepHeading(title: string) {
    return this.page.getByRole('heading', { name: title });
  }
  stepCounter(step: number) {
    return this.page.getByText(SIGNUP_TEXTS.stepCounter(step, 4), { exact: true });
  }
  priority(label: string) {
    return this.page.getByRole('radiogroup', { name: SIGNUP_TEXTS.priorityStep.title }).getByRole('radio', { name: label });
  }
  referral(label: string) {
    return this.page.getByRole('radiogroup', { name: SIGNUP_TEXTS.referralStep.title }).getByRole('radio', { name: label, exact: true });
  }
  otherBox() {
    return this.page.getByLabel(REFERRAL_OTHER_LABEL);
  }
  next() {
    return this.page.getByRole('button', { name: SIGNUP_TEXTS.next, exact: true });
  }
  startTrial() {
    return this.page.getByRole('button', { name: SIGNUP_TEXTS.referralStep.submit });
  }
}
