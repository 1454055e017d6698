import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from '@floorhire/router';
import { PRO_RECORD_PAGES, PRO_RECORD_TEXTS, proRecordPath, type ProProfile } from '@floorhire/domain-pro-profile';
import { formatPhone } from '@floorhire/rules';
import { Box, Link, Text, Wrap } from '@floorhire/ui';
import type { ProRecord } from '#app/lib/pro-record';

const T = PRO_RECORD_TEXTS;

/**
 * The frame of a pro's record for staff (ADR 206): the way back (all pros, or the application),
 * whose record it is, and every part of it (spec 002 §2 sub-pages; "Log in as" is the staff
 * remote's page). The page it frames keeps its own title and form: the pro's own.
 */
export function RecordFrame({ record, profile, children }: { record: ProRecord; profile: ProProfile | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/$/u, '');
  const parts = [...(record.fromApplication ? [] : [{ to: record.base, label: T.overview }]), ...PRO_RECORD_PAGES.map((p) => ({ to: proRecordPath(record.base, p.key), label: p.label }))];
  const name = profile ? `${profile.nameFirst} ${profile.nameLast}`.trim() || profile.email : '';
  return (
    <Box maxW="960px" mx="auto" w="full">
      <Link asChild fontSize="sm" mb="2" color="fg.muted">
        <RouterLink to={record.back.to}>← {record.back.label}</RouterLink>
      </Link>
      <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} mb="5" bg="bg.subtle">
        <Text fontSize="sm" color="fg.muted">
          {T.record}
        </Text>
        <Text fontWeight="semibold" fontSize="lg" data-testid="record-name">
          {name || '…'}
        </Text>
        {profile && (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {[profile.email, formatPhone(profile.phone ?? ''), [profile.city, profile.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
          </Text>
        )}
        <nav aria-label={T.recordPages}>
          <Wrap as="ul" listStyleType="none" gap="2" mt="3">
            {parts.map((part) => {
              const current = here === part.to;
              return (
                <li key={part.to}>
                  <Link
                    asChild
                    display="inline-flex"
                    minH="9"
                    px="3"
                    alignItems="center"
                    borderWidth="1px"
                    borderRadius="md"
                    fontSize="sm"
                    fontWeight={current ? 'bold' : 'normal'}
                    bg={current ? 'bg.emphasized' : undefined}
                    borderColor={current ? 'fg' : undefined}
                    _hover={{ bg: 'bg.muted' }}
                  >
                    <RouterLink to={part.to} aria-current={current ? 'page' : undefined}>
                      {part.label}
                    </RouterLink>
                  </Link>
                </li>
              );
            })}
          </Wrap>
        </nav>
      </Box>
      {children}
    </Box>
  );
}
