import { Badge, Box, Card, Heading, HStack, Link, SimpleGrid, Stack, Stat, Text } from '@floorhire/ui';
import { Link as RouterLink } from '@floorhire/router';
import { EmptyState, ErrorState, Loaded } from '@floorhire/remote-kit';
import { formatDate, linkTo } from '@floorhire/rules';
import type { StaffOverview } from '@floorhire/domain-staff';
import { PageFrame } from '#app/components/page-frame';
import { STAFF_TEXTS } from '#app/texts';
import { useOverview } from '../api/get-overview';
import { useStaffInbox, type StaffInbox } from '../api/get-staff-inbox';

const T = STAFF_TEXTS.home;


/** Each count of the staff home and the page it opens (spec 002 §2; ADR 302). */
export function countLinks(o: StaffOverview): { label: string; value: number; to: string }[] {
  return [
    { label: T.users, value: o.users, to: linkTo('adminUsers') },
    { label: T.staff, value: o.staff, to: linkTo('adminUsers', {}, { groupMembership: 'Super Admin' }) },
    { label: T.employerUsers, value: o.employerUsers, to: linkTo('adminUsers', {}, { groupMembership: 'Company Admin' }) },
    { label: T.pros, value: o.pros, to: linkTo('adminUsers', {}, { groupMembership: 'Expert' }) },
    { label: T.employers, value: o.employers, to: linkTo('adminEmployers') },
    { label: T.liveJobs, value: o.liveJobs, to: '/admin/jobs' },
    { label: T.talentSearchRequests, value: o.talentSearchRequests, to: linkTo('adminEmployers', {}, { feature: 'Talent Search:Requested' }) },
  ];
}

/** Only its labels and links are read while the numbers load. */
const ZERO: StaffOverview = { users: 0, staff: 0, employerUsers: 0, pros: 0, employers: 0, liveJobs: 0, talentSearchRequests: 0, openInboxItems: 0, liveActAsSessions: 0 };

function Counts({ overview }: { overview: StaffOverview | null }) {
  const counts = countLinks(overview ?? ZERO);
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 4, xl: 7 }} gap="3" listStyleType="none" m="0" p="0" aria-busy={overview === null}>
      {counts.map((c) => (
        <Box as="li" key={c.label}>
          <Card.Root asChild size="sm" h="full" _hover={{ borderColor: 'brand.solid' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
            <RouterLink to={c.to} data-testid={`count-${c.label}`}>
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>{c.label}</Stat.Label>
                  <Stat.ValueText>{overview === null ? '…' : c.value.toLocaleString('en-US')}</Stat.ValueText>
                </Stat.Root>
              </Card.Body>
            </RouterLink>
          </Card.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function Inbox({ inbox }: { inbox: StaffInbox }) {
  if (inbox.items.length === 0) return <EmptyState title={T.inboxEmpty} />;
  return (
    <Stack as="ul" listStyleType="none" gap="2" m="0" p="0" data-testid="staff-inbox">
      {inbox.items.map((item) => (
        <Card.Root as="li" key={item.id} size="sm" opacity={item.resolvedTs ? 0.75 : 1}>
          <Card.Body>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Link asChild fontWeight="semibold">
                <RouterLink to={item.url}>{T.talentSearchRequest(item.employerName, item.requestedBy?.name ?? null)}</RouterLink>
              </Link>
              {item.resolvedTs ? <Badge>{T.handled(item.resolution ?? '')}</Badge> : <Badge colorPalette="yellow">{T.open}</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(item.createTs)}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/** /admin: the staff home, its counts (each a link), the staff inbox and every staff page (spec 002 §2; ADR 302). */
export function StaffHomePage() {
  const overview = useOverview();
  const inbox = useStaffInbox();
  return (
    <PageFrame title={T.title}>
      <Stack gap="8">
        <Stack as="section" aria-labelledby="staff-counts" gap="3">
          <Heading as="h2" size="md" id="staff-counts">
            {T.counts}
          </Heading>
          {/* The cards are drawn at once and their numbers fill in, so nothing below moves (layout shift). */}
          {overview.error && !overview.data ? <ErrorState message={overview.error.message} onRetry={overview.reload} /> : <Counts overview={overview.data ?? null} />}
        </Stack>
        <Stack as="nav" aria-labelledby="staff-pages" gap="3">
          <Heading as="h2" size="md" id="staff-pages">
            {T.pages}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="2" listStyleType="none" m="0" p="0">
            {STAFF_TEXTS.pages.map((p) => (
              <li key={p.path}>
                <Link asChild>
                  <RouterLink to={p.path}>{p.label}</RouterLink>
                </Link>
              </li>
            ))}
          </SimpleGrid>
        </Stack>
        {/* Last: the inbox grows as it loads, and nothing sits below it to be pushed. */}
        <Stack as="section" aria-labelledby="staff-inbox" gap="3">
          <HStack gap="2">
            <Heading as="h2" size="md" id="staff-inbox">
              {T.inbox}
            </Heading>
            {inbox.data && inbox.data.open > 0 && <Badge colorPalette="yellow">{inbox.data.open}</Badge>}
          </HStack>
          {inbox.error && !inbox.data ? <ErrorState message={inbox.error.message} onRetry={inbox.reload} /> : <Loaded resource={inbox}>{(i) => <Inbox inbox={i} />}</Loaded>}
        </Stack>
      </Stack>
    </PageFrame>
  );
}
