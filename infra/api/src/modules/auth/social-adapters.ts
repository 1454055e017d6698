import { API_ERROR_TYPES, API_ERRORS } from '@floorhire/rules';
import type { SocialAdapter } from '../../auth/social';
import { HttpError } from '../../http/errors';

// What signing in and linking with a social provider share: the state's audience, the adapter
// of a provider, and the address the provider returns to.

export const STATE_AUDIENCE = 'floorhire-social-state';

export function adapterFor(adapters: Map<string, SocialAdapter>, provider: string): SocialAdapter {
  if (provider !== 'google' && provider !== 'facebook') throw new HttpError(400, API_ERRORS.unknownSocialProvider, API_ERROR_TYPES.unknownSocialProvider, 'provider');
  const adapter = adapters.get(provider);
  if (!adapter) throw new HttpError(503, API_ERRORS.socialProviderNotConfigured, API_ERROR_TYPES.unavailable, 'provider');
  return adapter;
}

export const callbackUrl = (publicUrl: string, provider: string) => `${publicUrl}/v4/auth/social/${provider}/callback`;
