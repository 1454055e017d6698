import { describe, expect, it } from 'vitest';
import { socialLoginUrl } from './social-login';

describe('socialLoginUrl', () => {
  it.each(['google', 'facebook'])('redirects to %s with the callback as redirect URI', (provider) => {
    expect(socialLoginUrl(provider, 'https://app.test/v4/')).toBe(`https://app.test/v4/auth/social/${provider}/start?redirectUri=%2Fauth%2Fcallback`);
  });
  it('refuses an unknown provider', () => {
    expect(() => socialLoginUrl('myspace', '/v4')).toThrow('Unknown social login provider');
  });
});
