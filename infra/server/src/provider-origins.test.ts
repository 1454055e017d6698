import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

// ADR 265: the card provider's origins are in the page's policy only when it is configured.

function directive(policy: string, name: string): string[] {
  return policy.split(';').map((part) => part.trim().split(/\s+/u)).find(([key]) => key === name)?.slice(1) ?? [];
}

const STRIPE = { CARD_PAYMENT_SCRIPT_URL: 'https://js.stripe.com/endive/stripe.js', BANK_LINK_SCRIPT_URL: 'https://js.stripe.com/endive/stripe.js' };

describe('the card provider in the Content-Security-Policy', () => {
  it('names no provider origin at all when none is configured', () => {
    const policy = contentSecurityPolicy({});
    expect(policy).not.toMatch(/stripe|https:/u);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
  });

  it('with Stripe, allows Stripe.js, its API, its card and bank-link frames and its 3-D Secure pages, once each', () => {
    const policy = contentSecurityPolicy(STRIPE);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://api.stripe.com']);
    expect(directive(policy, 'frame-src')).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    // Still no inline script, no eval, no framing of our pages.
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds nothing of Stripe’s for another provider', () => {
    expect(contentSecurityPolicy({ CARD_PAYMENT_SCRIPT_URL: 'https://js.cardpay.example/v3' })).not.toContain('stripe');
  });
});
