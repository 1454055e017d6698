// Free-trial banner (§2.3): employers on the free plan see the days left to the subscription
// end date; 40 px tall on desktop, 100 px on phones.
import { Box, Link, Text } from '@floorhire/ui';
import { Link as RouterLink } from '@floorhire/router';
import { LAYOUT, daysLeft, daysLeftText, linkTo } from '@floorhire/rules';

export function TrialBanner({ endDate, now = Date.now() }: { endDate: string; now?: number }) {
  const days = daysLeft(endDate, now);
  return (
    <Box
      role="region"
      aria-label="Free trial"
      data-testid="trial-banner"
      bg="brand.solid"
      color="brand.contrast"
      h={{ base: `${LAYOUT.bannerHeightMobile}px`, md: `${LAYOUT.bannerHeightDesktop}px` }}
      display="flex"
      alignItems="center"
      justifyContent="center"
      gap="3"
      px="4"
      flexWrap="wrap"
      textAlign="center"
    >
      <Text fontWeight="semibold">Free trial: {daysLeftText(days)}</Text>
      <Link asChild color="inherit" textDecoration="underline">
        <RouterLink to={linkTo('employerPlans')}>Choose a plan</RouterLink>
      </Link>
    </Box>
  );
}
