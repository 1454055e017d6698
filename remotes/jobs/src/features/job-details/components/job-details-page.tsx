import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from '@floorhire/router';
import { JOB_STATUS_LABELS, type JobDto, type JobStatus } from '@floorhire/domain-jobs';
import { formatDate, formatJobPay, formatTime, pageTitle, shiftLabel, type ShiftCode } from '@floorhire/rules';
import { ErrorState, LoadingState } from '@floorhire/remote-kit';
import { Badge, Box, Button, DataList, Heading, HStack, Link, List, Stack, Text, Wrap } from '@floorhire/ui';
import { useJob } from '#app/api/get-job';
import { MarkdownPreview } from '#app/components/markdown-preview';
import { savedStep } from '#app/lib/saved-step';
import { useViewer, type Viewer } from '#app/lib/viewer';
import { PAGE_TEXTS } from '#app/texts';
import { OutreachCount } from './outreach-count';

// Staff only: the list and the send form (with the design system's radio controls) load when a
// staff user opens the page, never for an employer (page weight, ADR 115).
const OutreachPanel = lazy(() => import('./outreach-panel').then((m) => ({ default: m.OutreachPanel })));

const T = PAGE_TEXTS.details;
const STATUS_COLORS: Record<JobStatus, string> = { live: 'green', draft: 'gray', removed: 'red', archived: 'purple', expired: 'orange' };
const when = (ts: string) => `${formatDate(ts)} ${formatTime(ts)}`;

/** A titled part of the page. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function editLink(viewer: Viewer, job: JobDto): string {
  if (job.status === 'draft') return `${viewer.base}/create/${savedStep(job.id) ?? 'company-information'}?jobId=${job.id}`;
  return `${viewer.base}/${job.id}/edit/job-details`;
}

function Facts({ job, viewer }: { job: JobDto; viewer: Viewer }) {
  const items: [string, string | null][] = [
    [T.pay, formatJobPay(job)],
    [T.shift, shiftLabel(job.shift as ShiftCode) || null],
    [T.hours, job.startTime && job.endTime ? `${job.startTime} – ${job.endTime}` : null],
    [T.hireType, job.hireType],
    [T.hires, job.hiresPerPosition === null ? null : String(job.hiresPerPosition)],
    [T.experience, job.experience],
    [T.address, [job.street1, job.city, [job.state, job.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null],
    [T.employer, viewer.isStaff ? job.employer.name : null],
    [T.created, formatDate(job.createTs)],
    [T.updated, formatDate(job.updateTs)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="md">
      {items
        .filter((item): item is [string, string] => Boolean(item[1]))
        .map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}

/** The job's status history, newest first (spec 001 §4 texts, from the API). */
function History({ job }: { job: JobDto }) {
  const entries = [...job.statusHistories].sort((a, b) => b.createTs.localeCompare(a.createTs));
  if (entries.length === 0) return <Text color="fg.muted">{T.noHistory}</Text>;
  return (
    <List.Root as="ol" gap="3" listStyleType="none" data-testid="status-history">
      {entries.map((h, i) => (
        <List.Item key={`${h.createTs}-${i}`} borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
          <Text fontWeight="medium">{h.text}</Text>
          <Text fontSize="sm" color="fg.muted">
            {[when(h.createTs), h.creator ? T.by(`${h.creator.nameFirst} ${h.creator.nameLast}`.trim()) : null].filter(Boolean).join(' · ')}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * /employer/jobs/{id} and /admin/jobs/{id} (issue 25 item 1; ADR 115): the job's details, its
 * status history, and what was sent to pros: the count for its employer, the pros and a send
 * by hand for staff (ADR 116).
 */
export function JobDetailsPage() {
  const viewer = useViewer();
  const { id } = useParams();
  const jobId = Number(id);
  const valid = Number.isInteger(jobId) && jobId > 0;
  const job = useJob(valid ? jobId : null);

  useEffect(() => {
    if (job.data) document.title = pageTitle(job.data.title);
  }, [job.data]);

  if (!valid || job.error?.statusCode === 404 || job.error?.statusCode === 403) return <ErrorState message={T.notFound} />;
  if (job.error && !job.data) return <ErrorState message={T.loadFailed} onRetry={job.reload} />;
  if (!job.data) return <LoadingState />;
  const j = job.data;
  const skills = j.jobSkillMaps.map((s) => s.name);

  return (
    <Box maxW="960px" mx="auto" w="full" data-testid="job-details">
      <Link asChild fontSize="sm" color="fg.muted" mb="2">
        <RouterLink to={viewer.base}>← {T.backToJobs(viewer.isStaff)}</RouterLink>
      </Link>
      <Stack gap="2" mb="5">
        <Wrap gap="3" align="center">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {j.title}
          </Heading>
          <Badge size="lg" colorPalette={STATUS_COLORS[j.status]} data-testid="job-status">
            {JOB_STATUS_LABELS[j.status]}
          </Badge>
        </Wrap>
        <Text color="fg.muted">{[viewer.isStaff ? j.employer.name : null, [j.city, j.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild size="md" variant="outline">
            <RouterLink to={`${viewer.base}/${j.id}/candidates`}>{T.applicants}</RouterLink>
          </Button>
          {viewer.canEditJobs && (
            <Button asChild size="md" variant="outline">
              <RouterLink to={editLink(viewer, j)}>{j.status === 'draft' ? T.continueDraft : T.edit}</RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>
      <Stack gap="5">
        {viewer.isStaff ? (
          <Suspense fallback={<LoadingState />}>
            <OutreachPanel job={j} />
          </Suspense>
        ) : (
          <OutreachCount jobId={j.id} />
        )}
        <Part title={T.facts}>
          <Facts job={j} viewer={viewer} />
          {skills.length > 0 && (
            <Box mt="4">
              <Text fontWeight="semibold" mb="2">
                {T.skills}
              </Text>
              <Wrap gap="2">
                {skills.map((s) => (
                  <Badge key={s} variant="outline">
                    {s}
                  </Badge>
                ))}
              </Wrap>
            </Box>
          )}
        </Part>
        <Part title={T.description}>{j.description.markdown || j.rawDescription ? <MarkdownPreview markdown={j.description.markdown ?? j.rawDescription ?? ''} headingAs="h3" /> : <Text color="fg.muted">{T.noDescription}</Text>}</Part>
        <Part title={T.history}>
          <History job={j} />
        </Part>
      </Stack>
    </Box>
  );
}
