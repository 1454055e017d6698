// Sign-in screens of spec 000 §2.5 and the auth errors of §8, word for word.
export const LOGIN_TEXTS = {
  title: 'Welcome Back',
  emailLabel: 'Work Email',
  passwordLabel: 'Password',
  submit: 'Login',
  google: 'Continue with Google',
  /** Spec 000 §7 names facebook beside google; the button's words follow Google's (ADR 150). */
  facebook: 'Continue with Facebook',
  forgotPassword: 'Forgot Password?',
  freeTrialLink: 'Start a Free Trial',
  suggestLogin: 'Already have an account? Login',
  /** Ours: the login screen's way to 'Log in to your account' (ADR 150). */
  loginLinkEntry: 'Log in with a link instead',
} as const;

export const RECOVER_PASSWORD_TEXTS = {
  title: 'Recover Password',
  body: 'Enter your e-mail and we will send you an e-mail to reset your password.',
  emailLabel: 'Email',
  submit: 'Recover',
  cancel: 'Cancel',
  success: 'If an account exists for that e-mail, a password reset e-mail is on its way.',
} as const;

export const MAGIC_LINK_TEXTS = {
  title: 'Log in to your account',
  body: 'Choose how to receive your login link.',
  emailOption: 'Registered email address',
  phoneOption: 'Registered phone number',
  emailLabel: 'Email',
  phoneLabel: 'Phone number',
  submit: 'SEND LOGIN LINK',
  sent: 'A login link is on its way. It will expire soon, so use it right away.',
  backToLogin: 'Back to login',
} as const;

/** The form a reset-password link leads to. The spec fixes the rules (§5), not the words (ADR 150). */
export const RESET_PASSWORD_TEXTS = {
  title: 'Choose a new password',
  body: 'Use at least 8 characters, with a number and an uppercase letter.',
  passwordLabel: 'New password',
  confirmLabel: 'Confirm new password',
  mismatch: 'Passwords do not match',
  submit: 'Set new password',
  done: 'Your password has been changed. You are logged in.',
} as const;

/** A link that no longer names anything (mistyped, cut short): where to get a new one (ADR 150). */
export const INVALID_LINK_TEXTS = {
  title: 'This link does not work',
  body: 'It may be incomplete or mistyped. Log in, or ask for a new link from the login screen.',
  toLogin: 'Go to login',
  checking: 'Checking your link',
} as const;

export const AUTH_LINK_CHANNELS = ['EMAIL', 'SMS'] as const;
export type AuthLinkChannel = (typeof AUTH_LINK_CHANNELS)[number];

export const EXPIRED_LINK_TEXTS = {
  title: 'The link has expired',
  body: 'Request a new login link below, or enter your password at /login instead.',
  channelLabel: 'Send the new link by',
  channels: { EMAIL: 'EMAIL', SMS: 'SMS' } satisfies Record<AuthLinkChannel, string>,
  submit: 'Send a new link',
  success: 'A new link has been sent out to your registered email ID/ phone number',
  failure: 'Failed sending the new auth link. Please try again.',
} as const;

export const AUTH_ERRORS = {
  loginUnavailable: 'The server is temporarily unavailable. Please try again in a few minutes.',
  recoverPasswordFailed: 'Could not send recover password email.',
  tokenAuthentication: 'Error with token authentication',
  refreshFailed: 'Failed to refresh token',
  linkExpired: 'The link has expired',
  newLinkFailed: 'Failed sending the new auth link. Please try again.',
  alreadyAuthenticated: 'Already authenticated',
  unknownSocialProvider: 'Unknown social login provider',
  invalidCalendarProvider: 'Invalid calendar provider',
  signInIncomplete: 'Sign-in failed: the server did not return a complete session',
} as const;

/** Social providers the browser may be redirected to (spec 000 §7). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
