// Social login is a browser redirect to the API, which comes back to /auth/callback (§7).
import { AUTH_ERRORS, SOCIAL_PROVIDERS, type SocialProvider } from '@floorhire/rules';

export const AUTH_CALLBACK_PATH = '/auth/callback';

function isProvider(name: string): name is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name);
}

/** URL that starts a social login; an unknown provider is an error (§4). */
export function socialLoginUrl(provider: string, authBase: string): string {
  if (!isProvider(provider)) throw new Error(AUTH_ERRORS.unknownSocialProvider);
  const base = authBase.replace(/\/$/, '');
  // The API only returns to same-site paths, so the redirect URI is our callback path.
  return `${base}/auth/social/${provider}/start?${new URLSearchParams({ redirectUri: AUTH_CALLBACK_PATH }).toString()}`;
}
