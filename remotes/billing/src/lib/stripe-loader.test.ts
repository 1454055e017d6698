// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

// ADR 004 and 265: the shell loads the provider's script; the remote waits for its global and
// never adds a script (or a second copy of the provider's library) itself.

afterEach(() => {
  delete (window as { Stripe?: unknown }).Stripe;
  vi.resetModules();
});

describe('the provider client', () => {
  it('waits for the script the shell loads and uses its global, adding no script of its own', async () => {
    const { providerStripe } = await import('./stripe-loader');
    const client = { elements: () => ({}) };
    const factory = Object.assign(vi.fn(() => client), { version: 'endive' });
    const scriptsBefore = document.querySelectorAll('script').length;
    const pending = providerStripe('pk_test_abc');
    setTimeout(() => Object.assign(window, { Stripe: factory }), 120);
    await expect(pending).resolves.toBe(client);
    expect(factory).toHaveBeenCalledWith('pk_test_abc');
    expect(document.querySelectorAll('script').length).toBe(scriptsBefore);
    // Once per page.
    expect(await providerStripe('pk_test_abc')).toBe(client);
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
