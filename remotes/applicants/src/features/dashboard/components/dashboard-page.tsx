import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from '@floorhire/router';
import { Alert, Badge, Box, Button, Card, Flex, Group, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@floorhire/ui';
import { ACHIEVEMENTS, fullName, serverToZoned } from '@floorhire/rules';
import { APPLICANT_TEXTS, DASHBOARD_TEXTS, INTERVIEW_TIMES } from '@floorhire/domain-applications';
import { EmptyState, ErrorState, LoadingState, type Resource } from '@floorhire/remote-kit';
import { useViewer } from '#app/lib/use-viewer';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useActiveJobs } from '../api/get-active-jobs';
import { usePrescreened } from '../api/get-prescreened';
import { DASHBOARD_STATS } from '../api/get-stat';
import { useSubscribed } from '../api/get-subscribed';
import { useUpcomingInterviews } from '../api/get-upcoming-interviews';
import { StatCard } from './stat-card';

const TIME_LABEL = new Map(INTERVIEW_TIMES.map((t) => [t.value, t.label]));

function ListCard<T>({ title, resource, failed, empty, children, testId }: { title: string; resource: Resource<T[]>; failed: string; empty: string; children(items: T[]): ReactNode; testId: string }) {
  return (
    <Card.Root size="sm" data-testid={testId} minW="0">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        {resource.error ? (
          <ErrorState message={failed} onRetry={resource.reload} />
        ) : !resource.data ? (
          <LoadingState />
        ) : resource.data.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {children(resource.data)}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /employer/dashboard (spec 001 §2): active jobs, upcoming interviews, pre-screened candidates and five weekly statistics. */
export function DashboardPage() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const scope = params.get('jobs') === 'all' ? 'all' : 'mine';
  const mineOf = scope === 'mine' ? viewer.userId : null;
  const employerId = viewer.employerId;
  // Unsubscribed employers see the sample statistics and no lists (spec 001 §6). Whether one is
  // subscribed is the subscription service's answer; when it cannot be read the lists load and
  // the API decides.
  const subscribed = useSubscribed(employerId);
  const sample = subscribed.data === false;
  const listsOf = subscribed.data === true || subscribed.error ? employerId : null;
  const jobs = useActiveJobs(listsOf, mineOf);
  const upcoming = useUpcomingInterviews(listsOf, mineOf);
  const prescreened = usePrescreened(listsOf, mineOf);

  if (employerId === null) return <ErrorState message={T.notFound} />;

  return (
    <Stack gap="5" p={{ base: 3, md: 6 }} data-testid="dashboard">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {T.dashboard}
        </Heading>
        {/* Two toggle buttons from the core part: a segmented control would load the controls part (25 KB) for one switch (ADR 281). */}
        <Group attached role="group" aria-label={T.jobsFilter}>
          {(['mine', 'all'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={scope === value ? 'solid' : 'outline'}
              aria-pressed={scope === value}
              onClick={() =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (value === 'all') next.set('jobs', 'all');
                    else next.delete('jobs');
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              {value === 'mine' ? T.mine : T.all}
            </Button>
          ))}
        </Group>
      </Flex>

      {sample && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{T.sampleStats}</Alert.Title>
        </Alert.Root>
      )}

      <Box as="section" aria-labelledby="stats-heading">
        <Heading as="h2" size="md" mb="3" id="stats-heading">
          {T.statistics}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {DASHBOARD_STATS.map((kind) => (
            <StatCard key={`${kind}-${scope}`} kind={kind} employerId={employerId} mineOf={mineOf} sample={sample} />
          ))}
        </SimpleGrid>
      </Box>

      {!sample && (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="3">
          <ListCard title={T.activeJobs} resource={jobs} failed={DASHBOARD_TEXTS.activeJobsFailed} empty={T.noActiveJobs} testId="active-jobs">
            {(items) =>
              items.map((job) => (
                <li key={job.id}>
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={`/employer/jobs/${job.id}/candidates`}>{job.title}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {[job.city, job.state].filter(Boolean).join(', ')}
                    {job.applicantCounts.newApplications > 0 ? ` · ${job.applicantCounts.newApplications} new` : ''}
                  </Text>
                </li>
              ))
            }
          </ListCard>
          <ListCard title={T.upcoming} resource={upcoming} failed={DASHBOARD_TEXTS.interviewsFailed} empty={T.noUpcoming} testId="upcoming-interviews">
            {(items) =>
              items.map((i) => {
                const local = serverToZoned(i.tsInterview, i.timezone);
                return (
                  <li key={i.slotId}>
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={i.url}>{fullName(i.pro.nameFirst, i.pro.nameLast)}</RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted">
                      {local ? `${local.date} ${TIME_LABEL.get(local.time) ?? local.time}` : i.tsInterview} · {i.type} · {i.jobTitle}
                    </Text>
                  </li>
                );
              })
            }
          </ListCard>
          <ListCard title={T.prescreened} resource={prescreened} failed={DASHBOARD_TEXTS.prescreenedFailed} empty={T.noPrescreened} testId="prescreened">
            {(items) =>
              items.map((p) => (
                <li key={p.id}>
                  <HStack gap="2" wrap="wrap">
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={p.url}>{fullName(p.userProfile.nameFirst, p.userProfile.nameLast)}</RouterLink>
                    </Link>
                    {p.statusText === 'New' && <Badge colorPalette="green">{APPLICANT_TEXTS.newTag}</Badge>}
                    {p.achievementId !== null && p.achievementId in ACHIEVEMENTS && <Badge variant="outline">{ACHIEVEMENTS[p.achievementId as keyof typeof ACHIEVEMENTS]}</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {p.job.jobTitle.title}
                    {p.lastJobTitle ? ` · ${p.lastJobTitle}${p.lastEmployerName ? ` at ${p.lastEmployerName}` : ''}` : ''}
                  </Text>
                </li>
              ))
            }
          </ListCard>
        </SimpleGrid>
      )}
    </Stack>
  );
}
