// The user menu of the app bar (§2.3). On desktop its trigger shows the user's name; on phones it
// is a round initials button and the menu also carries what the bar has no room for there: the
// credits counter and the help link (ADR 064). The trigger's accessible name starts with the text
// it shows (WCAG 2.5.3, label in name), then says whose account it is (ADR 153).
import { Box, Button, Menu, Portal, Text, VisuallyHidden } from '@floorhire/ui';
import { Link as RouterLink } from 'react-router';
import { CHROME_TEXTS, ERROR_PAGE_TEXTS, NAV_LABELS } from '@floorhire/rules';

export interface UserMenuProps {
  user: { name: string; email: string };
  /** Phone layout: initials trigger, credits and help inside the menu. */
  compact: boolean;
  /** Shown in the menu on phones only; the desktop bar shows its own counter. */
  credits: number | null;
  showHelp: boolean;
  /** The user's own profile page: /all/profile for employers and staff, /pro for pros. */
  profilePath: string;
  onLogout(): void;
}

export function initials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return (email[0] ?? '?').toUpperCase();
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** What the trigger's name adds after its visible text: the full name when only initials show, and whose menu it is. */
export function userMenuSuffix(shown: string, display: string): string {
  return shown === display ? ` (${CHROME_TEXTS.userMenu})` : ` ${display} (${CHROME_TEXTS.userMenu})`;
}

export function UserMenu({ user, compact, credits, showHelp, profilePath, onLogout }: UserMenuProps) {
  const display = user.name || user.email;
  const shown = compact ? initials(user.name, user.email) : display;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {compact ? (
          <Button
            size="sm"
            variant="subtle"
            colorPalette="brand"
            borderRadius="full"
            w="40px"
            h="40px"
            minW="40px"
            p="0"
            flexShrink={0}
            title={display}
            data-testid="user-menu"
          >
            {shown}
            <VisuallyHidden>{userMenuSuffix(shown, display)}</VisuallyHidden>
          </Button>
        ) : (
          <Button size="sm" variant="ghost" data-testid="user-menu" flexShrink={0}>
            <Text as="span" truncate maxW="200px">
              {shown}
              <VisuallyHidden>{userMenuSuffix(shown, display)}</VisuallyHidden>
            </Text>
          </Button>
        )}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px" maxW="calc(100vw - 16px)">
            <Box px="2" py="1.5" data-testid="user-menu-identity">
              <Text fontWeight="semibold" truncate>
                {display}
              </Text>
              {user.name && (
                <Text fontSize="sm" color="fg.muted" truncate>
                  {user.email}
                </Text>
              )}
            </Box>
            {compact && credits !== null && (
              <Box px="2" pb="1.5">
                <Text as="span" data-testid="credits-counter" fontSize="sm" color="brand.fg" fontWeight="semibold">
                  {CHROME_TEXTS.credits(credits)}
                </Text>
              </Box>
            )}
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <RouterLink to={profilePath}>{NAV_LABELS.userProfile}</RouterLink>
            </Menu.Item>
            {compact && showHelp && (
              <Menu.Item value="help" asChild>
                <a href={`mailto:${ERROR_PAGE_TEXTS.supportEmail}`}>{CHROME_TEXTS.help}</a>
              </Menu.Item>
            )}
            <Menu.Item value="logout" onSelect={onLogout}>
              {CHROME_TEXTS.logout}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
