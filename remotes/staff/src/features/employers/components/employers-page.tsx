import { useMemo, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Card, HStack, Link, SimpleGrid, Stack, Table, Text, TextField } from '@floorhire/ui';
import { Link as RouterLink, useSearchParams } from '@floorhire/router';
import { EmptyState, ErrorState, LoadingState } from '@floorhire/remote-kit';
import { EMPLOYER_STATUSES, fullName, linkTo } from '@floorhire/rules';
import { EMPLOYER_LIST, STAFF_SPEC_TEXTS, type StaffEmployerSummary } from '@floorhire/domain-staff';
import { useEmployerCount, useEmployerSummaries } from '#app/api/get-employer-summaries';
import { useIndustries } from '#app/api/get-industries';
import { useStaffUsers } from '#app/api/get-staff-users';
import { PageFrame } from '#app/components/page-frame';
import { Pager } from '#app/components/pager';
import { SearchActions } from '#app/components/search-actions';
import { LabelledSelect } from '#app/components/select';
import { EmployerStatusBadge } from '#app/components/status-badge';
import { STAFF_TEXTS } from '#app/texts';
import { FEATURE_CHOICES, filterOf, searchFromState, stateFromSearch, type EmployerListState } from '../utils/employer-filter';

const T = STAFF_TEXTS.employers;

function place(e: StaffEmployerSummary): string {
  return [e.city, e.state].filter(Boolean).join(', ') + (e.postalCode ? ` ${e.postalCode}` : '');
}

function TalentSearchBadge({ status }: { status: StaffEmployerSummary['talentSearch'] }) {
  return <Badge colorPalette={status === 'Enabled' ? 'green' : status === 'Requested' ? 'yellow' : 'gray'}>{status}</Badge>;
}

/** Employers (spec 002 §2 /admin/employer, §7 employer/summary and /count, §9 10 a page, Last Updated, Jobs, Members, Contacts). */
export function EmployersPage() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => stateFromSearch(search), [search]);
  const [draft, setDraft] = useState<EmployerListState>(state);
  const filter = useMemo(() => filterOf(state), [state]);
  const rows = useEmployerSummaries(filter);
  const count = useEmployerCount(filter);
  const staff = useStaffUsers();
  const industries = useIndustries();
  const apply = (next: EmployerListState) => setSearch(searchFromState(next), { replace: true });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ ...draft, page: 1 });
  };
  const clear = () => {
    const empty: EmployerListState = { name: '', status: '', assigneeId: null, industryId: null, postalCode: '', feature: '', order: state.order, page: 1, pageSize: state.pageSize };
    setDraft(empty);
    apply(empty);
  };
  const requests = state.feature === 'Talent Search:Requested';
  const list = rows.data ?? [];

  return (
    <PageFrame
      title={requests ? T.requestsTitle : T.title}
      actions={
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to="/admin/employer/create">{T.create}</RouterLink>
        </Button>
      }
    >
      <Box as="form" role="search" aria-label={T.search} onSubmit={submit} mb="5">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
          <TextField label={T.name} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} autoComplete="off" />
          <LabelledSelect id="employers-status" label={T.status} value={draft.status} onChange={(status) => setDraft({ ...draft, status })} options={[{ value: '', label: T.anyStatus }, ...EMPLOYER_STATUSES.map((s) => ({ value: s, label: s }))]} />
          <LabelledSelect
            id="employers-assignee"
            label={T.assignee}
            value={draft.assigneeId ? String(draft.assigneeId) : ''}
            onChange={(v) => setDraft({ ...draft, assigneeId: v ? Number(v) : null })}
            options={[{ value: '', label: T.anyAssignee }, ...(staff.data ?? []).map((u) => ({ value: String(u.id), label: fullName(u.nameFirst, u.nameLast) || u.email }))]}
          />
          <LabelledSelect
            id="employers-industry"
            label={T.industry}
            value={draft.industryId ? String(draft.industryId) : ''}
            onChange={(v) => setDraft({ ...draft, industryId: v ? Number(v) : null })}
            options={[{ value: '', label: T.anyIndustry }, ...(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))]}
          />
          <TextField label={T.postalCode} value={draft.postalCode} onChange={(postalCode) => setDraft({ ...draft, postalCode })} inputMode="numeric" maxLength={5} />
          <LabelledSelect id="employers-feature" label={T.feature} value={draft.feature} onChange={(feature) => setDraft({ ...draft, feature })} options={[{ value: '', label: T.anyFeature }, ...FEATURE_CHOICES]} />
          <LabelledSelect
            id="employers-sort"
            label={T.sort}
            value={state.order}
            onChange={(order) => apply({ ...state, order: order as EmployerListState['order'], page: 1 })}
            options={EMPLOYER_LIST.sorts.map((s) => ({ value: s.order, label: s.label }))}
          />
        </SimpleGrid>
        {staff.error && (
          <Text fontSize="sm" color="red.700" mt="2" role="alert">
            {STAFF_SPEC_TEXTS.superAdminsLoadFailed}
          </Text>
        )}
        <SearchActions search={T.search} clear={T.clear} onClear={clear} countText={count.data === undefined ? null : T.count(count.data)} countTestId="employers-count" />
      </Box>

      {rows.error && !rows.data ? (
        <ErrorState message={STAFF_SPEC_TEXTS.employersLoadFailed} onRetry={rows.reload} />
      ) : !rows.data ? (
        <LoadingState />
      ) : list.length === 0 ? (
        <EmptyState title={T.none} />
      ) : (
        <Box aria-busy={rows.loading} opacity={rows.loading ? 0.6 : 1}>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" hideBelow="md">
            <Table.Root size="sm" data-testid="employers-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{T.name}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="xl">{T.location}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.status}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.assignee}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{T.contacts}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{T.members}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{T.jobs}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.talentSearch}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((e) => (
                  <Table.Row key={e.id} data-testid="employer-row">
                    <Table.Cell>
                      <Link asChild fontWeight="semibold">
                        <RouterLink to={linkTo('adminEmployer', { id: e.id })}>{e.name}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell hideBelow="xl">{place(e)}</Table.Cell>
                    <Table.Cell>
                      <EmployerStatusBadge status={e.status} />
                    </Table.Cell>
                    <Table.Cell>{e.assignee ? fullName(e.assignee.nameFirst, e.assignee.nameLast) : '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{e.contacts}</Table.Cell>
                    <Table.Cell textAlign="end">{e.members}</Table.Cell>
                    <Table.Cell textAlign="end">{e.jobs}</Table.Cell>
                    <Table.Cell>
                      <TalentSearchBadge status={e.talentSearch} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" m="0" p="0">
            {list.map((e) => (
              <Card.Root as="li" key={e.id} size="sm">
                <Card.Body gap="1">
                  <HStack justify="space-between" wrap="wrap">
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={linkTo('adminEmployer', { id: e.id })}>{e.name}</RouterLink>
                    </Link>
                    <EmployerStatusBadge status={e.status} />
                  </HStack>
                  <Text fontSize="sm">{place(e)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {`${T.contacts} ${e.contacts} · ${T.members} ${e.members} · ${T.jobs} ${e.jobs}`}
                  </Text>
                  <HStack gap="2" fontSize="sm">
                    <Text>{T.talentSearch}</Text>
                    <TalentSearchBadge status={e.talentSearch} />
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </Box>
      )}
      <Pager
        id="employers-page-size"
        page={state.page}
        pageSize={state.pageSize}
        pageSizes={EMPLOYER_LIST.pageSizes}
        total={count.data}
        onPage={(page) => apply({ ...state, page })}
        onPageSize={(pageSize) => apply({ ...state, pageSize, page: 1 })}
      />
    </PageFrame>
  );
}
