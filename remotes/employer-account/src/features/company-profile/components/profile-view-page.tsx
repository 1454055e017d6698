import { Link as RouterLink } from '@floorhire/router';
import { EMPLOYER_PHOTO_TYPES, canEditProfile } from '@floorhire/domain-employer-account';
import { Loaded, NotFoundState, useViewer } from '@floorhire/remote-kit';
import { formatPhone, linkTo } from '@floorhire/rules';
import { Avatar, Box, Heading, HStack, Image, Link, SimpleGrid, Stack, Tag, Text, Wrap } from '@floorhire/ui';
import { useEmployer } from '#app/api/get-employer';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useCompanySkills } from '../api/get-job-skills';
import { useFrequentPositions } from '../api/get-job-titles';
import { usePhotos } from '../api/get-photos';

function Section({ title, text }: { title: string; text: string | null }) {
  return (
    <Box as="section">
      <Heading as="h2" size="md" mb="1">
        {title}
      </Heading>
      <Text whiteSpace="pre-wrap" color={text ? undefined : 'fg.muted'}>
        {text ?? T.profileView.empty}
      </Text>
    </Box>
  );
}

/** /employer/profile: the company profile as pros see it, for everyone on the team (ADR 291). */
export function ProfileViewPage() {
  const viewer = useViewer();
  const employer = useEmployer(viewer.employerId);
  const photos = usePhotos(viewer.employerId);
  const titles = useFrequentPositions(viewer.employerId);
  const skills = useCompanySkills(viewer.employerId);
  if (viewer.employerId === null) return <NotFoundState message={T.noEmployer} />;
  return (
    <Box p={{ base: 4, md: 6 }} maxW="4xl">
      <Loaded resource={employer}>
        {(e) => (
          <Stack gap="6">
            <HStack gap="4" wrap="wrap">
              <Avatar.Root size="2xl" shape="rounded">
                <Avatar.Fallback name={e.name} />
                {e.photoUrl && <Avatar.Image src={e.photoUrl} alt="" />}
              </Avatar.Root>
              <Box minW="0" flex="1">
                <Heading as="h1" size="xl">
                  {e.name}
                </Heading>
                <Text color="fg.muted">
                  {[e.size ? `${e.size} employees` : null, [e.city, e.state].filter(Boolean).join(', ') || null, ...(e.employerIndustries ?? []).map((i) => i.industry.name)].filter(Boolean).join(' · ')}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {[e.website, e.phone ? formatPhone(e.phone) : null].filter(Boolean).join(' · ')}
                </Text>
              </Box>
              {canEditProfile(viewer.roles) && (
                <Link asChild color="green.800" fontWeight="medium">
                  <RouterLink to={linkTo('employerCompanyProfile')}>{T.profileView.editLink}</RouterLink>
                </Link>
              )}
            </HStack>
            <Section title={T.companyProfile.sections['company-introduction']} text={e.introduction} />
            <Section title={T.companyProfile.sections['culture-benefits']} text={e.cultureBenefits} />
            <Section title={T.companyProfile.sections.facility} text={e.facility} />
            <Section title={T.companyProfile.sections.products} text={e.products} />
            <Box as="section">
              <Heading as="h2" size="md" mb="2">
                {T.positions.titles}
              </Heading>
              <Wrap gap="2">{(titles.data ?? []).map((t) => <Tag.Root key={t.jobTitleId}><Tag.Label>{t.jobTitle.title}</Tag.Label></Tag.Root>)}</Wrap>
              <Heading as="h3" size="sm" mt="3" mb="2">
                {T.positions.skills}
              </Heading>
              <Wrap gap="2">{(skills.data ?? []).map((s) => <Tag.Root key={s.jobSkillId} variant="outline"><Tag.Label>{s.jobSkill.name}</Tag.Label></Tag.Root>)}</Wrap>
            </Box>
            {EMPLOYER_PHOTO_TYPES.map((type) => {
              const list = (photos.data ?? []).filter((p) => p.type === type);
              if (list.length === 0) return null;
              return (
                <Box as="section" key={type}>
                  <Heading as="h2" size="md" mb="2">
                    {T.photos.title(type)}
                  </Heading>
                  <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
                    {list.map((p, i) => (
                      <Image key={p.id} src={p.url} alt={T.photos.alt(type, i + 1)} borderRadius="md" aspectRatio={4 / 3} objectFit="cover" loading="lazy" />
                    ))}
                  </SimpleGrid>
                </Box>
              );
            })}
          </Stack>
        )}
      </Loaded>
    </Box>
  );
}
