import { useId, useMemo, useState } from 'react';
import { Box, Fieldset, Input, Stack, Text } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { CheckboxItem } from '#app/components/checkbox-item';

// A multi-select that works by touch and keyboard on a phone: a filter box over a scrolling
// list of checkboxes, chosen items first. Taxonomy lists are long (hundreds of job titles).
export function ChoiceList({
  legend,
  options,
  selected,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { id: number; name: string }[];
  selected: readonly number[];
  onChange(ids: number[]): void;
  error?: string | undefined;
}) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const matches = options.filter((o) => !needle || o.name.toLowerCase().includes(needle));
    return [...matches.filter((o) => chosen.has(o.id)), ...matches.filter((o) => !chosen.has(o.id))].slice(0, 200);
  }, [options, filter, chosen]);
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {PAGE_TEXTS.selectedCount(selected.length)}
      </Text>
      <label htmlFor={filterId}>
        <Box as="span" fontSize="sm">
          {PAGE_TEXTS.filter(legend.toLowerCase())}
        </Box>
      </label>
      <Input id={filterId} value={filter} onChange={(e) => setFilter(e.target.value)} type="search" size="lg" />
      <Stack gap="0" maxH="15rem" overflowY="auto" borderWidth="1px" borderRadius="md" px="3" py="1" tabIndex={-1}>
        {shown.map((o) => (
          <CheckboxItem key={o.id} label={o.name} checked={chosen.has(o.id)} onChange={(on) => toggle(o.id, on)} />
        ))}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
