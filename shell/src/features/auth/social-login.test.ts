import { describe, expect, it } from 'vitest';
import { socialLoginUrl } from './social-login';

describe('socialLoginUrl', () => {
  it.each(['google', 'facebook'])('redirects to %s with the callback as redirect URI', (provider) => {
    expect(socialLoginUrl(provider, 'https://app.test/v4/', 'https://app.test')).toBe(
      `https://app.test/v4/auth/social/${provider}?redirect_uri=${encodeURIComponent('https://app.test/auth/callback')}`,
    );
  });
  it('refuses an unknown provider', () => {
    expect(() => socialLoginUrl('myspace', '/v4', 'https://app.test')).toThrow('Unknown social login provider');
  });
});
