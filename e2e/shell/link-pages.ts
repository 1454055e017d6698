import type { Page } from '@playwright/test';
import { EXPIRED_LINK_TEXTS, LOGIN_TEXTS, MAGIC_LINK_TEXTS, RECOVER_PASSWORD_TEXTS, RESET_PASSWORD_TEXTS, SIGNUP_TEXTS } from '@floorhire/rules';
import { ShellScreens } from './shell-pages';

/** Page object for the screens an e-mailed link leads to, and the login screen's ways to get one. */
export class LinkScreens extends ShellScreens {
  constructor(page: Page) {
    super(page);
  }

  forgotPassword() {
    return this.page.getByRole('button', { name: LOGIN_TEXTS.forgotPassword });
  }
  recoverDialog() {
    return this.page.getByRole('dialog', { name: RECOVER_PASSWORD_TEXTS.title });
  }
  loginLinkEntry() {
    return this.page.getByRole('link', { name: LOGIN_TEXTS.loginLinkEntry });
  }
  facebook() {
    return this.page.getByRole('link', { name: LOGIN_TEXTS.facebook });
  }

  newPassword() {
    return this.page.getByLabel(RESET_PASSWORD_TEXTS.passwordLabel, { exact: true });
  }
  confirmPassword() {
    return this.page.getByLabel(RESET_PASSWORD_TEXTS.confirmLabel, { exact: true });
  }
  setPassword() {
    return this.page.getByRole('button', { name: RESET_PASSWORD_TEXTS.submit });
  }
  expiredPanel() {
    return this.page.getByRole('heading', { name: EXPIRED_LINK_TEXTS.title });
  }

  magicLinkTitle() {
    return this.page.getByRole('heading', { name: MAGIC_LINK_TEXTS.title });
  }
  magicLinkEmail() {
    return this.page.getByLabel(MAGIC_LINK_TEXTS.emailLabel, { exact: true });
  }
  sendLoginLink() {
    return this.page.getByRole('button', { name: MAGIC_LINK_TEXTS.submit });
  }

  inviteeTitle() {
    return this.page.getByRole('heading', { name: SIGNUP_TEXTS.invitee.title });
  }
  inviteeName() {
    return this.page.getByLabel(SIGNUP_TEXTS.invitee.nameLabel, { exact: true });
  }
  join() {
    return this.page.getByRole('button', { name: SIGNUP_TEXTS.invitee.submit, exact: true });
  }
  notAvailable() {
    return this.page.getByTestId('not-available');
  }
}
