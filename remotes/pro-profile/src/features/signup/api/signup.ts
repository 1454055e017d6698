import type { ApiClient } from '@floorhire/api-client';
import { AuthTokensSchema, type ProSignupBody } from '@floorhire/schemas';

/** POST /public/signup/pro: creates the pro (group Expert) and its profile; sets the session cookie. */
export function signUpPro(api: ApiClient, body: ProSignupBody) {
  return api.auth.post('public/signup/pro', { schema: AuthTokensSchema, body });
}
