// Three of the four layouts of §2.3: bare, sign-up (logo only with the login suggestion) and
// login. The main layout (app bar, drawer, banner) is in main-layout.tsx, so a signed-out
// screen does not download the signed-in chrome (ADR 140).
import { Box, Flex } from '@floorhire/ui';
import type { ReactNode } from 'react';
import { LoginSuggestion, Logo } from './logo';
import { OfflineBanner } from './offline-banner';
import { MAIN_ID, SkipLink } from './skip-link';

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
