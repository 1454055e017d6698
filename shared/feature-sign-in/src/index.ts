// A feature two remotes show (ADR 188, 296): the sign-in settings, with their endpoints and words.
export { preloadSignInMethods } from './sign-in-api';
export { SignInSettings } from './sign-in-settings';
