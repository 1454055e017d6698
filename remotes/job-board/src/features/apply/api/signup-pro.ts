import type { ApiClient } from '@floorhire/api-client';
import { AuthTokensSchema, type ProSignupBody } from '@floorhire/schemas';

/**
 * POST /public/signup/pro: creates the pro and sets the httpOnly refresh cookie. The tokens in
 * the answer are not kept: the page reloads and the shell starts the session from the cookie.
 */
export async function signUpPro(api: ApiClient, body: ProSignupBody): Promise<void> {
  await api.auth.post('/public/signup/pro', { schema: AuthTokensSchema, body });
}
