import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProProfile } from '@floorhire/domain-pro-profile';
import { Loaded, type Resource } from '@floorhire/remote-kit';
import { Box, Heading, Link, Stack, Text } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';

/** The frame of every /pro page: a back link, the title, then the page once the profile is in. */
export function ProPage({ title, intro, profile, children }: { title: string; intro?: string; profile: Resource<ProProfile>; children: (profile: ProProfile) => ReactNode }) {
  return (
    <Box maxW="720px" mx="auto" w="full">
      <Link asChild fontSize="sm" mb="2" color="fg.muted">
        <RouterLink to="/pro">← {PAGE_TEXTS.backToProfile}</RouterLink>
      </Link>
      <Heading as="h1" size="2xl" mb={intro ? '2' : '5'}>
        {title}
      </Heading>
      {intro && (
        <Text color="fg.muted" mb="5">
          {intro}
        </Text>
      )}
      <Loaded resource={profile}>{(p) => <Stack gap="6">{children(p)}</Stack>}</Loaded>
    </Box>
  );
}

/** A titled card-like section of a page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export const formatYyyymm = (value: number | null): string => (value === null ? PAGE_TEXTS.present : `${String(value % 100).padStart(2, '0')}/${Math.floor(value / 100)}`);
