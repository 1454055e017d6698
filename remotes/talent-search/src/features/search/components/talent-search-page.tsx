import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Grid, Heading, HStack, NativeSelect, Stack, Tabs, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { formatDate, linkTo } from '@floorhire/rules';
import { ErrorState, LoadingState, useApi, useResource, useViewer } from '@floorhire/remote-kit';
import {
  SEARCH_DEFAULTS,
  SHORTLIST_TEXTS,
  TALENT_SEARCH_TEXTS,
  isSavedSearchReady,
  radiusLabel,
  type CandidateSearchInput,
  type SavedSearch,
  type SearchFilters,
} from '@floorhire/domain-talent-search';
import { getUnlocks, listShortlists, searchCandidates, type Scope } from '#app/api/talent-search-api';
import { ShortlistPicker } from '#app/components/shortlist-picker';
import { UnlockControl } from '#app/components/unlock-control';
import { useScope, useSearchBase } from '#app/lib/use-scope';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useAccess } from '../api/get-access';
import { useFeatureEvents } from '../hooks/use-feature-events';
import { deleteSavedSearch, listSavedSearches, saveSearch } from '../api/saved-searches';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { FilterPanel } from './filter-panel';
import { ResultsList } from './results-list';
import { RequestAccess } from './request-access';
import { SampleResults } from './sample-results';
import { SearchForm, type SearchInput } from './search-form';

const EMPTY_FILTERS: SearchFilters = { jobTitleIds: [], skillIds: [], machineIds: [], brandIds: [], lastActive: null, yearsOfExperience: [], network: 'full' };
const TAB_IDS = { trigger: (v: string) => `ts-tab-${v}`, content: (v: string) => `ts-panel-${v}` };

interface PageProps {
  /** The saved tags (shortlists) tab, composed at the routes. */
  renderTags(scope: Scope): ReactNode;
}

/** Talent search (spec 002 §2): the gate, then three tabs: search talent, saved searches, saved tags. */
export function TalentSearchPage({ renderTags }: PageProps) {
  const viewer = useViewer();
  const scope = useScope();
  const access = useAccess(viewer.isStaff ? null : (viewer.employerId ?? null));
  // Staff's answer to a request shows at once (ADR 306).
  useFeatureEvents(viewer.isStaff ? null : (viewer.employerId ?? null), !!access.data && access.data.featureStatus !== 'Enabled', access.reload);
  const [tab, setTab] = useState('search');
  const [applied, setApplied] = useState<{ input: SearchInput; filters: SearchFilters; key: number } | null>(null);

  let body: ReactNode;
  if (!scope) body = <ErrorState message={TALENT_SEARCH_TEXTS.loadFailed} />;
  else if (!viewer.isStaff && access.loading && !access.data) body = <LoadingState />;
  else if (!viewer.isStaff && access.error) body = <ErrorState message={TALENT_SEARCH_TEXTS.loadFailed} onRetry={access.reload} />;
  else if (!viewer.isStaff && access.data?.featureStatus !== 'Enabled')
    body = <RequestAccess employerId={viewer.employerId ?? null} status={access.data?.featureStatus} onRequested={access.reload} />;
  else if (!viewer.isStaff && !access.data?.subscribed) body = <SampleResults />;
  else
    body = (
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" ids={TAB_IDS} lazyMount unmountOnExit>
        <Box overflowX="auto">
          <Tabs.List minW="max-content">
            <Tabs.Trigger value="search">{TALENT_SEARCH_TEXTS.tabs.search}</Tabs.Trigger>
            <Tabs.Trigger value="saved">{TALENT_SEARCH_TEXTS.tabs.saved}</Tabs.Trigger>
            <Tabs.Trigger value="tags">{TALENT_SEARCH_TEXTS.tabs.tags}</Tabs.Trigger>
          </Tabs.List>
        </Box>
        <Tabs.Content value="search">
          <SearchTab scope={scope} applied={applied} />
        </Tabs.Content>
        <Tabs.Content value="saved">
          <SavedTab
            scope={scope}
            onRun={(s) => {
              setApplied({ input: { location: s.location, query: s.query, aroundRadius: s.aroundRadius }, filters: s.selectedFilters, key: Date.now() });
              setTab('search');
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="tags">{renderTags(scope)}</Tabs.Content>
      </Tabs.Root>
    );

  return (
    <Box p={{ base: 3, md: 6 }}>
      <Heading as="h1" size="lg" mb="4">
        {viewer.isStaff ? T.staffTitle : T.title}
      </Heading>
      {body}
    </Box>
  );
}

interface SearchTabProps {
  scope: Scope;
  applied: { input: SearchInput; filters: SearchFilters; key: number } | null;
}

function SearchTab({ scope, applied }: SearchTabProps) {
  const api = useApi();
  const viewer = useViewer();
  const base = useSearchBase();
  const { notify, navigate } = useRemoteProps();
  const { recent, remember } = useRecentSearches(viewer.userId);
  const [input, setInput] = useState<SearchInput>(applied?.input ?? { location: null, query: '', aroundRadius: SEARCH_DEFAULTS.radius });
  const [filters, setFilters] = useState<SearchFilters>(applied?.filters ?? EMPTY_FILTERS);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [page, setPage] = useState(0);
  const [hitsPerPage, setHitsPerPage] = useState<(typeof SEARCH_DEFAULTS.hitsPerPageOptions)[number]>(SEARCH_DEFAULTS.hitsPerPage);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [formKey, setFormKey] = useState(0);

  const body = useMemo<CandidateSearchInput>(
    () => ({ location: input.location, aroundRadius: input.aroundRadius, query: input.query, filters, page, hitsPerPage, facets: true }),
    [input, filters, page, hitsPerPage],
  );
  const results = useResource(`search:${JSON.stringify(body)}`, (signal) => searchCandidates(api, scope, body, signal));
  const unlocks = useResource(scope.kind === 'employer' ? `unlocks:${scope.employerId}` : null, (signal) => getUnlocks(api, (scope as { employerId: number }).employerId, signal));
  const shortlists = useResource(`shortlists:${JSON.stringify(scope)}`, (signal) => listShortlists(api, scope, signal));

  const search = (next: SearchInput) => {
    setInput(next);
    setPage(0);
    setSelected(new Set());
    remember({ query: next.query, location: next.location ? { description: next.location.description, latitude: next.location.latitude, longitude: next.location.longitude } : null, aroundRadius: next.aroundRadius });
  };
  const changeFilters = (next: SearchFilters, label?: { key: string; label: string }) => {
    if (label) setLabels((l) => ({ ...l, [label.key]: label.label }));
    setFilters(next);
    setPage(0);
  };
  const ready = isSavedSearchReady({ location: input.location, query: input.query, filters });

  async function save() {
    if (!input.location || !ready) {
      notify({ kind: 'snackbar', type: 'info', message: T.saveNotReady });
      return;
    }
    try {
      await saveSearch(api, scope, { location: input.location, aroundRadius: input.aroundRadius, query: input.query, selectedFilters: filters });
      notify({ kind: 'snackbar', type: 'success', message: T.searchSaved });
    } catch (error) {
      notify({ kind: 'snackbar', type: 'error', message: error instanceof Error ? error.message : TALENT_SEARCH_TEXTS.searchFailed, duration: 4000 });
    }
  }

  const data = results.data;
  const left = unlocks.data ? Math.max(0, unlocks.data.availableCredits - unlocks.data.usedCredits) : null;

  return (
    <Stack gap="4" pt="4">
      <SearchForm key={formKey} initial={input} onSearch={search} />
      {recent.length > 0 && (
        <HStack gap="2" wrap="wrap" aria-label={T.recent} role="group">
          <Text fontSize="sm" color="fg.muted">
            {T.recent}:
          </Text>
          {recent.map((r) => (
            <Button
              key={`${r.query}|${r.location?.description ?? ''}|${r.aroundRadius}`}
              size="xs"
              variant="outline"
              onClick={() => {
                search({ location: r.location ? { ...r.location, postalCode: r.location.postalCode ?? null } : null, query: r.query, aroundRadius: r.aroundRadius });
                setFormKey((k) => k + 1);
              }}
            >
              {[r.query, r.location?.description, `${radiusLabel(r.aroundRadius)} mi`].filter(Boolean).join(' · ')}
            </Button>
          ))}
        </HStack>
      )}
      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap="6">
        <FilterPanel filters={filters} facets={data?.facets ?? null} labels={labels} onChange={changeFilters} showNetwork={scope.kind === 'employer'} />
        <Stack gap="3" minW="0">
          <Flex gap="3" wrap="wrap" align="center" justify="space-between">
            <Text fontWeight="semibold" aria-live="polite">
              {data ? T.results(data.nbHits, data.exhaustiveNbHits) : '\u00a0'}
            </Text>
            <HStack gap="2" wrap="wrap">
              {left !== null && <Text fontSize="sm" data-testid="credits-left">{T.credits(left)}</Text>}
              <Button size="sm" variant="outline" onClick={() => void save()}>
                {T.saveSearch}
              </Button>
            </HStack>
          </Flex>
          {selected.size > 0 && (
            <Flex gap="3" wrap="wrap" align="center" borderWidth="1px" borderRadius="md" p="2" bg="gray.50">
              <Text fontSize="sm">{T.selected(selected.size)}</Text>
              {scope.kind === 'employer' && (
                <UnlockControl
                  employerId={scope.employerId}
                  profileIds={[...selected]}
                  source="ppp"
                  state={unlocks.data ?? null}
                  onUnlocked={(r) => {
                    unlocks.setData(r);
                    results.reload();
                  }}
                />
              )}
              {scope.kind === 'employer' && (
                // Spec 002 §4: messaging selected pros from a search is source ppp (the messaging remote composes).
                <Button size="sm" variant="outline" onClick={() => navigate(linkTo('employerMessageCompose', {}, { proIds: [...selected].join(','), source: 'ppp' }))}>
                  {T.messageSelected(selected.size)}
                </Button>
              )}
              {shortlists.error ? (
                <Text fontSize="sm" color="red.700">{SHORTLIST_TEXTS.getFailed}</Text>
              ) : (
                <ShortlistPicker id="ts-bulk-shortlist" scope={scope} shortlists={shortlists.data ?? []} proIds={[...selected]} onAdded={() => shortlists.reload()} />
              )}
            </Flex>
          )}
          {results.error && !data && <ErrorState message={TALENT_SEARCH_TEXTS.searchFailed} onRetry={results.reload} />}
          {results.loading && !data && <LoadingState />}
          {data && data.hits.length === 0 && <Text>{T.noResults}</Text>}
          {data && data.hits.length > 0 && (
            <Box opacity={results.loading ? 0.6 : 1} aria-busy={results.loading}>
              <ResultsList hits={data.hits} base={base} selected={selected} onSelect={(id, on) => setSelected((s) => { const next = new Set(s); if (on) next.add(id); else next.delete(id); return next; })} />
            </Box>
          )}
          {data && (
            <Flex gap="3" wrap="wrap" align="center" justify="space-between" as="nav" aria-label="Pages">
              <HStack gap="2">
                <label htmlFor="ts-per-page" style={{ fontSize: '0.875rem' }}>
                  {T.perPage}
                </label>
                <NativeSelect.Root size="sm" width="5rem">
                  <NativeSelect.Field id="ts-per-page" value={hitsPerPage} onChange={(e) => { setHitsPerPage(Number(e.currentTarget.value) as (typeof SEARCH_DEFAULTS.hitsPerPageOptions)[number]); setPage(0); }}>
                    {SEARCH_DEFAULTS.hitsPerPageOptions.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
              <HStack gap="2">
                <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                  {T.previous}
                </Button>
                <Text fontSize="sm">{T.page(page + 1, data.nbPages)}</Text>
                <Button size="sm" variant="outline" disabled={page + 1 >= data.nbPages} onClick={() => setPage((p) => p + 1)}>
                  {T.next}
                </Button>
              </HStack>
            </Flex>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}

function SavedTab({ scope, onRun }: { scope: Scope; onRun(saved: SavedSearch): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const saved = useResource(`saved:${JSON.stringify(scope)}`, (signal) => listSavedSearches(api, scope, signal));
  if (saved.error) return <ErrorState message={TALENT_SEARCH_TEXTS.loadFailed} onRetry={saved.reload} />;
  if (!saved.data) return <LoadingState />;
  if (saved.data.length === 0) return <Text pt="4">{T.noSaved}</Text>;
  return (
    <Stack as="ul" gap="3" pt="4" listStyleType="none">
      {saved.data.map((s) => (
        <Flex as="li" key={s.id} gap="3" wrap="wrap" align="center" justify="space-between" borderWidth="1px" borderRadius="md" p="3">
          <Stack gap="0">
            <Text fontWeight="semibold">{[s.query || null, s.location?.description ?? T.anywhere, `${radiusLabel(s.aroundRadius)} mi`].filter(Boolean).join(' · ')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {T.savedOn(formatDate(s.createTs))}
            </Text>
          </Stack>
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" onClick={() => onRun(s)}>
              {T.run}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void deleteSavedSearch(api, scope, s.id).then(
                  () => saved.mutate((list) => list?.filter((x) => x.id !== s.id)),
                  (error: unknown) => notify({ kind: 'snackbar', type: 'error', message: error instanceof Error ? error.message : TALENT_SEARCH_TEXTS.loadFailed }),
                )
              }
            >
              {T.delete}
            </Button>
          </HStack>
        </Flex>
      ))}
    </Stack>
  );
}
