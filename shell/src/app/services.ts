// The shell's long-lived services, created once after the platform has booted (API bases come
// from runtime configuration, which is read at boot).
import { createStore } from 'jotai';
import { getEventBus } from '@floorhire/event-bus';
import { getApiBase, setSessionAccessor } from '../platform';
import { fetchWithEarlyRefresh, mayHaveSession } from '../platform/early-reads';
import { SessionController, createHttpAuthApi, type AuthApi } from '../features/session';

export interface ShellServices {
  store: ReturnType<typeof createStore>;
  api: AuthApi;
  controller: SessionController;
  authBase: string;
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

let services: ShellServices | null = null;

export function shellServices(): ShellServices {
  if (services) return services;
  const base = getApiBase();
  const store = createStore();
  // The boot-time refresh probe index.ts started is the first refresh this API makes (ADR 143).
  const api = createHttpAuthApi({ auth: base.auth, subscription: base.subscription, conversations: base.conversations, helpDesk: base.helpDesk }, fetchWithEarlyRefresh());
  const controller = new SessionController({
    store,
    api,
    bus: getEventBus(),
    storage: safeStorage('localStorage'),
    mayHaveSession: () => mayHaveSession(base.auth, document.cookie, location.origin),
  });
  // Remotes read the session only through this accessor; tokens stay in the shell's memory.
  setSessionAccessor(controller.accessor());
  services = { store, api, controller, authBase: base.auth };
  return services;
}

export const browserSessionStorage = () => safeStorage('sessionStorage');
