import { API_PREFIX, API_SERVICES } from '@floorhire/rules';
import type { RuntimeConfig } from '@floorhire/registry';

export type Environment = RuntimeConfig['environment'];

/**
 * Every service's base address. API_PUBLIC_URL (e.g. https://api.example.com) moves them all;
 * API_URL_<SERVICE> (API_URL_JOBS, API_URL_CANDIDATEDISCOVERY…) moves one group to its own process.
 */
export function buildRuntimeConfig(origin: string, environment: Environment, env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const base = (env.API_PUBLIC_URL ?? origin).replace(/\/$/, '');
  const api = Object.fromEntries(API_SERVICES.map((service) => [service, env[`API_URL_${service.toUpperCase()}`] ?? `${base}${API_PREFIX}`]));
  // The card-payment and bank-link providers' scripts (production adapters) come from the
  // environment, e.g. CARD_PAYMENT_SCRIPT_URL=https://js.stripe.com/v3; unset with local adapters.
  const thirdPartyScripts = [
    { name: 'card-payment' as const, src: env.CARD_PAYMENT_SCRIPT_URL },
    { name: 'bank-link' as const, src: env.BANK_LINK_SCRIPT_URL },
  ].flatMap(({ name, src }) => (src ? [{ name, src }] : []));
  return { api, environment, thirdPartyScripts };
}
