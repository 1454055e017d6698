import type { ApiClient } from '@floorhire/api-client';
import { useApi, useResource } from '@floorhire/remote-kit';
import { AuthTokensSchema, MessageAnswerSchema, SignInMethodsSchema, SocialLinkAnswerSchema, type SocialProvider } from '@floorhire/schemas';

// The sign-in settings API (ADR 296), all on the auth service.

export function useSignInMethods() {
  const api = useApi();
  return useResource('sign-in-methods', (signal) => api.auth.get('/auth/sign-in-methods', { schema: SignInMethodsSchema, signal }));
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
