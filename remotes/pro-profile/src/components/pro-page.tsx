import type { ReactNode } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { PRO_PROFILE_TEXTS, type ProProfile } from '@floorhire/domain-pro-profile';
import { ErrorState, Loaded, type Resource } from '@floorhire/remote-kit';
import { Box, Heading, Link, Stack, Text } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { useProRecord } from '#app/lib/pro-record';
import { RecordFrame } from '#app/components/record-frame';

/**
 * A read that failed shows the spec's words for it (spec 002 §8 'Could not get pro profile', …),
 * not the server's message, with a retry; otherwise the kit's loading and loaded states.
 */
export function LoadedOr<T>({ resource, errorText, children }: { resource: Resource<T>; errorText: string; children: (data: T) => ReactNode }) {
  if (resource.error && resource.data === undefined) return <ErrorState message={errorText} onRetry={resource.reload} />;
  return <Loaded resource={resource}>{children}</Loaded>;
}

/** The frame of every /pro page: a back link, the title, then the page once the profile is in; on a pro's record, the record's frame. */
export function ProPage({
  title,
  intro,
  profile,
  loadError = PRO_PROFILE_TEXTS.couldNotGetProProfile,
  children,
}: {
  title: string;
  intro?: string;
  profile: Resource<ProProfile>;
  /** What a failed read of the profile says on this page. */
  loadError?: string;
  children: (profile: ProProfile) => ReactNode;
}) {
  const record = useProRecord();
  const page = (
    <Box maxW="720px" mx={record ? undefined : 'auto'} w="full">
      {!record && (
        <Link asChild fontSize="sm" mb="2" color="fg.muted">
          <RouterLink to="/pro">← {PAGE_TEXTS.backToProfile}</RouterLink>
        </Link>
      )}
      <Heading as="h1" size="2xl" mb={intro ? '2' : '5'}>
        {title}
      </Heading>
      {intro && (
        <Text color="fg.muted" mb="5">
          {intro}
        </Text>
      )}
      <LoadedOr resource={profile} errorText={loadError}>
        {(p) => <Stack gap="6">{children(p)}</Stack>}
      </LoadedOr>
    </Box>
  );
  // On a pro's record (staff), the same page inside the record's frame (ADR 206).
  return record ? (
    <RecordFrame record={record} profile={profile.data}>
      {page}
    </RecordFrame>
  ) : (
    page
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
