import { afterEach, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@floorhire/registry';
import { loadThirdPartyScripts } from './third-party-scripts';

afterEach(() => {
  document.head.querySelectorAll('script[data-third-party]').forEach((s) => s.remove());
});

describe('third-party scripts', () => {
  it('adds the card-payment and bank-link scripts the runtime configuration names, once', () => {
    const config = parseRuntimeConfig({
      api: { jobs: '/v4' },
      environment: 'production',
      thirdPartyScripts: [
        { name: 'card-payment', src: 'https://js.stripe.com/v3' },
        { name: 'bank-link', src: 'https://cdn.plaid.com/link/v2/stable/link-initialize.js', integrity: 'sha384-abc=' },
      ],
    });
    loadThirdPartyScripts(config.thirdPartyScripts);
    loadThirdPartyScripts(config.thirdPartyScripts);
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[data-third-party]')];
    expect(scripts.map((s) => [s.dataset.thirdParty, s.getAttribute('src'), s.async])).toEqual([
      ['card-payment', 'https://js.stripe.com/v3', true],
      ['bank-link', 'https://cdn.plaid.com/link/v2/stable/link-initialize.js', true],
    ]);
    expect(scripts[1]!.getAttribute('integrity')).toBe('sha384-abc=');
  });

  it('loads a script once when the card-payment and bank-link names share it (Stripe.js runs both)', () => {
    const src = 'https://js.stripe.com/endive/stripe.js';
    loadThirdPartyScripts([{ name: 'card-payment', src }, { name: 'bank-link', src }]);
    expect([...document.head.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map((s) => s.dataset.thirdParty)).toEqual(['card-payment']);
  });

  it('loads nothing with the local adapters, and refuses a script that is not https', () => {
    const config = parseRuntimeConfig({ api: {}, environment: 'development' });
    expect(loadThirdPartyScripts(config.thirdPartyScripts)).toEqual([]);
    expect(() => parseRuntimeConfig({ api: {}, environment: 'production', thirdPartyScripts: [{ name: 'card-payment', src: 'http://evil.test/x.js' }] })).toThrow(/thirdPartyScripts/);
  });
});
