import type { Page } from '@playwright/test';
import { EXPIRED_PLAN_TEXTS, NO_SUBSCRIPTION_TEXTS } from '@floorhire/rules';
import { DEMO_PASSWORD } from '../support/logins';
import { ShellScreens } from './shell-pages';

/** Page object for the plan parts of the chrome (spec 000 §2.3): banner, counter, plan screens. */
export class PlanChrome extends ShellScreens {
  constructor(page: Page) {
    super(page);
  }

  trialBanner() {
    return this.page.getByTestId('trial-banner');
  }
  creditsCounter() {
    return this.page.getByTestId('credits-counter');
  }
  expiredPlan() {
    return this.page.getByRole('heading', { name: EXPIRED_PLAN_TEXTS.title });
  }
  noSubscription() {
    return this.page.getByRole('alertdialog', { name: NO_SUBSCRIPTION_TEXTS.title });
  }

  /** Signs in through the login screen with any demo e-mail. */
  async signInAs(email: string) {
    await this.open('/login');
    await this.email().fill(email);
    await this.password().fill(DEMO_PASSWORD);
    await this.loginButton().click();
  }
}
