import { Link as RouterLink } from '@floorhire/router';
import { Loaded, NotFoundState, useViewer } from '@floorhire/remote-kit';
import { truncate } from '@floorhire/rules';
import type { EmployerPhoto } from '@floorhire/domain-employer-account';
import type { EmployerDto } from '@floorhire/schemas';
import { Avatar, Box, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@floorhire/ui';
import { useEmployer } from '#app/api/get-employer';
import { SettingsLayout } from '#app/components/settings-layout';
import { REMOTE_TEXTS as T } from '#app/texts';
import { usePhotos } from '../api/get-photos';

const C = T.companyProfile;
type Section = keyof typeof C.sections;

function SectionCard({ employerId, section, summary, detail }: { employerId: number; section: Section; summary: string | null; detail?: string }) {
  const title = C.sections[section];
  return (
    <Card.Root as="section" aria-labelledby={`section-${section}`} data-testid={`section-${section}`}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" size="md" id={`section-${section}`}>
            {title}
          </Heading>
          <Button asChild size="sm" variant="outline" flexShrink={0}>
            <RouterLink to={`/employer/${employerId}/${section}`} aria-label={`${T.edit} ${title.toLowerCase()}`}>
              {T.edit}
            </RouterLink>
          </Button>
        </HStack>
        <Text color={summary ? undefined : 'fg.muted'}>{summary ? truncate(summary, 160) : T.notSet}</Text>
        {detail && (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Overview({ employer, photos }: { employer: EmployerDto; photos: readonly EmployerPhoto[] | undefined }) {
  const count = (type: EmployerPhoto['type']) => (photos ? C.photos(photos.filter((p) => p.type === type).length) : undefined);
  const place = [employer.city, employer.state].filter(Boolean).join(', ');
  const industries = (employer.employerIndustries ?? []).map((i) => i.industry.name).join(', ');
  const basics = [employer.size ? `${employer.size} employees` : null, industries || null, place || null].filter(Boolean).join(' · ');
  return (
    <Stack gap="4">
      <HStack gap="4" align="center" wrap="wrap">
        <Avatar.Root size="2xl" shape="rounded">
          <Avatar.Fallback name={employer.name} />
          {employer.photoUrl && <Avatar.Image src={employer.photoUrl} alt="" />}
        </Avatar.Root>
        <Box minW="0" flex="1">
          <Text fontSize="xl" fontWeight="semibold">
            {employer.name}
          </Text>
          <Text color="fg.muted">{C.intro}</Text>
        </Box>
        <Link asChild color="green.800" fontWeight="medium">
          <RouterLink to="/employer/profile">{C.viewAsPro}</RouterLink>
        </Link>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SectionCard employerId={employer.id} section="basic-info" summary={basics || null} />
        <SectionCard employerId={employer.id} section="company-introduction" summary={employer.introduction} {...(count('Introduction') ? { detail: count('Introduction')! } : {})} />
        <SectionCard employerId={employer.id} section="culture-benefits" summary={employer.cultureBenefits} />
        <SectionCard employerId={employer.id} section="facility" summary={employer.facility} {...(count('Facility') ? { detail: count('Facility')! } : {})} />
        <SectionCard employerId={employer.id} section="products" summary={employer.products} {...(count('Product') ? { detail: count('Product')! } : {})} />
        <SectionCard employerId={employer.id} section="frequent-positions" summary={T.positions.titlesHelp} />
      </SimpleGrid>
    </Stack>
  );
}

/** /employer/settings/company-profile: the settings tab that shows each part of the profile and leads to its editor. */
export function CompanyProfilePage() {
  const viewer = useViewer();
  const employer = useEmployer(viewer.employerId);
  const photos = usePhotos(viewer.employerId);
  return (
    <SettingsLayout title={C.title}>
      {viewer.employerId === null ? <NotFoundState message={T.noEmployer} /> : <Loaded resource={employer}>{(e) => <Overview employer={e} photos={photos.data} />}</Loaded>}
    </SettingsLayout>
  );
}

