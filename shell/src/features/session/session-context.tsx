// React access to the session: the controller and API through context, state through atoms.
import { useAtomValue } from 'jotai';
import { createContext, useContext, type ReactNode } from 'react';
import type { AuthApi } from './auth-api';
import type { SessionController } from './session-controller';
import { actingAtom, activeEmployerIdAtom, profileAtom, sessionStatusAtom, subscriptionAtom, subscriptionLoadingAtom, switchingEmployerAtom } from './session-atoms';

interface SessionServices {
  controller: SessionController;
  api: AuthApi;
  /** Base address of the auth service (for the social-login redirect). */
  authBase: string;
}

const SessionServicesContext = createContext<SessionServices | null>(null);

export function SessionServicesProvider({ value, children }: { value: SessionServices; children: ReactNode }) {
  return <SessionServicesContext.Provider value={value}>{children}</SessionServicesContext.Provider>;
}

export function useSessionServices(): SessionServices {
  const services = useContext(SessionServicesContext);
  if (!services) throw new Error('useSessionServices needs a SessionServicesProvider');
  return services;
}

/** The session as the chrome and guards see it. */
export function useSession() {
  const status = useAtomValue(sessionStatusAtom);
  const profile = useAtomValue(profileAtom);
  const activeEmployerId = useAtomValue(activeEmployerIdAtom);
  const subscription = useAtomValue(subscriptionAtom);
  const subscriptionLoading = useAtomValue(subscriptionLoadingAtom);
  const switching = useAtomValue(switchingEmployerAtom);
  const acting = useAtomValue(actingAtom);
  return { status, profile, activeEmployerId, subscription, subscriptionLoading, switching, acting };
}
