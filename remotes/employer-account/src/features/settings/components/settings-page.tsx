import { Navigate } from '@floorhire/router';
import { useSettingsTabs } from '#app/components/settings-layout';
import { REMOTE_TEXTS as T } from '#app/texts';

/**
 * /employer/settings and any unknown tab: settings start on the company profile (spec 000 §2.1),
 * or on the first tab of this remote the user may open (a Hiring Manager starts on Jobs).
 */
export function SettingsPage() {
  const first = useSettingsTabs().find((tab) => tab.shown && tab.label !== T.tabs.billing && tab.label !== T.tabs.plans);
  return <Navigate to={first?.to ?? '/employer/settings/notifications'} replace />;
}
