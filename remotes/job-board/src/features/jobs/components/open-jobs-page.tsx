import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from '@floorhire/router';
import { Box, Button, Card, Checkbox, Field, Fieldset, Flex, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@floorhire/ui';
import { EmptyState, ErrorState, LoadingState } from '@floorhire/remote-kit';
import { JOB_BOARD_ERRORS, JOB_SEARCH_LIMITS, JOB_SORT_LABELS, JOB_SORTS, type JobSort } from '@floorhire/domain-job-board';
import { SHIFTS, VALIDATION_MESSAGES } from '@floorhire/rules';
import { JobFacts, NotificationBadge, StatusBadge } from '#app/components/job-facts';
import { Page } from '#app/components/page';
import { carried, filterOf, readSearch, writeSearch, type SearchState } from '#app/lib/search-params';
import { useArea } from '#app/lib/use-area';
import { T } from '#app/texts';
import { useJobTitles } from '../api/job-titles';
import { useJobSearch, type ListedJob } from '../api/search-jobs';

const SHIFT_CHOICES = SHIFTS.filter((s) => s.code !== null && s.code >= 1 && s.code <= 4);

/** /open-jobs for visitors and /pro/opportunities for pros: the §7 search with its results. */
export function OpenJobsPage() {
  const { asPro, listPath } = useArea();
  const [params, setParams] = useSearchParams();
  const state = readSearch(params);
  const search = useJobSearch(filterOf(state, asPro), asPro);
  const go = (next: SearchState) => setParams(writeSearch(next, params));

  return (
    <Page title={asPro ? T.opportunitiesTitle : T.openJobsTitle} wide>
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="flex-start">
        <Box w={{ base: 'full', md: '72' }} flexShrink={0}>
          <SearchForm key={params.toString()} initial={state} asPro={asPro} onSearch={(next) => go({ ...next, page: 1 })} />
        </Box>
        <Box flex="1" minW="0" w="full" aria-live="polite">
          {search.error ? (
            <ErrorState message={search.error.statusCode >= 500 || search.error.statusCode === 0 ? JOB_BOARD_ERRORS.openJobs : search.error.message} onRetry={search.reload} />
          ) : !search.data ? (
            search.loading ? <LoadingState /> : null
          ) : search.data.jobs.length === 0 ? (
            <EmptyState title={T.noJobs}>
              <Text mt="1">{T.noJobsHint}</Text>
            </EmptyState>
          ) : (
            <Stack gap="3">
              <Text color="fg.muted" data-testid="result-count">
                {T.resultCount(search.data.count)}
              </Text>
              {search.data.jobs.map((job) => (
                <JobCard key={job.id} job={job} href={`${listPath}/${job.id}${carried(params)}`} />
              ))}
              <Pager page={state.page} count={search.data.count} onPage={(page) => go({ ...state, page })} />
            </Stack>
          )}
        </Box>
      </Flex>
    </Page>
  );
}

function JobCard({ job, href }: { job: ListedJob; href: string }) {
  return (
    <Card.Root as="article" size="sm" aria-labelledby={`job-${job.id}`}>
      <Card.Body gap="1">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id={`job-${job.id}`}>
            <RouterLink to={href} className="job-link">
              <Text as="span" color="colorPalette.fg" colorPalette="green" textDecoration="underline" textUnderlineOffset="3px">
                {job.title}
              </Text>
            </RouterLink>
          </Heading>
          <HStack>
            {job.applicationStatus && job.applicationStatus !== 'Notified' ? <StatusBadge status={job.applicationStatus} /> : <NotificationBadge status={job.notificationStatus} />}
          </HStack>
        </Flex>
        <JobFacts job={job} />
      </Card.Body>
    </Card.Root>
  );
}

function Pager({ page, count, onPage }: { page: number; count: number; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(count / JOB_SEARCH_LIMITS.pageSize));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" pt="2">
      <Button variant="outline" size="md" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {T.previous}
      </Button>
      <Text>{T.pageOf(page)}</Text>
      <Button variant="outline" size="md" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {T.next}
      </Button>
    </HStack>
  );
}

function SearchForm({ initial, asPro, onSearch }: { initial: SearchState; asPro: boolean; onSearch(next: SearchState): void }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ zip?: string; minPay?: string }>({});
  const titles = useJobTitles();
  const set = (change: Partial<SearchState>) => setDraft((d) => ({ ...d, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (draft.zip && !/^\d{5}$/u.test(draft.zip.trim())) next.zip = VALIDATION_MESSAGES.invalidZip;
    if (draft.minPay && !(Number(draft.minPay) >= 1)) next.minPay = VALIDATION_MESSAGES.payRateTooLow;
    setErrors(next);
    if (Object.keys(next).length === 0) onSearch({ ...draft, zip: draft.zip.trim() });
  };

  return (
    <Box as="form" onSubmit={submit} role="search" aria-label={T.filtersTitle} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3">
        {T.filtersTitle}
      </Heading>
      <Stack gap="3">
        <SimpleGrid columns={2} gap="3">
          <Field.Root invalid={Boolean(errors.zip)}>
            <Field.Label>{T.zipLabel}</Field.Label>
            <Input name="zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} value={draft.zip} onChange={(e) => set({ zip: e.target.value.replace(/\D/gu, '') })} />
            <Field.ErrorText>{errors.zip}</Field.ErrorText>
          </Field.Root>
          <Field.Root disabled={!draft.zip}>
            <Field.Label>{T.radiusLabel}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="radius" value={String(draft.radius)} onChange={(e) => set({ radius: Number(e.currentTarget.value) })}>
                {JOB_SEARCH_LIMITS.radiusChoices.map((miles) => (
                  <option key={miles} value={miles}>
                    {T.radiusOption(miles)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{T.jobTitleLabel}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="title" value={draft.title} onChange={(e) => set({ title: e.currentTarget.value })} aria-describedby={titles.error ? 'titles-error' : undefined}>
              <option value="">{T.anyJobTitle}</option>
              {(titles.data ?? []).map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {titles.error && (
            <Text id="titles-error" color="red.700" fontSize="sm">
              {JOB_BOARD_ERRORS.jobTitles}
            </Text>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.minPay)}>
          <Field.Label>{T.minPayLabel}</Field.Label>
          <Input name="minPay" inputMode="decimal" value={draft.minPay} onChange={(e) => set({ minPay: e.target.value.replace(/[^\d.]/gu, '') })} />
          <Field.ErrorText>{errors.minPay}</Field.ErrorText>
        </Field.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            {T.shiftsLegend}
          </Fieldset.Legend>
          <SimpleGrid columns={2} gap="2" mt="1">
            {SHIFT_CHOICES.map((shift) => (
              <Checkbox.Root
                key={shift.code}
                checked={draft.shifts.includes(shift.code as number)}
                onCheckedChange={(e) => set({ shifts: e.checked === true ? [...draft.shifts, shift.code as number].sort() : draft.shifts.filter((s) => s !== shift.code) })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{shift.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
        <Field.Root>
          <Field.Label>{T.sortLabel}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="sort" value={draft.sort} onChange={(e) => set({ sort: e.currentTarget.value as JobSort })}>
              {JOB_SORTS.filter((s) => s !== 'distance asc' || draft.zip).map((s) => (
                <option key={s} value={s}>
                  {JOB_SORT_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {asPro && (
          <Switch.Root checked={draft.showNotInterested} onCheckedChange={(e) => set({ showNotInterested: e.checked })}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{T.showNotInterested}</Switch.Label>
          </Switch.Root>
        )}
        <Button type="submit" size="lg" w="full">
          {T.search}
        </Button>
      </Stack>
    </Box>
  );
}
