// The four layouts of §2.3: main (app bar, drawer, banner), bare, sign-up (logo only with the
// login suggestion) and login.
import { Box, Flex } from '@floorhire/ui';
import type { ReactNode } from 'react';
import { LAYOUT } from '@floorhire/rules';
import { AppBar, LoginSuggestion, Logo, type AppBarProps } from './app-bar';
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

export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" data-layout="bare">
      <SkipLink />
      <OfflineBanner />
      <Box as="main" id={MAIN_ID} tabIndex={-1} _focus={{ outline: 'none' }} flex="1" p={{ base: '3', md: '6' }}>
        {children}
      </Box>
    </Flex>
  );
}

export function SignupLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" data-layout="signup">
      <SkipLink />
      <OfflineBanner />
      <Flex as="header" minH="56px" px="4" py="2" align="center" justify="space-between" borderBottomWidth="1px" columnGap="4" rowGap="1" wrap="wrap">
        <Logo />
        <LoginSuggestion />
      </Flex>
      <Box as="main" id={MAIN_ID} tabIndex={-1} _focus={{ outline: 'none' }} flex="1" px="4" py={{ base: '6', md: '12' }}>
        {children}
      </Box>
    </Flex>
  );
}

export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" data-layout="login" bg="bg.subtle">
      <SkipLink />
      <OfflineBanner />
      <Flex as="header" h="56px" px="4" align="center" justify="center">
        <Logo />
      </Flex>
      <Box as="main" id={MAIN_ID} tabIndex={-1} _focus={{ outline: 'none' }} flex="1" px="4" py={{ base: '6', md: '12' }}>
        <Box bg="bg" borderRadius="lg" boxShadow="sm" p={{ base: '5', md: '8' }} maxW="480px" mx="auto">
          {children}
        </Box>
      </Box>
    </Flex>
  );
}
