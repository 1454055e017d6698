// Session state lives in memory only (jotai); nothing here is ever written to web storage.
import { atom } from 'jotai';
import type { ActingSession, AuthTokens } from './auth-api';
import type { UserProfile } from './profile';
import { NO_SUBSCRIPTION, type SubscriptionSummary } from './subscription';

export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

export const tokensAtom = atom<AuthTokens | null>(null);
export const sessionStatusAtom = atom<SessionStatus>('restoring');
export const profileAtom = atom<UserProfile | null>(null);
export const activeEmployerIdAtom = atom<number | null>(null);
export const switchingEmployerAtom = atom(false);
export const subscriptionAtom = atom<SubscriptionSummary>(NO_SUBSCRIPTION);
export const subscriptionLoadingAtom = atom(false);
/** Address a signed-out visitor wanted; used after login (§2.2). In memory: it is per tab. */
export const savedRedirectAtom = atom<string | null>(null);

/**
 * Staff acting as a user (ADR 301): the act-as session, its tokens and the staff member's own
 * profile to come back to. While it is set, profileAtom is the acted user's and every call the
 * remotes make carries the acting token.
 */
export interface ActingState {
  session: ActingSession;
  tokens: AuthTokens;
  staff: UserProfile;
}
export const actingAtom = atom<ActingState | null>(null);
/** Where the shell must go now (acting started or ended); the app follows it once per key. */
export const shellNavigationAtom = atom<{ to: string; key: number } | null>(null);
