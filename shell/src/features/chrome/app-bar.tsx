// The app bar of §2.3: logo, employer selector, credits counter (gated plans), help (employers),
// the user menu (on phones it also holds the counter and help), or the login suggestion for
// signed-out visitors (not on /login).
import { Badge, Box, Button, HStack, Text, useBreakpointValue } from '@floorhire/ui';
import { useLocation } from '@floorhire/router';
import { CHROME_TEXTS, ERROR_PAGE_TEXTS } from '@floorhire/rules';
import { EmployerSelector, type EmployerOption } from './employer-selector';
import { LoginSuggestion, Logo } from './logo';
import { UserMenu } from './user-menu';

// The logo and the login suggestion live in logo.tsx, so the layouts of signed-out screens do
// not pull in the user menu (ADR 140); named here too for the places that import them from the bar.
export { LoginSuggestion, Logo };

export interface AppBarProps {
  /** The signed-in user and the address of their own profile page. */
  user: { name: string; email: string; profilePath: string; photoSrc?: string | undefined } | null;
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
