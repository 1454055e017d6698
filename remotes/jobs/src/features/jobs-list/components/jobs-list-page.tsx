import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@floorhire/router';
import { Alert, Badge, Box, Button, Card, Center, HStack, Heading, Input, Link, NativeSelect, Spinner, Stack, Table, Text, Wrap } from '@floorhire/ui';
import { PAGE_SIZES, PAGE_SIZE_OPTIONS, applyAllOption, formatDate, pageCount, pageTitle, usStateName } from '@floorhire/rules';
import { JOB_STATUS_LABELS, JOB_DEFAULT_FILTER_STATUSES, type JobStatus, type JobSummaryRow } from '@floorhire/domain-jobs';
import { useEmployerChoices } from '#app/lib/people';
import { savedStep } from '#app/lib/saved-step';
import { useViewer, type Viewer } from '#app/lib/viewer';
import { useJobSummaries } from '../api/get-job-summaries';
import { useJobSummaryCount } from '../api/get-job-summary-count';
import { JOB_SORT_CHOICES, filterStatusesFor, type JobListState } from '../utils/list-query';

const STATUS_COLORS: Record<JobStatus, string> = { live: 'green', draft: 'gray', removed: 'red', archived: 'purple', expired: 'orange' };

/** Staff arrive from an employer's page with ?employerId= (ADR 303): the list starts on that employer. */
function initialState(viewer: Viewer, employerParam: string | null): JobListState {
  const employerId = viewer.isStaff && employerParam && /^\d+$/u.test(employerParam) ? Number(employerParam) : null;
  return {
    statuses: [...JOB_DEFAULT_FILTER_STATUSES],
    scope: 'all',
    sort: viewer.isStaff ? 'statusUpdateTs DESC' : '',
    page: 1,
    pageSize: viewer.isStaff ? PAGE_SIZES.staffJobs : PAGE_SIZES.employerJobs,
    search: '',
    employerId,
  };
}

function StatusBadge({ status }: { status: JobStatus }) {
  return <Badge colorPalette={STATUS_COLORS[status]}>{JOB_STATUS_LABELS[status]}</Badge>;
}

function place(row: JobSummaryRow): string {
  return [row.city, row.state ? (usStateName(row.state) ? row.state : row.state) : null].filter(Boolean).join(', ');
}

/** Where a row's Edit goes: a draft continues its creation at the saved step, others edit. */
export function editLink(viewer: Viewer, row: Pick<JobSummaryRow, 'id' | 'status'>): string {
  if (row.status === 'draft') return `${viewer.base}/create/${savedStep(row.id) ?? 'company-information'}?jobId=${row.id}`;
  return `${viewer.base}/${row.id}/edit/job-details`;
}

/** Details, Applicants and Edit (Continue for a draft): the same links in the table and on phone cards. */
function JobRowLinks({ viewer, row, applicantsTo, gap, mt }: { viewer: Viewer; row: JobSummaryRow; applicantsTo: string; gap: number; mt?: number }) {
  const editLabel = row.status === 'draft' ? 'Continue' : 'Edit';
  return (
    <HStack gap={gap} mt={mt}>
      <Link asChild fontSize="sm">
        <RouterLink to={`${viewer.base}/${row.id}`} aria-label={`Details of ${row.title}`}>
          Details
        </RouterLink>
      </Link>
      <Link asChild fontSize="sm">
        <RouterLink to={applicantsTo} aria-label={`Applicants for ${row.title}`}>
          Applicants
        </RouterLink>
      </Link>
      {viewer.canEditJobs && (
        <Link asChild fontSize="sm">
          <RouterLink to={editLink(viewer, row)} aria-label={`${editLabel} ${row.title}`}>
            {editLabel}
          </RouterLink>
        </Link>
      )}
    </HStack>
  );
}

const COUNT_COLUMNS = [
  { key: 'newApplications', label: 'New Applications' },
  { key: 'engaged', label: 'Engaged' },
  { key: 'reviewed', label: 'Reviewed' },
  { key: 'interview', label: 'Interview' },
  { key: 'offer', label: 'Offer' },
] as const;

/** The jobs list of spec 001 §2 for employers (/employer/jobs) and staff (/admin/jobs). */
export function JobsListPage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const [state, setState] = useState<JobListState>(() => initialState(viewer, params.get('employerId')));
  const [searchText, setSearchText] = useState('');
  const rows = useJobSummaries(viewer, state);
  const count = useJobSummaryCount(viewer, state);
  const employers = useEmployerChoices(viewer.isStaff);

  useEffect(() => {
    document.title = pageTitle(viewer.isStaff ? 'Jobs' : 'Job Posts');
  }, [viewer.isStaff]);

  // Search waits for the user to pause typing.
  useEffect(() => {
    const timer = setTimeout(() => setState((s) => (s.search === searchText ? s : { ...s, search: searchText, page: 1 })), 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  const set = (patch: Partial<JobListState>) => setState((s) => ({ ...s, page: 1, ...patch }));
  const statusOptions: readonly (JobStatus | 'all')[] = ['all', ...filterStatusesFor(viewer.isStaff)];
  const toggleStatus = (status: JobStatus | 'all') => {
    const next = state.statuses.includes(status) ? state.statuses.filter((s) => s !== status) : [...state.statuses, status];
    set({ statuses: applyAllOption(state.statuses, next, 'all') });
  };
  const total = count.data ?? 0;
  const pages = pageCount(total, state.pageSize);
  const createLink = `${viewer.base}/create/company-information${viewer.isStaff && state.employerId ? `?employerId=${state.employerId}&employerName=${encodeURIComponent(employers.data?.find((e) => e.id === state.employerId)?.name ?? '')}` : ''}`;
  const applicantsLink = (id: number) => `${viewer.base}/${id}/candidates`;
  const list = rows.data ?? [];

  return (
    <Box p={{ base: 3, md: 6 }} maxW="90rem">
      <HStack justify="space-between" mb={4} wrap="wrap" gap={3}>
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {viewer.isStaff ? 'Jobs' : 'Job Posts'}
        </Heading>
        {viewer.canEditJobs && (
          <Button asChild colorPalette="brand">
            <RouterLink to={createLink}>{viewer.isStaff ? 'Create job for an employer' : 'Create job post'}</RouterLink>
          </Button>
        )}
      </HStack>

      <Stack gap={3} mb={4} as="form" role="search" aria-label="Job filters" onSubmit={(e) => e.preventDefault()}>
        <Wrap gap={2} role="group" aria-label="Status filter">
          {statusOptions.map((status) => {
            const on = state.statuses.includes(status);
            return (
              <Button key={status} size="sm" variant={on ? 'solid' : 'outline'} colorPalette={on ? 'brand' : 'gray'} aria-pressed={on} onClick={() => toggleStatus(status)}>
                {status === 'all' ? 'All' : JOB_STATUS_LABELS[status]}
              </Button>
            );
          })}
        </Wrap>
        <Wrap gap={3} align="center">
          <HStack role="group" aria-label="Whose jobs" gap={0}>
            {(['mine', 'all'] as const).map((scope) => (
              <Button key={scope} size="sm" variant={state.scope === scope ? 'solid' : 'outline'} colorPalette={state.scope === scope ? 'brand' : 'gray'} aria-pressed={state.scope === scope} onClick={() => set({ scope })}>
                {scope === 'mine' ? 'Mine' : 'All jobs'}
              </Button>
            ))}
          </HStack>
          <NativeSelect.Root size="sm" w={{ base: 'full', sm: '16rem' }}>
            <NativeSelect.Field aria-label="Sort by" value={state.sort} onChange={(e) => set({ sort: e.target.value })}>
              {!viewer.isStaff && <option value="">Status, then Last Updated</option>}
              {JOB_SORT_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {viewer.isStaff && (
            <NativeSelect.Root size="sm" w={{ base: 'full', sm: '16rem' }}>
              <NativeSelect.Field aria-label="Employer" value={state.employerId ? String(state.employerId) : ''} onChange={(e) => set({ employerId: e.target.value ? Number(e.target.value) : null })}>
                <option value="">All employers</option>
                {(employers.data ?? []).map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          <Input size="sm" w={{ base: 'full', sm: '14rem' }} placeholder="Search titles" aria-label="Search jobs" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
        </Wrap>
      </Stack>

      {rows.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{rows.error.message}</Alert.Title>
          <Button size="sm" ml="auto" onClick={rows.reload}>
            Retry
          </Button>
        </Alert.Root>
      ) : rows.loading && !rows.data ? (
        <Center py={12}>
          <Spinner size="lg" aria-label="Loading jobs" />
        </Center>
      ) : list.length === 0 ? (
        <Box borderWidth="1px" borderRadius="md" p={8} textAlign="center" data-testid="jobs-empty">
          <Text mb={3}>No jobs match these filters.</Text>
          {viewer.canEditJobs && (
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={createLink}>Create job post</RouterLink>
            </Button>
          )}
        </Box>
      ) : (
        <Box aria-busy={rows.loading} opacity={rows.loading ? 0.6 : 1}>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" hideBelow="md">
            <Table.Root size="sm" interactive data-testid="jobs-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Title</Table.ColumnHeader>
                  {viewer.isStaff && <Table.ColumnHeader>Employer</Table.ColumnHeader>}
                  <Table.ColumnHeader>Location</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  {COUNT_COLUMNS.map((c) => (
                    <Table.ColumnHeader key={c.key} textAlign="end">
                      {c.label}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader>Hiring Contact</Table.ColumnHeader>
                  {viewer.isStaff && <Table.ColumnHeader>Assignee</Table.ColumnHeader>}
                  <Table.ColumnHeader>Created</Table.ColumnHeader>
                  <Table.ColumnHeader>Last Updated</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((row) => (
                  <Table.Row key={row.id} data-job-id={row.id}>
                    <Table.Cell fontWeight="medium">
                      <Link asChild>
                        <RouterLink to={applicantsLink(row.id)}>{row.title}</RouterLink>
                      </Link>
                    </Table.Cell>
                    {viewer.isStaff && <Table.Cell>{row.employerName}</Table.Cell>}
                    <Table.Cell>{place(row)}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={row.status} />
                    </Table.Cell>
                    {COUNT_COLUMNS.map((c) => (
                      <Table.Cell key={c.key} textAlign="end">
                        {row.applicantCounts[c.key]}
                      </Table.Cell>
                    ))}
                    <Table.Cell>{row.employerAssigneeName ?? ''}</Table.Cell>
                    {viewer.isStaff && <Table.Cell>{row.assigneeName ?? ''}</Table.Cell>}
                    <Table.Cell whiteSpace="nowrap">{formatDate(row.createTs)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(row.statusUpdateTs)}</Table.Cell>
                    <Table.Cell>
                      <JobRowLinks viewer={viewer} row={row} applicantsTo={applicantsLink(row.id)} gap={3} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>

          <Stack gap={3} hideFrom="md" as="ul" listStyleType="none" ps={0} data-testid="jobs-cards">
            {list.map((row) => (
              <Card.Root as="li" key={row.id} size="sm" data-job-id={row.id}>
                <Card.Body gap={1}>
                  <HStack justify="space-between" align="start">
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={applicantsLink(row.id)}>{row.title}</RouterLink>
                    </Link>
                    <StatusBadge status={row.status} />
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {[viewer.isStaff ? row.employerName : null, place(row)].filter(Boolean).join(' · ')}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {row.applicantCounts.newApplications} new · {row.applicantCounts.engaged} engaged · {row.applicantCounts.interview} interview · Updated {formatDate(row.statusUpdateTs)}
                  </Text>
                  {(row.employerAssigneeName || (viewer.isStaff && row.assigneeName)) && (
                    <Text fontSize="xs" color="fg.muted">
                      {[row.employerAssigneeName ? `Hiring contact: ${row.employerAssigneeName}` : null, viewer.isStaff && row.assigneeName ? `Assignee: ${row.assigneeName}` : null].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                  <JobRowLinks viewer={viewer} row={row} applicantsTo={applicantsLink(row.id)} gap={4} mt={1} />
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </Box>
      )}

      <HStack justify="space-between" mt={4} wrap="wrap" gap={3} as="nav" aria-label="Pages">
        <HStack gap={2}>
          <Text fontSize="sm">Rows per page</Text>
          <NativeSelect.Root size="sm" w="5rem">
            <NativeSelect.Field aria-label="Rows per page" value={String(state.pageSize)} onChange={(e) => set({ pageSize: Number(e.target.value) })}>
              {PAGE_SIZE_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack gap={2}>
          <Text fontSize="sm" data-testid="jobs-total">
            {total === 0 ? '0 jobs' : `${(state.page - 1) * state.pageSize + 1}-${Math.min(total, state.page * state.pageSize)} of ${total}`}
          </Text>
          <Button size="sm" variant="outline" disabled={state.page <= 1} onClick={() => setState((s) => ({ ...s, page: s.page - 1 }))}>
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={state.page >= pages} onClick={() => setState((s) => ({ ...s, page: s.page + 1 }))}>
            Next
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
