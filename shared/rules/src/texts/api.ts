// Messages the API answers with. Spec texts are quoted (spec 000 §8); the rest are ours where the
// spec says "not shown" (docs/decisions/031-api-errors.md).
export const API_ERRORS = {
  invalidCredentials: 'Invalid e-mail or password',
  accountBlocked: 'This account is not active. Please contact support.',
  tokenAuthentication: 'Error with token authentication',
  refreshFailed: 'Failed to refresh token',
  linkExpired: 'The link has expired',
  linkNotFound: 'This link is not valid',
  noPhoneOnFile: 'There is no phone number on this account. Choose EMAIL instead.',
  alreadyAuthenticated: 'Already authenticated',
  unknownSocialProvider: 'Unknown social login provider',
  socialProviderNotConfigured: 'This social login provider is not configured',
  socialLoginFailed: 'Social login failed. Please try again.',
  emailTaken: 'An account with this e-mail already exists',
  userNotFound: 'user not found',
  forbidden: 'You do not have permission to do that.',
  onlyAdmins: 'Only admins can access this',
  notMemberOfEmployer: 'You do not belong to this employer',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong. Please try again later.',
  unavailable: 'The server is temporarily unavailable. Please try again in a few minutes.',
  conflict: 'This conflicts with existing data',
  unsupportedMediaType: 'This content type is not supported',
  payloadTooLarge: 'Error, file too large. Max file size is 5MB',
  invalidBody: 'The request body is not valid JSON',
  groupChangeForbidden: 'Only staff can change the group of a user who already has one',
  invitePending: 'This user has already been invited',
} as const;

export const API_MESSAGES = {
  resetPasswordSent: 'If an account exists for that e-mail, a password reset e-mail is on its way.',
  passwordChanged: 'Your password has been changed',
  newLinkSent: 'A new link has been sent out to your registered email ID/ phone number',
  loginLinkSent: 'A login link is on its way. It will expire soon, so use it right away.',
  employerSignupCreated: 'Check your e-mail to verify your account and start your free trial.',
  inviteSent: 'Invitation sent',
  loggedOut: 'Logged out',
} as const;

/** Error types the front end routes on (spec 000 §8: ExpiredAuthLink, UserNotFound). */
export const API_ERROR_TYPES = {
  expiredAuthLink: 'ExpiredAuthLink',
  userNotFound: 'UserNotFound',
  validation: 'ValidationError',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'NotFound',
  conflict: 'Conflict',
  alreadyAuthenticated: 'AlreadyAuthenticated',
  tooManyRequests: 'TooManyRequests',
  unknownSocialProvider: 'UnknownSocialProvider',
  internal: 'InternalServerError',
  unavailable: 'ServiceUnavailable',
} as const;
