// The main layout of §2.3: app bar, drawer, banner around the page.
import { Box, Flex } from '@floorhire/ui';
import type { ReactNode } from 'react';
import { LAYOUT } from '@floorhire/rules';
import { useFirstPaintHandOver } from '../../first-paint/hand-over';
import { AppBar, type AppBarProps } from './app-bar';
import { OfflineBanner } from './offline-banner';
import { SideNav, type SideNavProps } from './side-nav';
import { MAIN_ID, SkipLink } from './skip-link';

export interface MainLayoutProps {
  appBar: AppBarProps | null;
  nav: SideNavProps | null;
  banner: ReactNode;
  children: ReactNode;
}

export function MainLayout({ appBar, nav, banner, children }: MainLayoutProps) {
  // The first paint's app frame is this layout's bar: the page takes over once it is drawn (ADR 280).
  useFirstPaintHandOver();
  return (
    <Flex direction="column" minH="100dvh" data-layout="main">
      <SkipLink />
      <OfflineBanner />
      {banner}
      {appBar && <AppBar {...appBar} />}
      <Flex flex="1" minH="0" w="full" maxW={`${LAYOUT.maxWidth}px`} mx="auto">
        {nav && <SideNav {...nav} />}
        <Box as="main" id={MAIN_ID} tabIndex={-1} _focus={{ outline: 'none' }} flex="1" minW="0" p={{ base: '3', md: '6' }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
