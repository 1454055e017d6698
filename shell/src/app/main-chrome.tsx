// The main layout filled from the session and the registry (§2.3).
import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback, type ReactNode } from 'react';
import { useNavigate } from '@floorhire/router';
import { getApiBase, useNavEntries } from '../platform';
import { MainLayout } from '../features/chrome/main-layout';
import { PROFILE_PATH, drawerKind, navItemsFor } from '../features/chrome/nav-items';
import { ActingBar } from '../features/chrome/acting-bar';
import { TrialBanner } from '../features/chrome/trial-banner';
import { useSession, useSessionServices } from '../features/session';

/** The employer's mini-drawer choice is a display preference, kept across visits. */
const drawerExpandedAtom = atomWithStorage('floorhire.drawerExpanded', true);

export function MainChrome({ hideChrome, children }: { hideChrome: boolean; children: ReactNode }) {
  const { status, profile, activeEmployerId, subscription, acting } = useSession();
  const { controller } = useSessionServices();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useAtom(drawerExpandedAtom);
  const entries = useNavEntries();
  const role = status === 'signed-in' ? (profile?.routeRole ?? null) : null;
  const isEmployer = role === 'employer';

  const logout = useCallback(() => {
    void controller.logout().finally(() => navigate('/login', { replace: true }));
  }, [controller, navigate]);

  // Whom staff act as, on every screen, with the way back (ADR 301); shown even without the chrome.
  const actingBar = acting ? (
    <ActingBar userName={acting.session.userName} groupMembership={acting.session.groupMembership} expiresAt={acting.session.expiresAt} onBack={() => void controller.stopActing()} />
  ) : null;

  if (hideChrome) return <MainLayout appBar={null} nav={null} banner={actingBar}>{children}</MainLayout>;

  const showTrial = isEmployer && subscription.isFreeTrial && subscription.endDate !== null && subscription.state === 'active';
  const showCredits = isEmployer && subscription.state === 'active' && subscription.isGated;

  return (
    <MainLayout
      banner={
        <>
          {actingBar}
          {showTrial && subscription.endDate ? <TrialBanner endDate={subscription.endDate} /> : null}
        </>
      }
      appBar={{
        user:
          profile && status === 'signed-in' && role
            ? { name: `${profile.nameFirst} ${profile.nameLast}`.trim(), email: profile.email, profilePath: PROFILE_PATH[role], photoSrc: photoSrcOf(profile.avatarUrl) }
            : null,
        isEmployer,
        employers: profile?.employers ?? [],
        activeEmployerId,
        onSwitchEmployer: (id) => void controller.switchEmployer(id),
        credits: showCredits ? (subscription.credits ?? 0) : null,
        onLogout: logout,
      }}
      nav={{ items: navItemsFor(role, entries), kind: drawerKind(role), expanded, onToggle: () => setExpanded(!expanded), onLogout: logout }}
    >
      {children}
    </MainLayout>
  );
}

/** avatarUrl is a path on the API's origin (/v4/public/avatar/{id}, ADR 203). */
function photoSrcOf(avatarUrl: string | null): string | undefined {
  if (!avatarUrl) return undefined;
  return /^https?:/u.test(avatarUrl) ? avatarUrl : `${getApiBase().auth.replace(/\/v4\/?$/u, '')}${avatarUrl}`;
}
