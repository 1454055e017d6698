import { describe, expect, it } from 'vitest';
import {
  ACCESS_DENIED_TEXTS,
  AUTH_ERRORS,
  EXPIRED_LINK_TEXTS,
  EXPIRED_PLAN_TEXTS,
  ERROR_PAGE_TEXTS,
  LOGIN_TEXTS,
  MAGIC_LINK_TEXTS,
  RECOVER_PASSWORD_TEXTS,
  SIGNED_OUT_NAV,
  SIGNUP_TEXTS,
  UPDATE_NOTICE_TEXTS,
  statusMessage,
} from '../index';

// The spec's words, quoted; a changed text must be a deliberate spec change.
describe('texts of spec 000', () => {
  it('sign-in screens (§2.5)', () => {
    expect(LOGIN_TEXTS).toMatchObject({ title: 'Welcome Back', emailLabel: 'Work Email', passwordLabel: 'Password', submit: 'Login', google: 'Continue with Google', forgotPassword: 'Forgot Password?' });
    expect(RECOVER_PASSWORD_TEXTS).toMatchObject({ title: 'Recover Password', submit: 'Recover', cancel: 'Cancel' });
    expect(MAGIC_LINK_TEXTS).toMatchObject({ title: 'Log in to your account', submit: 'SEND LOGIN LINK' });
    expect(EXPIRED_LINK_TEXTS.success).toBe('A new link has been sent out to your registered email ID/ phone number');
    expect(EXPIRED_LINK_TEXTS.channels).toEqual({ EMAIL: 'EMAIL', SMS: 'SMS' });
  });
  it('sign-up (§2.5)', () => {
    expect(SIGNUP_TEXTS.positionStep.positionPlaceholder).toBe('e.g. Maintenance Technician');
    expect(SIGNUP_TEXTS.positionStep.locationPlaceholder).toBe('City, State');
    expect(SIGNUP_TEXTS.referralStep.submit).toBe('Start a Free Trial');
    expect(SIGNUP_TEXTS.invitee.submit).toBe('Join');
    expect(SIGNUP_TEXTS.stepCounter(2, 4)).toBe('Step 2 of 4');
  });
  it('chrome (§2.3)', () => {
    expect(ACCESS_DENIED_TEXTS).toEqual({ title: 'Only admins can access this', body: 'Please ask an admin on your team to grant you access', goBack: 'GO BACK' });
    expect(EXPIRED_PLAN_TEXTS).toMatchObject({ title: 'Your plan has expired', chat: 'Chat with our team' });
    expect(UPDATE_NOTICE_TEXTS).toEqual({ message: 'There is a new update available! Save your work and reload the page', action: 'Reload' });
    expect(SIGNED_OUT_NAV).toEqual([
      { label: 'Login', path: '/login' },
      { label: 'Jobs', path: '/open-jobs' },
      { label: 'Sign up', path: '/' },
    ]);
  });
  it('error pages and catalogue (§2.4, §8)', () => {
    expect(ERROR_PAGE_TEXTS.notFound).toMatchObject({ title: 'page not found', body: 'It looks like this was the result of either: a mistyped address or an out-of-date link' });
    expect(ERROR_PAGE_TEXTS.somethingWentWrong).toEqual({ title: 'something went wrong', body: 'Please try reloading the page.' });
    expect(ERROR_PAGE_TEXTS.errorPageFailed).toEqual({ title: 'An error occured while showing the error page', home: 'Go back to home' });
    expect(AUTH_ERRORS).toMatchObject({
      loginUnavailable: 'The server is temporarily unavailable. Please try again in a few minutes.',
      recoverPasswordFailed: 'Could not send recover password email.',
      tokenAuthentication: 'Error with token authentication',
      refreshFailed: 'Failed to refresh token',
      linkExpired: 'The link has expired',
      newLinkFailed: 'Failed sending the new auth link. Please try again.',
      alreadyAuthenticated: 'Already authenticated',
    });
    expect(statusMessage(413)).toBe('Error, file too large. Max file size is 5MB');
    expect(statusMessage(418)).toBe('Something went wrong. Please try again later.');
  });
});
