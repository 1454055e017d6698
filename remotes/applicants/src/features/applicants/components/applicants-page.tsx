import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from '@floorhire/router';
import { Badge, Box, Button, Checkbox, Field, Flex, Heading, HStack, Input, Link, NativeSelect, Stack, Table, Tabs, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { PAGE_SIZE_OPTIONS, formatDate, formatPhone, formatScore, fullName, pageCount, type ApplicantStatus } from '@floorhire/rules';
import { APPLICANT_TEXTS, applicantStatusLabel, applicantTabs, type ApplicantListItem } from '@floorhire/domain-applications';
import { EmptyState, ErrorState, LoadingState, useApi } from '@floorhire/remote-kit';
import { useViewer } from '#app/lib/use-viewer';
import { REMOTE_TEXTS } from '#app/texts';
import { useApplicants } from '../api/get-applicants';
import { useJobHeader } from '../api/get-job-header';
import { patchApplicant } from '#app/api/patch-applicant';
import { bulkChangeStatus } from '../hooks/bulk-status';
import { SORT_CHOICES, useApplicantListState } from '../hooks/use-applicant-list-state';
import { StatusSelect } from './status-select';

const T = REMOTE_TEXTS;

// Tab names carry spaces ('All Open'); element ids must not, or aria-controls names two missing
// ids (axe aria-valid-attr-value). The list below is the selected tab's panel.
const tabId = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/gu, '-');
const TAB_IDS = { trigger: (value: string) => `applicants-tab-${tabId(value)}`, content: (value: string) => `applicants-panel-${tabId(value)}` };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** Applicants of one job (spec 001 §2): tabs, sort, page sizes, search, staff status selector, bulk moves. */
export function ApplicantsPage() {
  const params = useParams();
  const jobId = Number(params['jobId']);
  const viewer = useViewer();
  const api = useApi();
  const { notify } = useRemoteProps();
  const { state, query, update } = useApplicantListState(viewer.kind);
  const { list, counts } = useApplicants(jobId, query);
  const job = useJobHeader(jobId);
  const [text, setText] = useState(state.q);
  const debounced = useDebounced(text, 300);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<ApplicantStatus | ''>('');
  const [tellPro, setTellPro] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (debounced !== state.q) update({ q: debounced }, { replace: true });
  }, [debounced, state.q, update]);

  const rows = useMemo(() => list.data ?? [], [list.data]);
  useEffect(() => setSelected(new Set()), [rows]);

  const tabs = applicantTabs(viewer.kind);
  const total = counts.data ? (counts.data.byTab[state.tab] ?? 0) : undefined;
  const pages = total === undefined ? 1 : pageCount(total, state.size);
  const area = viewer.area;
  const detailUrl = (a: ApplicantListItem) => `${area}/jobs/${jobId}/pro/${a.userProfileId}/application/${a.id}`;
  const label = (a: ApplicantListItem) => a.statusLabel || applicantStatusLabel(a.status, viewer.kind) || a.status;

  const refresh = () => {
    list.reload();
    counts.reload();
  };

  const runBulk = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const chosen = rows.filter((r) => selected.has(r.id));
      const outcome = await bulkChangeStatus(api, chosen, target, { silent: !tellPro });
      notify({ kind: 'snackbar', type: outcome.type, message: outcome.message });
      setTarget('');
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const setOne = async (applicant: ApplicantListItem, status: ApplicantStatus) => {
    try {
      const answer = await patchApplicant(api, applicant.id, { status }, { silent: !tellPro });
      notify(answer.changed ? { kind: 'snackbar', type: 'success', message: APPLICANT_TEXTS.statusChanged, duration: 3000 } : { kind: 'snackbar', type: 'info', message: APPLICANT_TEXTS.noStatusChanged });
      refresh();
    } catch {
      notify({ kind: 'alert', type: 'error', message: APPLICANT_TEXTS.statusChangeFailed });
    }
  };

  if (!Number.isInteger(jobId) || jobId < 1) return <ErrorState message={T.notFound} />;

  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(rows.map((r) => r.id)) : new Set());
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="4" p={{ base: 3, md: 6 }} data-testid="applicants-page">
      <Stack gap="1">
        <Link asChild color="fg.muted" fontSize="sm" width="fit-content">
          <RouterLink to={`${area}/jobs`}>{T.back}</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {job.data ? T.applicantsFor(job.data.title) : T.applicantsTitle}
        </Heading>
        {job.data && viewer.kind === 'staff' && <Text color="fg.muted">{job.data.employer.name}</Text>}
      </Stack>

      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root flex="1 1 16rem">
          <Field.Label>{T.searchLabel}</Field.Label>
          <Input type="search" value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={200} />
          <Field.HelperText>{T.searchHint}</Field.HelperText>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{T.sortLabel}</Field.Label>
          <NativeSelect.Root size="md" width="auto">
            <NativeSelect.Field value={state.sort.key} onChange={(e) => update({ sort: e.currentTarget.value })}>
              {SORT_CHOICES.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{T.pageSizeLabel}</Field.Label>
          <NativeSelect.Root size="md" width="auto">
            <NativeSelect.Field value={String(state.size)} onChange={(e) => update({ size: e.currentTarget.value })}>
              {PAGE_SIZE_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>

      <Tabs.Root value={state.tab} onValueChange={(e) => update({ tab: e.value })} variant="line" activationMode="manual" ids={TAB_IDS}>
        <Box overflowX="auto">
          <Tabs.List minW="max-content">
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} whiteSpace="nowrap">
                {tab}
                {counts.data && (
                  <Badge ms="1" variant="subtle" data-testid={`tab-count-${tab}`}>
                    {counts.data.byTab[tab] ?? 0}
                  </Badge>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
      </Tabs.Root>

      {selected.size > 0 && (
        <Flex gap="3" wrap="wrap" align="center" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle" role="region" aria-label={T.moveTo}>
          <Text fontWeight="semibold">{T.selectedCount(selected.size)}</Text>
          <StatusSelect viewer={viewer.kind} value={target} onChange={setTarget} label={T.moveTo} placeholder={T.moveTo} disabled={busy || !viewer.canEditApplicants} />
          <Checkbox.Root checked={tellPro} onCheckedChange={(e) => setTellPro(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{T.notifyPro}</Checkbox.Label>
          </Checkbox.Root>
          <Button size="sm" onClick={() => void runBulk()} disabled={!target || busy} loading={busy}>
            {T.apply}
          </Button>
        </Flex>
      )}

      <Box role="tabpanel" id={TAB_IDS.content(state.tab)} aria-labelledby={TAB_IDS.trigger(state.tab)}>
      {list.error ? (
        <ErrorState message={list.error.message} onRetry={list.reload} />
      ) : list.loading && !list.data ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={T.noApplicants} />
      ) : (
        <Box overflowX="auto" aria-busy={list.loading} data-testid="applicants-list">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="1">
                  <Checkbox.Root checked={allChecked} onCheckedChange={(e) => toggleAll(e.checked === true)} disabled={!viewer.canEditApplicants}>
                    <Checkbox.HiddenInput aria-label={T.selectAll} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{T.columns.name}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: viewer.kind === 'staff' ? 'table-cell' : 'none', sm: 'table-cell' }}>{T.columns.status}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{T.columns.score}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{T.columns.applied}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', lg: 'table-cell' }}>{T.columns.phone}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((a) => {
                const name = fullName(a.userProfile.nameFirst, a.userProfile.nameLast);
                return (
                  <Table.Row key={a.id} data-testid="applicant-row" data-status={a.status}>
                    <Table.Cell>
                      <Checkbox.Root checked={selected.has(a.id)} onCheckedChange={(e) => toggle(a.id, e.checked === true)} disabled={!viewer.canEditApplicants}>
                        <Checkbox.HiddenInput aria-label={T.selectApplicant(name)} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <Link asChild fontWeight="semibold" color="fg">
                        <RouterLink to={detailUrl(a)}>{name}</RouterLink>
                      </Link>
                      {a.userProfile.city && (
                        <Text fontSize="xs" color="fg.muted">
                          {a.userProfile.city}, {a.userProfile.state}
                        </Text>
                      )}
                      {viewer.kind !== 'staff' && (
                        <Text fontSize="xs" display={{ base: 'block', sm: 'none' }}>
                          {label(a)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell display={{ base: viewer.kind === 'staff' ? 'table-cell' : 'none', sm: 'table-cell' }}>
                      {viewer.kind === 'staff' ? (
                        <StatusSelect viewer="staff" value={a.status} onChange={(s) => void setOne(a, s)} label={T.statusOf(name)} size="xs" />
                      ) : (
                        <Badge variant="subtle" colorPalette={a.status === 'Rejected' ? 'red' : a.status === 'Hired' || a.status === 'Offer' ? 'green' : 'gray'}>
                          {label(a)}
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="applicant-score">
                      {a.score === null ? '—' : formatScore(a.score)}
                    </Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{formatDate(a.applyTs ?? a.createTs)}</Table.Cell>
                    <Table.Cell display={{ base: 'none', lg: 'table-cell' }}>{formatPhone(a.userProfile.phone)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      </Box>

      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {T.page(Math.min(state.page, pages), pages)}
        </Text>
        <HStack>
          <Button size="sm" variant="outline" disabled={state.page <= 1} onClick={() => update({ page: String(state.page - 1) })}>
            {T.previous}
          </Button>
          <Button size="sm" variant="outline" disabled={state.page >= pages} onClick={() => update({ page: String(state.page + 1) })}>
            {T.next}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
