// The user menu of the app bar (§2.3). On desktop its trigger shows the user's name; on phones it
// is a round initials button and the menu also carries what the bar has no room for there: the
// credits counter and the help link (ADR 064). The trigger's accessible name starts with the text
// it shows (WCAG 2.5.3, label in name), then says whose account it is (ADR 153).
// It is the WAI-ARIA menu button pattern written on the core components, not Chakra's Menu: that
// one brings the overlay part of the design system (31 KB brotli) to every signed-in page for
// three entries (ADR 145).
import { Box, Button, Text, VisuallyHidden } from '@floorhire/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { CHROME_TEXTS, ERROR_PAGE_TEXTS, NAV_LABELS } from '@floorhire/rules';

export interface UserMenuProps {
  /** photoSrc: the profile photo (spec 000 §3 avatarUrl) on the API's origin, when there is one. */
  user: { name: string; email: string; photoSrc?: string | undefined };
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

/** One entry of the menu: a link or an action, focusable by the arrow keys only (roving focus). */
function MenuEntry({ href, to, onSelect, children }: { href?: string; to?: string; onSelect(): void; children: ReactNode }) {
  const style = {
    display: 'block',
    w: 'full',
    textAlign: 'start',
    px: '2',
    py: '1.5',
    borderRadius: 'sm',
    fontSize: 'sm',
    color: 'fg',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    _hover: { bg: 'bg.muted' },
    _highlighted: { bg: 'bg.muted' },
    _focusVisible: { bg: 'bg.muted' },
  } as const;
  const common = { role: 'menuitem', tabIndex: -1, 'data-menu-entry': '', onClick: onSelect } as const;
  if (to !== undefined) {
    return (
      <Box asChild {...style}>
        <RouterLink to={to} {...common}>
          {children}
        </RouterLink>
      </Box>
    );
  }
  if (href !== undefined) {
    return (
      <Box asChild {...style}>
        <a href={href} {...common}>
          {children}
        </a>
      </Box>
    );
  }
  return (
    <Box asChild {...style}>
      <button type="button" {...common}>
        {children}
      </button>
    </Box>
  );
}

function menuEntries(list: HTMLElement | null): HTMLElement[] {
  return [...(list?.querySelectorAll<HTMLElement>('[data-menu-entry]') ?? [])];
}

/** Marks the entry the keyboard is on (data-highlighted, as Chakra's menu does) and focuses it. */
function highlightEntry(list: HTMLElement | null, entry: HTMLElement | undefined): void {
  for (const other of menuEntries(list)) other.removeAttribute('data-highlighted');
  if (!entry) return;
  entry.setAttribute('data-highlighted', '');
  entry.focus();
}

/** The photo beside the name; decorative, since the trigger's name already says whose it is. */
function Photo({ src, size }: { src: string; size: string }) {
  return (
    <Box asChild w={size} h={size} borderRadius="full" objectFit="cover" flexShrink={0}>
      <img src={src} alt="" data-testid="user-menu-photo" />
    </Box>
  );
}

export function UserMenu({ user, compact, credits, showHelp, profilePath, onLogout }: UserMenuProps) {
  const display = user.name || user.email;
  const shown = compact ? initials(user.name, user.email) : display;
  const [open, setOpen] = useState(false);
  /** Which entry to focus when the menu opens: the first (Enter, Space, Down) or the last (Up). */
  const [initial, setInitial] = useState<'first' | 'last'>('first');
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const entries = () => menuEntries(list.current);
  const highlight = (entry: HTMLElement | undefined) => highlightEntry(list.current, entry);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = menuEntries(list.current);
    highlightEntry(list.current, initial === 'first' ? all[0] : all[all.length - 1]);
    // A press anywhere outside closes it, as a native menu does.
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, initial]);

  const openWith = (where: 'first' | 'last') => {
    setInitial(where);
    setOpen(true);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = { ArrowDown: (at + 1) % all.length, ArrowUp: (at - 1 + all.length) % all.length, Home: 0, End: all.length - 1 };
    const target = move[event.key];
    if (target !== undefined) {
      event.preventDefault();
      highlight(all[target]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === ' ' && at >= 0 && all[at]?.tagName !== 'BUTTON') {
      // A link does not answer Space by itself; a button does.
      event.preventDefault();
      all[at]?.click();
    }
  };

  const select = (action?: () => void) => () => {
    close(action !== undefined);
    action?.();
  };

  const triggerProps = {
    ref: trigger,
    'data-testid': 'user-menu',
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => (open ? close(false) : openWith('first')),
    onKeyDown: onTriggerKey,
    flexShrink: 0,
  } as const;

  return (
    <Box ref={root} position="relative">
      {compact ? (
        <Button size="sm" variant="subtle" colorPalette="brand" borderRadius="full" w="40px" h="40px" minW="40px" p="0" overflow="hidden" title={display} {...triggerProps}>
          {user.photoSrc ? <Photo src={user.photoSrc} size="40px" /> : shown}
          <VisuallyHidden>{userMenuSuffix(shown, display)}</VisuallyHidden>
        </Button>
      ) : (
        <Button size="sm" variant="ghost" {...triggerProps}>
          {user.photoSrc && <Photo src={user.photoSrc} size="28px" />}
          <Text as="span" truncate maxW="200px">
            {shown}
            <VisuallyHidden>{userMenuSuffix(shown, display)}</VisuallyHidden>
          </Text>
        </Button>
      )}
      {open && (
        <Box
          ref={list}
          id={menuId}
          role="menu"
          aria-label={CHROME_TEXTS.userMenu}
          onKeyDown={onMenuKey}
          position="absolute"
          insetEnd="0"
          top="calc(100% + 4px)"
          zIndex="dropdown"
          minW="220px"
          maxW="calc(100vw - 16px)"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l2"
          boxShadow="lg"
          p="1"
        >
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
          <Box role="separator" borderTopWidth="1px" my="1" mx="-1" />
          <MenuEntry to={profilePath} onSelect={select()}>
            {NAV_LABELS.userProfile}
          </MenuEntry>
          {compact && showHelp && (
            <MenuEntry href={`mailto:${ERROR_PAGE_TEXTS.supportEmail}`} onSelect={select()}>
              {CHROME_TEXTS.help}
            </MenuEntry>
          )}
          <MenuEntry onSelect={select(onLogout)}>{CHROME_TEXTS.logout}</MenuEntry>
        </Box>
      )}
    </Box>
  );
}
