import type { ReactNode } from 'react';
import { Box, HStack, Heading, Link } from '@floorhire/ui';
import { Link as RouterLink } from '@floorhire/router';
import { usePageTitle } from '#app/lib/use-page-title';

/** A staff page: its one h1, the document title, an optional way back, and actions beside the title. */
export function PageFrame({ title, back, actions, children, maxW = '80rem' }: { title: string; back?: { label: string; to: string }; actions?: ReactNode; children: ReactNode; maxW?: string }) {
  usePageTitle(title);
  return (
    <Box p={{ base: 0, md: 2 }} maxW={maxW}>
      {back && (
        <Link asChild fontSize="sm" mb="2" display="inline-block">
          <RouterLink to={back.to}>← {back.label}</RouterLink>
        </Link>
      )}
      <HStack justify="space-between" align="center" wrap="wrap" gap="3" mb="5">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        {actions}
      </HStack>
      {children}
    </Box>
  );
}
