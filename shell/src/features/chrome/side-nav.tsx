// The drawer of §2.3: wide (256 px, 184 px narrow) for pros and signed-out visitors; a mini
// drawer (180 px max, 48 px mini, with a toggle) for employers; icons only on phones.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { CHROME_TEXTS, LAYOUT } from '@floorhire/rules';
import { NavGlyph } from './nav-glyph';
import type { NavItem } from './nav-items';

export interface SideNavProps {
  items: readonly NavItem[];
  kind: 'wide' | 'mini';
  /** Employers: the toggle switches between 180 px and the 48 px mini drawer. */
  expanded: boolean;
  onToggle(): void;
  narrow?: boolean;
  onLogout(): void;
}

export function drawerWidth(kind: 'wide' | 'mini', expanded: boolean, narrow = false): number {
  if (kind === 'mini') return expanded ? LAYOUT.drawerEmployerMax : LAYOUT.drawerMini;
  return narrow ? LAYOUT.drawerNarrow : LAYOUT.drawerWide;
}

export function SideNav({ items, kind, expanded, onToggle, narrow, onLogout }: SideNavProps) {
  const desktopWidth = drawerWidth(kind, expanded, narrow);
  const showLabels = kind === 'wide' || expanded;
  return (
    <Box
      as="nav"
      aria-label="Main navigation"
      data-testid="side-nav"
      data-width={desktopWidth}
      flexShrink={0}
      // Phones collapse the drawer to icons (§2.3).
      w={{ base: `${LAYOUT.drawerMini}px`, md: `${desktopWidth}px` }}
      borderRightWidth="1px"
      bg="bg"
      minH="full"
      transition="width 0.15s"
      overflowX="hidden"
    >
      <Stack gap="1" py="2" as="ul" listStyleType="none" m="0" px="0">
        {kind === 'mini' && (
          <Box as="li" display={{ base: 'none', md: 'block' }}>
            <Button variant="ghost" size="sm" w="full" justifyContent="flex-start" px="3" onClick={onToggle} aria-expanded={expanded} aria-label={CHROME_TEXTS.toggleNavigation}>
              <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
              </svg>
            </Button>
          </Box>
        )}
        {items.map((item) => (
          <Box as="li" key={`${item.path}-${item.label}`}>
            {item.action === 'logout' ? (
              <Button variant="ghost" w="full" justifyContent="flex-start" px="3" gap="3" onClick={onLogout} aria-label={item.label} fontWeight="normal">
                <NavGlyph icon={item.icon} />
                <Text as="span" display={{ base: 'none', md: showLabels ? 'inline' : 'none' }}>
                  {item.label}
                </Text>
              </Button>
            ) : (
              <NavLink to={item.path} end={item.path === '/pro' || item.path === '/'} aria-label={item.label} title={item.label}>
                {({ isActive }) => (
                  <Box
                    display="flex"
                    alignItems="center"
                    gap="3"
                    px="3"
                    py="2"
                    mx="1"
                    borderRadius="md"
                    bg={isActive ? 'brand.subtle' : undefined}
                    color={isActive ? 'brand.fg' : 'fg'}
                    fontWeight={isActive ? 'semibold' : 'normal'}
                    _hover={{ bg: 'bg.muted' }}
                  >
                    <NavGlyph icon={item.icon} />
                    <Text as="span" whiteSpace="nowrap" display={{ base: 'none', md: showLabels ? 'inline' : 'none' }}>
                      {item.label}
                    </Text>
                  </Box>
                )}
              </NavLink>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
