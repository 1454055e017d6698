import type { ApiClient } from '@floorhire/api-client';
import { preloadResource, useApi, useResource } from '@floorhire/remote-kit';
import { AuthTokensSchema, MessageAnswerSchema, SignInMethodsSchema, SocialLinkAnswerSchema, type SocialProvider } from '@floorhire/schemas';

// The sign-in settings API (ADR 296), all on the auth service.

const METHODS_KEY = 'sign-in-methods';

function fetchSignInMethods(api: ApiClient, signal: AbortSignal) {
  return api.auth.get('/auth/sign-in-methods', { schema: SignInMethodsSchema, signal });
}

export function useSignInMethods() {
  const api = useApi();
  return useResource(METHODS_KEY, (signal) => fetchSignInMethods(api, signal));
}

/** For a page's data preload (ADR 284): the ways in are read with the page's code, not after its first render. */
export function preloadSignInMethods(api: ApiClient): void {
  preloadResource(METHODS_KEY, (signal) => fetchSignInMethods(api, signal));
}

/** PUT /auth/password: the answer is a fresh session (every other one ends). */
export function changePassword(api: ApiClient, body: { currentPassword?: string; newPassword: string }) {
  return api.auth.put('/auth/password', { schema: AuthTokensSchema, body });
}

/** POST /auth/social/{provider}/link: the provider address to open; it returns to returnTo. */
export function startLink(api: ApiClient, provider: SocialProvider, returnTo: string) {
  return api.auth.post(`/auth/social/${provider}/link`, { schema: SocialLinkAnswerSchema, body: { returnTo } });
}

export function unlink(api: ApiClient, provider: SocialProvider) {
  return api.auth.delete(`/auth/social/${provider}`, { schema: MessageAnswerSchema });
}

/** POST /auth/link: a login link to the registered e-mail or phone (spec 000 §2.5). */
export function sendLoginLink(api: ApiClient, body: { channel: 'EMAIL'; email: string } | { channel: 'SMS'; phone: string }) {
  return api.auth.post('/auth/link', { schema: MessageAnswerSchema, body });
}
