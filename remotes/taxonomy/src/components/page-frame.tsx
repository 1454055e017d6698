import type { ReactNode } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { Box, Heading, Link, Text } from '@floorhire/ui';

/** The frame of every taxonomy page: a way back, the one h1, an optional line under it. */
export function PageFrame({ title, back, intro, badge, children }: { title: string; back?: { to: string; label: string }; intro?: ReactNode; badge?: ReactNode; children: ReactNode }) {
  return (
    // The shell's layout holds the page's one <main>; a remote's page is a part of it.
    <Box p={{ base: '4', md: '6' }} maxW="6xl" w="full">
      {back && (
        <Link asChild fontSize="sm" mb="2" color="fg.muted">
          <RouterLink to={back.to}>← {back.label}</RouterLink>
        </Link>
      )}
      <Heading as="h1" size="2xl" mb={intro ? '2' : '5'} overflowWrap="anywhere">
        {title} {badge}
      </Heading>
      {intro && (
        <Text color="fg.muted" mb="5" maxW="3xl">
          {intro}
        </Text>
      )}
      {children}
    </Box>
  );
}

/** A titled part of a page, labelled by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/gu, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} mb="5">
      <Heading as="h2" size="lg" mb="3" id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
