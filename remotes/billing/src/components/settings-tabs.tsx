import { Link as RouterLink, useLocation } from '@floorhire/router';
import { HStack, Link } from '@floorhire/ui';
import { linkTo } from '@floorhire/rules';
import { REMOTE_TEXTS as T } from '#app/texts';

/** The Billing and Plans settings tabs (spec 002 §2), as links: each is its own address. */
export function SettingsTabs() {
  const { pathname } = useLocation();
  const tabs = [
    { label: T.billingTitle, to: linkTo('employerBilling') },
    { label: T.plansTitle, to: linkTo('employerPlans') },
  ];
  return (
    <HStack as="nav" aria-label={T.tabsLabel} gap="1" borderBottomWidth="1px" mb="4">
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
