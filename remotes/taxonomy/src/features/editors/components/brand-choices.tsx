import { useMemo, useState } from 'react';
import { ErrorState } from '@floorhire/remote-kit';
import { Box, Checkbox, Field, Fieldset, Input, Text } from '@floorhire/ui';
import { useEntries } from '#app/api/get-entries';
import { EDITOR_TEXTS as E } from '#app/texts';

/** A machine's brand maps: a filter box over the brands, chosen ones first (spec 002 §2 "with its brand maps"). */
export function BrandChoices({ selected, onChange }: { selected: number[]; onChange(ids: number[]): void }) {
  const brands = useEntries('brand', '');
  const [filter, setFilter] = useState('');
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const rows = (brands.data ?? []).filter((b) => !needle || b.name.toLowerCase().includes(needle));
    return [...rows.filter((b) => chosen.has(b.id)), ...rows.filter((b) => !chosen.has(b.id))];
  }, [brands.data, filter, chosen]);
  if (brands.error && !brands.data) return <ErrorState message={brands.error.message} onRetry={brands.reload} />;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{E.brands}</Fieldset.Legend>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {E.brandsChosen(selected.length)}
      </Text>
      <Field.Root>
        <Field.Label>{E.filterBrands}</Field.Label>
        <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
      </Field.Root>
      <Box maxH="15rem" overflowY="auto" borderWidth="1px" borderRadius="md" px="3" py="1">
        {shown.map((b) => (
          <Checkbox.Root key={b.id} checked={chosen.has(b.id)} onCheckedChange={(e) => onChange(e.checked === true ? [...selected, b.id] : selected.filter((x) => x !== b.id))} py="1" display="flex">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{b.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Box>
    </Fieldset.Root>
  );
}
