import { Box, Button, Checkbox, Fieldset, Stack, Text } from '@floorhire/ui';
import {
  FILTER_GROUP_TITLES,
  LAST_ACTIVE_CHOICES,
  TALENT_SEARCH_TEXTS,
  YEARS_BUCKETS,
  yearsFilterUsable,
  type FacetValue,
  type Facets,
  type SearchFilters,
  type YearsBucket,
} from '@floorhire/domain-talent-search';
import { REMOTE_TEXTS as T } from '#app/texts';

type IdGroup = 'jobTitleIds' | 'skillIds' | 'machineIds' | 'brandIds';
// Spec 002 §2 order: Brands, Job Titles, Skills, Machines & Technologies, Last Active, Years.
const ID_GROUPS: readonly IdGroup[] = ['brandIds', 'jobTitleIds', 'skillIds', 'machineIds'];

interface Props {
  filters: SearchFilters;
  facets: Facets | null;
  /** Names of chosen values, so a choice stays listed when its count drops out of the top values. */
  labels: Record<string, string>;
  onChange(next: SearchFilters, label?: { key: string; label: string }): void;
  showNetwork: boolean;
}

function Count({ n }: { n: number }) {
  return (
    <Text as="span" color="fg.muted" fontSize="sm" ms="1">
      ({n.toLocaleString('en-US')})
    </Text>
  );
}

/** The filter groups of spec 002 §2, each value with its facet count. */
export function FilterPanel({ filters, facets, labels, onChange, showNetwork }: Props) {
  const toggleId = (group: IdGroup, value: FacetValue, on: boolean) => {
    const id = Number(value.value);
    const current = filters[group];
    const next = on ? [...current, id] : current.filter((x) => x !== id);
    // Years apply only with a job title (spec 002 §2): clearing the last title clears them.
    const years = group === 'jobTitleIds' && next.length === 0 ? [] : filters.yearsOfExperience;
    onChange({ ...filters, [group]: next, yearsOfExperience: years }, { key: `${group}:${id}`, label: value.label });
  };
  const toggleYears = (bucket: YearsBucket, on: boolean) =>
    onChange({ ...filters, yearsOfExperience: on ? [...filters.yearsOfExperience, bucket] : filters.yearsOfExperience.filter((b) => b !== bucket) });

  return (
    <Stack gap="5" as="section" aria-label={T.filters}>
      {showNetwork && (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">{T.network}</Fieldset.Legend>
          <Stack gap="1" role="radiogroup" aria-label={T.network}>
            {(['full', 'mine'] as const).map((value) => (
              <label key={value} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                <input type="radio" name="ts-network" value={value} checked={filters.network === value} onChange={() => onChange({ ...filters, network: value })} />
                {value === 'full' ? T.networkFull : T.networkMine}
              </label>
            ))}
          </Stack>
        </Fieldset.Root>
      )}
      {ID_GROUPS.map((group) => {
        const values = [...(facets?.[group] ?? [])];
        for (const id of filters[group]) {
          if (!values.some((v) => Number(v.value) === id)) values.unshift({ value: String(id), label: labels[`${group}:${id}`] ?? String(id), count: 0 });
        }
        return (
          <Fieldset.Root key={group}>
            <Fieldset.Legend fontWeight="semibold">{FILTER_GROUP_TITLES[group]}</Fieldset.Legend>
            <Stack gap="1" maxH="14rem" overflowY="auto">
              {values.length === 0 && <Text color="fg.muted" fontSize="sm">—</Text>}
              {values.map((value) => (
                <Checkbox.Root key={value.value} size="sm" checked={filters[group].includes(Number(value.value))} onCheckedChange={(e) => toggleId(group, value, e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {value.label}
                    <Count n={value.count} />
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Fieldset.Root>
        );
      })}
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">{FILTER_GROUP_TITLES.lastActive}</Fieldset.Legend>
        <Stack gap="1">
          {[{ value: null, label: 'Any time' }, ...LAST_ACTIVE_CHOICES].map((choice) => {
            const count = choice.value ? facets?.lastActive.find((f) => f.value === choice.value)?.count : undefined;
            return (
              <label key={choice.value ?? 'any'} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontSize: '0.875rem' }}>
                <input type="radio" name="ts-last-active" checked={filters.lastActive === choice.value} onChange={() => onChange({ ...filters, lastActive: choice.value })} />
                {choice.label}
                {count !== undefined && <Count n={count} />}
              </label>
            );
          })}
        </Stack>
      </Fieldset.Root>
      <Fieldset.Root disabled={!yearsFilterUsable(filters)}>
        <Fieldset.Legend fontWeight="semibold">{FILTER_GROUP_TITLES.yearsOfExperience}</Fieldset.Legend>
        {yearsFilterUsable(filters) ? (
          <Stack gap="1">
            {YEARS_BUCKETS.map((bucket) => (
              <Checkbox.Root key={bucket.value} size="sm" checked={filters.yearsOfExperience.includes(bucket.value)} onCheckedChange={(e) => toggleYears(bucket.value, e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {bucket.label}
                  <Count n={facets?.yearsOfExperience.find((f) => f.value === bucket.value)?.count ?? 0} />
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {TALENT_SEARCH_TEXTS.selectJobTitleFirst}
          </Text>
        )}
      </Fieldset.Root>
      <Box>
        <Button size="sm" variant="ghost" onClick={() => onChange({ jobTitleIds: [], skillIds: [], machineIds: [], brandIds: [], lastActive: null, yearsOfExperience: [], network: filters.network })}>
          {T.clearFilters}
        </Button>
      </Box>
    </Stack>
  );
}
