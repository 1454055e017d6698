import { parseRuntimeConfig } from '@floorhire/registry';
import type { RuntimeConfig } from '@floorhire/registry';
import { API_PREFIX, API_SERVICES } from '@floorhire/rules';
import type { ApiBase } from '@floorhire/contract';
import { RUNTIME_CONFIG_URL, takeEarly } from './early-reads';

export { RUNTIME_CONFIG_URL };

let current: RuntimeConfig | null = null;

/** Same-origin defaults keep the shell usable if the config cannot be read (the server always serves it). */
function fallbackConfig(): RuntimeConfig {
  return { api: Object.fromEntries(API_SERVICES.map((service) => [service, `${location.origin}${API_PREFIX}`])), environment: 'production', thirdPartyScripts: [] };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await (takeEarly('config') ?? fetch(RUNTIME_CONFIG_URL, { cache: 'no-store' }));
    if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
    current = parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error('[platform] runtime configuration unavailable, using same-origin API addresses', error);
    current = fallbackConfig();
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return (current ??= fallbackConfig());
}

/** API base address of every service, as remotes receive it. */
export function getApiBase(): ApiBase {
  const config = getRuntimeConfig();
  const fallback = `${location.origin}${API_PREFIX}`;
  return Object.fromEntries(API_SERVICES.map((service) => [service, config.api[service] ?? fallback])) as ApiBase;
}
