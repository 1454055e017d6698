import { useState } from 'react';
import type { TaxonomyKind } from '@floorhire/domain-taxonomy';
import { Field, Input, NativeSelect, Stack } from '@floorhire/ui';
import { useEntries, type EntryRow } from '#app/api/get-entries';
import { useDebounced } from '#app/lib/use-debounced';

/**
 * Choose one entry of a list that may hold thousands: type to search (the server searches by
 * name), then pick from the matches. Two plain labelled controls, so it works by keyboard, with
 * a screen reader and by touch on a phone.
 */
export function EntryPicker({
  kind,
  searchLabel,
  chooseLabel,
  placeholder,
  exclude = [],
  value,
  onChange,
}: {
  kind: TaxonomyKind;
  searchLabel: string;
  chooseLabel: string;
  placeholder: string;
  exclude?: readonly number[];
  value: EntryRow | null;
  onChange(row: EntryRow | null): void;
}) {
  const [search, setSearch] = useState('');
  const entries = useEntries(kind, useDebounced(search));
  const rows = (entries.data ?? []).filter((r) => !exclude.includes(r.id));
  // The chosen entry stays offered while another search is typed.
  const options = value && !rows.some((r) => r.id === value.id) ? [value, ...rows] : rows;
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{searchLabel}</Field.Label>
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </Field.Root>
      <Field.Root invalid={!!entries.error}>
        <Field.Label>{chooseLabel}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value ? String(value.id) : ''}
            onChange={(e) => onChange(options.find((o) => String(o.id) === e.target.value) ?? null)}
            aria-busy={entries.loading}
          >
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.note ? `${o.name} (${o.note})` : o.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {entries.error && <Field.ErrorText role="alert">{entries.error.message}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
