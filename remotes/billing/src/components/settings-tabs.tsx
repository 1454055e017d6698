import { Link as RouterLink, useLocation } from '@floorhire/router';
import { HStack, Link } from '@floorhire/ui';
import { linkTo } from '@floorhire/rules';
import { useViewer } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';

/** The settings tabs (spec 002 §2), as links: each is its own address; Billing and Plans are this remote's. */
export function SettingsTabs() {
  const { pathname } = useLocation();
  const viewer = useViewer();
  const tabs = [
    { label: T.billingTitle, to: linkTo('employerBilling') },
    { label: T.plansTitle, to: linkTo('employerPlans') },
    // The other settings tabs are the employer account's pages (ADR 298).
    ...(viewer.can('employerProfile') ? [{ label: T.companyProfileTab, to: linkTo('employerCompanyProfile') }] : []),
    ...(viewer.can('jobs') ? [{ label: T.jobsTab, to: linkTo('employerJobSettings') }] : []),
    { label: T.notificationsTab, to: linkTo('employerNotificationSettings') },
  ];
  return (
    <HStack as="nav" aria-label={T.tabsLabel} gap="1" borderBottomWidth="1px" mb="4" overflowX="auto" whiteSpace="nowrap">
      {tabs.map((tab) => {
        const current = pathname.startsWith(tab.to);
        return (
          <Link
            key={tab.to}
            asChild
            px="3"
            py="2"
            fontWeight={current ? 'semibold' : 'normal'}
            borderBottomWidth="2px"
            borderColor={current ? 'green.700' : 'transparent'}
            color={current ? 'green.800' : 'gray.700'}
            aria-current={current ? 'page' : undefined}
          >
            <RouterLink to={tab.to}>{tab.label}</RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
