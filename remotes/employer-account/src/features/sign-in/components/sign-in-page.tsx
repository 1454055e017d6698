import { SignInSettings } from '@floorhire/feature-sign-in';
import { SettingsLayout } from '#app/components/settings-layout';
import { REMOTE_TEXTS as T } from '#app/texts';

/** /employer/settings/sign-in: the shared sign-in settings (ADR 296), the target of the legacy sign-in links. */
export function SignInPage() {
  return (
    <SettingsLayout title={`${T.tabs.signIn} settings`}>
      <SignInSettings headingLevel="h1" hideTitle />
    </SettingsLayout>
  );
}
