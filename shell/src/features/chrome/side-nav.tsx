// The drawer of §2.3: wide (256 px, 184 px narrow) for pros and signed-out visitors; a mini
// drawer (180 px max, 48 px mini, with a toggle) for employers; icons only on phones.
import { Box, Button, Stack, Text } from '@floorhire/ui';
import { NavLink } from '@floorhire/router';
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

/**
 * One drawer entry: icon and label side by side when labels show; when the drawer is icons only
 * (mini, or any phone) the icon sits centred so every glyph lines up in the 48 px column.
 */
function entryLayout(showLabels: boolean, dense: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    // The employer drawer is 180 px at most: 'Job Slot Analytics' fits beside its icon only
    // with tighter spacing and the small text size.
    gap: dense ? '2.5' : '3',
    fontSize: dense ? 'sm' : 'md',
    w: 'full',
    justifyContent: { base: 'center', md: showLabels ? 'flex-start' : 'center' },
    px: { base: '0', md: showLabels ? (dense ? '2.5' : '3') : '0' },
    minW: '0',
  } as const;
}

export function SideNav({ items, kind, expanded, onToggle, narrow, onLogout }: SideNavProps) {
  const desktopWidth = drawerWidth(kind, expanded, narrow);
  const showLabels = kind === 'wide' || expanded;
  return (
    <Box
      as="nav"
      aria-label={CHROME_TEXTS.mainNavigation}
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
          <Box as="li" px="1" display={{ base: 'none', md: 'block' }}>
            <Button variant="ghost" size="sm" h="40px" onClick={onToggle} {...entryLayout(expanded, true)} color="fg" _expanded={{ bg: 'transparent' }} _hover={{ bg: 'bg.muted' }} aria-expanded={expanded} aria-label={CHROME_TEXTS.toggleNavigation}>
              <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" style={{ flexShrink: 0 }}>
                <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
              </svg>
            </Button>
          </Box>
        )}
        {items.map((item) => (
          <Box as="li" px="1" key={`${item.path}-${item.label}`}>
            {item.action === 'logout' ? (
              <Button variant="ghost" h="40px" onClick={onLogout} aria-label={item.label} title={item.label} fontWeight="normal" {...entryLayout(showLabels, kind === 'mini')}>
                <NavGlyph icon={item.icon} />
                <Text as="span" truncate display={{ base: 'none', md: showLabels ? 'inline' : 'none' }}>
                  {item.label}
                </Text>
              </Button>
            ) : (
              <Box
                asChild
                h="40px"
                borderRadius="md"
                color="fg"
                textDecoration="none"
                _hover={{ bg: 'bg.muted' }}
                _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
                focusVisibleRing="inside"
                {...entryLayout(showLabels, kind === 'mini')}
              >
                <NavLink to={item.path} end={item.path === '/pro' || item.path === '/'} aria-label={item.label} title={item.label}>
                  <NavGlyph icon={item.icon} />
                  <Text as="span" truncate display={{ base: 'none', md: showLabels ? 'inline' : 'none' }}>
                    {item.label}
                  </Text>
                </NavLink>
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
