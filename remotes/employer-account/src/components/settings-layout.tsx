import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from '@floorhire/router';
import { useViewer } from '@floorhire/remote-kit';
import { canEdit, linkTo } from '@floorhire/rules';
import { canConnectCalendar } from '@floorhire/domain-employer-account';
import { Box, Heading, HStack, Link } from '@floorhire/ui';
import { REMOTE_TEXTS as T } from '#app/texts';

interface Tab {
  label: string;
  to: string;
  /** Who may open it (spec 000 §6); a tab the viewer cannot open is not offered (ADR 298). */
  shown: boolean;
}

/** The settings tabs: Billing, Plans, Company Profile, Jobs, Notifications (spec 000 §2.1), then ours. */
export function useSettingsTabs(): Tab[] {
  const viewer = useViewer();
  return [
    { label: T.tabs.billing, to: linkTo('employerBilling'), shown: true },
    { label: T.tabs.plans, to: linkTo('employerPlans'), shown: true },
    { label: T.tabs.companyProfile, to: linkTo('employerCompanyProfile'), shown: viewer.can('employerProfile') },
    { label: T.tabs.jobs, to: linkTo('employerJobSettings'), shown: viewer.can('jobs') },
    { label: T.tabs.notifications, to: linkTo('employerNotificationSettings'), shown: true },
    { label: T.tabs.team, to: linkTo('employerUsers'), shown: canEdit(viewer.roles, 'employerUsers') },
    { label: T.tabs.calendar, to: linkTo('employerCalendarSettings'), shown: canConnectCalendar(viewer.roles) },
    { label: T.tabs.signIn, to: linkTo('employerSignInSettings'), shown: true },
  ];
}

/** A settings page: its title, the tabs as links (each tab is its own address), then the page. */
export function SettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const tabs = useSettingsTabs().filter((t) => t.shown);
  return (
    <Box p={{ base: 4, md: 6 }} maxW="5xl">
      <Heading as="h1" size="lg" mb="3">
        {title}
      </Heading>
      {/* Seven tabs do not fit a phone: they scroll sideways instead of wrapping into a block. */}
      <HStack as="nav" aria-label={T.tabsLabel} gap="1" borderBottomWidth="1px" mb="5" overflowX="auto" whiteSpace="nowrap">
        {tabs.map((tab) => {
          const current = pathname === tab.to || pathname.startsWith(`${tab.to}/`);
          return (
            <Link
              key={tab.to}
              asChild
              px="3"
              py="2"
              flexShrink={0}
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
      {children}
    </Box>
  );
}
