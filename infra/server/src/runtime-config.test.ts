import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@floorhire/registry';
import { buildRuntimeConfig } from './runtime-config';

describe('runtime configuration', () => {
  it('names the card-payment and bank-link scripts only when the deployment configures them', () => {
    expect(buildRuntimeConfig('http://localhost:8080', 'production', {}).thirdPartyScripts).toEqual([]);
    const config = buildRuntimeConfig('https://app.floorhire.test', 'production', {
      CARD_PAYMENT_SCRIPT_URL: 'https://js.stripe.com/v3',
      BANK_LINK_SCRIPT_URL: 'https://cdn.plaid.com/link/v2/stable/link-initialize.js',
    });
    expect(parseRuntimeConfig(config).thirdPartyScripts.map((s) => s.name)).toEqual(['card-payment', 'bank-link']);
  });

  it('gives every API service a base address, overridable one service at a time', () => {
    const config = buildRuntimeConfig('http://localhost:8080', 'development', { API_URL_AI: 'http://ai.internal:9000/v4' });
    expect(config.api.jobs).toBe('http://localhost:8080/v4');
    expect(config.api.ai).toBe('http://ai.internal:9000/v4');
  });
});
