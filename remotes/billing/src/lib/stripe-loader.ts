import type { Stripe } from '@stripe/stripe-js';
import { REMOTE_TEXTS as T } from '#app/texts';

// The card provider's browser library (ADRs 004, 265). The shell loads the provider's script
// from the configured URL (CARD_PAYMENT_SCRIPT_URL); this remote never adds a script of its own.
// It waits for the script's global, then hands it to the provider's official package through its
// `pure` entry, which takes an existing window.Stripe instead of injecting another copy. The
// package is imported only here, in a chunk that loads only in provider mode.

const WAIT_MS = 15_000;
const POLL_MS = 50;

function shellScriptReady(): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if ('Stripe' in window) resolve();
      else if (Date.now() - started > WAIT_MS) reject(new Error(T.providerUnavailable));
      else setTimeout(check, POLL_MS);
    };
    check();
  });
}

let loading: { key: string; stripe: Promise<Stripe> } | null = null;

/** The provider's client for this publishable key, once per page. */
export function providerStripe(publishableKey: string): Promise<Stripe> {
  if (loading?.key === publishableKey) return loading.stripe;
  const stripe = shellScriptReady().then(async () => {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    const client = await loadStripe(publishableKey);
    if (!client) throw new Error(T.providerUnavailable);
    return client;
  });
  loading = { key: publishableKey, stripe };
  // A failed load may be retried (the script can arrive late on a slow network).
  stripe.catch(() => {
    if (loading?.stripe === stripe) loading = null;
  });
  return stripe;
}
