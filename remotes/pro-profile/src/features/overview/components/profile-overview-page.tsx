import { Link as RouterLink } from '@floorhire/router';
import { COMPLETENESS_PARTS, PRO_PROFILE_TEXTS, PRO_RECORD_TEXTS } from '@floorhire/domain-pro-profile';
import { formatPhone } from '@floorhire/rules';
import { useRemoteProps } from '@floorhire/contract';
import { Avatar, Box, Heading, HStack, Link, List, Progress, SimpleGrid, Stack, Text } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { useProProfile } from '#app/api/pro-profile';
import { photoSrc } from '#app/components/photo-field';
import { LoadedOr } from '#app/components/pro-page';
import { RecordFrame } from '#app/components/record-frame';
import { recordLink, useProRecord } from '#app/lib/pro-record';

const SECTION_LINKS = [
  ['/pro/personal-info', PAGE_TEXTS.sections.personalInfo],
  ['/pro/resume', PAGE_TEXTS.sections.resume],
  ['/pro/experience', PAGE_TEXTS.sections.experience],
  ['/pro/education', PAGE_TEXTS.sections.education],
  ['/pro/references', PAGE_TEXTS.sections.references],
  ['/pro/job-preferences', PAGE_TEXTS.sections.jobPreferences],
  ['/pro/taxonomy', PAGE_TEXTS.sections.taxonomy],
  ['/pro/settings', PAGE_TEXTS.sections.settings],
] as const;

/** /pro: the profile overview with its completeness (spec 002 §2 Pro routes: index); /admin/pro/{id} for staff. */
export function ProfileOverviewPage() {
  const profile = useProProfile();
  const { apiBase } = useRemoteProps();
  // Staff on /admin/pro/{id}: the same overview inside the record's frame (ADR 206).
  const record = useProRecord();
  const page = (
    <Box maxW="720px" mx={record ? undefined : 'auto'} w="full">
      <Heading as="h1" size="2xl" mb="5">
        {record ? PRO_RECORD_TEXTS.overview : PAGE_TEXTS.profileTitle}
      </Heading>
      <LoadedOr resource={profile} errorText={PRO_PROFILE_TEXTS.couldNotGetProProfile}>
        {(p) => (
          <Stack gap="6">
            <Box borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
              <HStack gap="4" align="center">
                <Avatar.Root size="xl">
                  <Avatar.Fallback name={`${p.nameFirst} ${p.nameLast}`.trim()} />
                  {p.avatarUrl && <Avatar.Image src={photoSrc(apiBase.auth ?? '', p.avatarUrl)} alt={PAGE_TEXTS.photo.alt(`${p.nameFirst} ${p.nameLast}`.trim())} />}
                </Avatar.Root>
                <Box minW="0">
                  <Heading as="h2" size="lg">
                    {`${p.nameFirst} ${p.nameLast}`.trim() || p.email}
                  </Heading>
                  <Text color="fg.muted">{[p.email, formatPhone(p.phone ?? ''), [p.city, p.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</Text>
                </Box>
              </HStack>
              <Progress.Root value={p.completeness.percent} mt="4" colorPalette="green" size="lg" aria-label={PAGE_TEXTS.complete(p.completeness.percent)}>
                <Progress.Label mb="2" fontWeight="semibold" data-testid="completeness">
                  {PAGE_TEXTS.complete(p.completeness.percent)}
                </Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              {p.completeness.missing.length === 0 ? (
                <Text mt="3">{PAGE_TEXTS.allDone}</Text>
              ) : (
                <>
                  <Text mt="3">{PAGE_TEXTS.completeHelp}</Text>
                  <List.Root mt="2" ps="5">
                    {COMPLETENESS_PARTS.filter((part) => p.completeness.missing.includes(part.key)).map((part) => (
                      <List.Item key={part.key}>
                        <Link asChild>
                          <RouterLink to={recordLink(record, part.path)}>{part.label}</RouterLink>
                        </Link>
                      </List.Item>
                    ))}
                  </List.Root>
                </>
              )}
            </Box>
            {!record && (
              <nav aria-label={PAGE_TEXTS.profileTitle}>
                <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" listStyleType="none">
                  {SECTION_LINKS.map(([to, label]) => (
                    <li key={to}>
                      <Link asChild display="flex" minH="12" px="4" alignItems="center" borderWidth="1px" borderRadius="md" fontWeight="medium" _hover={{ bg: 'bg.muted' }}>
                        <RouterLink to={to}>{label}</RouterLink>
                      </Link>
                    </li>
                  ))}
                </SimpleGrid>
              </nav>
            )}
          </Stack>
        )}
      </LoadedOr>
    </Box>
  );
  return record ? (
    <RecordFrame record={record} profile={profile.data}>
      {page}
    </RecordFrame>
  ) : (
    page
  );
}
