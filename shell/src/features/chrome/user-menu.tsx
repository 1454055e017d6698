// The user menu of the app bar (§2.3). On desktop its trigger shows the user's name; on phones it
// is a round initials button and the menu also carries what the bar has no room for there: the
// credits counter and the help link (ADR 064).
import { Box, Button, Menu, Portal, Text } from '@floorhire/ui';
import { Link as RouterLink } from 'react-router';
import { CHROME_TEXTS, ERROR_PAGE_TEXTS, NAV_LABELS } from '@floorhire/rules';

export interface UserMenuProps {
  user: { name: string; email: string };
  /** Phone layout: initials trigger, credits and help inside the menu. */
  compact: boolean;
  /** Shown in the menu on phones only; the desktop bar shows its own counter. */
  credits: number | null;
  showHelp: boolean;
  onLogout(): void;
}

export function initials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return (email[0] ?? '?').toUpperCase();
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function UserMenu({ user, compact, credits, showHelp, onLogout }: UserMenuProps) {
  const display = user.name || user.email;
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
            aria-label={`${CHROME_TEXTS.userMenu}: ${display}`}
            title={display}
            data-testid="user-menu"
          >
            <span aria-hidden="true">{initials(user.name, user.email)}</span>
          </Button>
        ) : (
          <Button size="sm" variant="ghost" aria-label={`${CHROME_TEXTS.userMenu}: ${display}`} data-testid="user-menu" flexShrink={0}>
            <Text as="span" truncate maxW="200px">
              {display}
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
              <RouterLink to="/all/profile">{NAV_LABELS.userProfile}</RouterLink>
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
