import { useRemoteProps } from '@floorhire/contract';
import { LazyActAsHistory } from '@floorhire/feature-act-as-history';
import { SignInSettings } from '@floorhire/feature-sign-in';
import { SettingsLayout } from '#app/components/settings-layout';
import { REMOTE_TEXTS as T } from '#app/texts';

/**
 * /employer/settings/sign-in: the shared sign-in settings (ADR 296), the target of the legacy
 * sign-in links, with the times FloorHire staff acted as this user (ADR 304).
 */
export function SignInPage() {
  const user = useRemoteProps().session.getUser();
  return (
    <SettingsLayout title={`${T.tabs.signIn} settings`}>
      <SignInSettings headingLevel="h1" hideTitle>
        {user && <LazyActAsHistory userProfileId={user.id} audience="self" />}
      </SignInSettings>
    </SettingsLayout>
  );
}
