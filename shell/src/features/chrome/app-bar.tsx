// The app bar of §2.3: logo, employer selector, credits counter (gated plans), help (employers),
// the user menu (on phones it also holds the counter and help), or the login suggestion for
// signed-out visitors (not on /login).
import { Badge, Box, Button, HStack, Link, Text, useBreakpointValue } from '@floorhire/ui';
import { Link as RouterLink, useLocation } from 'react-router';
import { CHROME_TEXTS, ERROR_PAGE_TEXTS, LOGIN_TEXTS, PRODUCT_NAME } from '@floorhire/rules';
import { EmployerSelector, type EmployerOption } from './employer-selector';
import { HOLIDAY_GREETINGS, holidayOf, type Holiday } from './holiday';
import { UserMenu } from './user-menu';

/** A small corner mark per holiday, drawn inside the same 24 px square so the bar never shifts. */
function HolidayMark({ holiday }: { holiday: Holiday }) {
  switch (holiday) {
    case 'independence-day':
      return <path d="M19.5 0.5l1.2 2.6 2.8.3-2.1 1.9.6 2.8-2.5-1.4-2.5 1.4.6-2.8-2.1-1.9 2.8-.3z" fill="#C8102E" stroke="white" strokeWidth="0.6" />;
    case 'thanksgiving':
      return <path d="M19.5 0.5c2.6 1 4 3.3 3.6 6.2-2.9.4-5.2-1-6.2-3.6 1-.4 1.9-1.3 2.6-2.6z" fill="#D9822B" stroke="white" strokeWidth="0.6" />;
    case 'winter-holidays':
      return (
        <g stroke="#1E6FD9" strokeWidth="1.2" strokeLinecap="round">
          <circle cx="20" cy="4" r="3.8" fill="white" stroke="none" />
          <path d="M20 1v6M17.4 2.5l5.2 3M17.4 5.5l5.2-3" />
        </g>
      );
  }
}

/** The product logo; on a US holiday period (ADR 066) it wears a seasonal mark and says so. */
export function Logo({ to = '/', date }: { to?: string; date?: Date }) {
  const holiday = holidayOf(date ?? new Date());
  const label = holiday ? `${PRODUCT_NAME} — ${HOLIDAY_GREETINGS[holiday]}` : PRODUCT_NAME;
  return (
    <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" _hover={{ textDecoration: 'none' }}>
      <RouterLink to={to} aria-label={`${label}, home`} title={holiday ? label : undefined} data-holiday={holiday ?? undefined}>
        <Box as="span" display="inline-flex" alignItems="center" gap="2">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <rect x="2" y="2" width="20" height="20" rx="5" fill="#00900D" />
            <path d="M8 17V7h8v2.4h-5.2v1.7h4.4v2.3h-4.4V17H8z" fill="white" />
            {holiday && <HolidayMark holiday={holiday} />}
          </svg>
          {PRODUCT_NAME}
        </Box>
      </RouterLink>
    </Link>
  );
}

export interface AppBarProps {
  /** The signed-in user and the address of their own profile page. */
  user: { name: string; email: string; profilePath: string } | null;
  isEmployer: boolean;
  employers: readonly EmployerOption[];
  activeEmployerId: number | null;
  onSwitchEmployer(id: number): void;
  /** Shown only for subscribed employers on gated plans (§6). */
  credits: number | null;
  onLogout(): void;
}

export function AppBar({ user, isEmployer, employers, activeEmployerId, onSwitchEmployer, credits, onLogout }: AppBarProps) {
  const { pathname } = useLocation();
  // Below the md breakpoint the bar keeps only the logo, the employer switcher and the user menu;
  // the counter and help move into the menu (ADR 064).
  const compact = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  return (
    <HStack as="header" data-testid="app-bar" h="56px" px={{ base: '2', md: '4' }} borderBottomWidth="1px" bg="bg" gap={{ base: '2', md: '4' }} justify="space-between" position="sticky" top="0" zIndex="sticky">
      <Box flexShrink={0}>
        <Logo />
      </Box>
      <HStack gap={{ base: '2', md: '3' }} minW="0" flex={{ base: '1', md: 'initial' }} justify="flex-end">
        {isEmployer && <EmployerSelector employers={employers} activeId={activeEmployerId} onSwitch={onSwitchEmployer} />}
        {!compact && credits !== null && (
          <Badge data-testid="credits-counter" colorPalette="brand" variant="subtle" size="lg" flexShrink={0}>
            {CHROME_TEXTS.credits(credits)}
          </Badge>
        )}
        {!compact && isEmployer && (
          <Button asChild size="sm" variant="outline" aria-label={CHROME_TEXTS.help} flexShrink={0}>
            <a href={`mailto:${ERROR_PAGE_TEXTS.supportEmail}`}>
              <span aria-hidden="true">?</span>
              <Text as="span" ml="1">
                {CHROME_TEXTS.help}
              </Text>
            </a>
          </Button>
        )}
        {user ? (
          <UserMenu user={user} compact={compact} credits={credits} showHelp={isEmployer} profilePath={user.profilePath} onLogout={onLogout} />
        ) : (
          pathname !== '/login' && <LoginSuggestion />
        )}
      </HStack>
    </HStack>
  );
}

/** 'Already have an account? Login' linking to /login. */
export function LoginSuggestion() {
  const [question, ...rest] = LOGIN_TEXTS.suggestLogin.split('? ');
  return (
    <Text fontSize="sm">
      {question}?{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/login">{rest.join('? ')}</RouterLink>
      </Link>
    </Text>
  );
}
