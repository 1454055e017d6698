function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The other origins a payment provider's script needs besides its own, as the provider publishes
 * them for a Content-Security-Policy (ADR 265). Stripe: Stripe.js talks to its API, draws card
 * fields and the bank link in frames of its js subdomains, and shows 3-D Secure pages from
 * hooks.stripe.com. They are added only when the configured script is that provider's.
 */
const COMPANIONS: Record<string, { script: string[]; connect: string[]; frame: string[] }> = {
  'https://js.stripe.com': {
    script: ['https://*.js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://*.js.stripe.com', 'https://hooks.stripe.com'],
  },
};

export function providerCompanions(env: NodeJS.ProcessEnv = process.env): { script: string[]; connect: string[]; frame: string[] } {
  const known = [originOf(env.CARD_PAYMENT_SCRIPT_URL), originOf(env.BANK_LINK_SCRIPT_URL)].flatMap((origin) => (origin && COMPANIONS[origin] ? [COMPANIONS[origin]] : []));
  const all = (pick: (c: { script: string[]; connect: string[]; frame: string[] }) => string[]) => [...new Set(known.flatMap(pick))];
  return { script: all((c) => c.script), connect: all((c) => c.connect), frame: all((c) => c.frame) };
}
