import type { ReactNode } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { linkTo } from '@floorhire/rules';
import { Box, Heading, Link, Text } from '@floorhire/ui';
import { REMOTE_TEXTS as T } from '#app/texts';

/** A company profile editor (/employer/{id}/<section>): its title, a way back, then the form. */
export function EditorLayout({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  return (
    <Box p={{ base: 4, md: 6 }} maxW="3xl">
      <Link asChild fontSize="sm" color="green.800" mb="2">
        <RouterLink to={linkTo('employerCompanyProfile')}>← {T.back}</RouterLink>
      </Link>
      <Heading as="h1" size="lg" mb="1">
        {title}
      </Heading>
      {help && (
        <Text color="fg.muted" mb="4">
          {help}
        </Text>
      )}
      {children}
    </Box>
  );
}
