// Error pages of spec 000 §2.4 and the shared catalogue of §8.
export const ERROR_PAGE_TEXTS = {
  notFound: {
    title: 'page not found',
    body: 'It looks like this was the result of either: a mistyped address or an out-of-date link',
    alternative: 'This page could not be found',
  },
  userNotFound: {
    title: 'user not found',
    body: 'The requested user may have been archived. Please contact support if you think this is a mistake.',
  },
  somethingWentWrong: {
    title: 'something went wrong',
    body: 'Please try reloading the page.',
  },
  sorry: {
    title: 'Sorry',
    header: 'We could not show this page',
    subtext: 'If this keeps happening, send us an e-mail and we will look into it.',
    contact: 'Contact support',
  },
  expiredLink: {
    contactSupport: 'Contact support',
  },
  errorPageFailed: {
    title: 'An error occured while showing the error page',
    home: 'Go back to home',
  },
  supportEmail: 'support@floorhire.test',
  home: 'Go back to home',
} as const;

/** Fallback alert texts for the statuses of spec 000 §8 when the server sends no message. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request was not valid. Please check the form and try again.',
  401: 'Your session has ended. Please log in again.',
  403: 'You do not have permission to do that.',
  404: 'We could not find what you were looking for.',
  409: 'This was changed by someone else. Please reload and try again.',
  413: 'Error, file too large. Max file size is 5MB',
  415: 'This file type is not supported.',
  422: 'Some of the information is not valid. Please check it and try again.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Something went wrong. Please try again later.',
  503: 'The server is temporarily unavailable. Please try again in a few minutes.',
};

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/** Message for a status: the catalogue's text, else the default. */
export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? DEFAULT_ERROR_MESSAGE;
}
