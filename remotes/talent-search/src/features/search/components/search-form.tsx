import { useState, type FormEvent } from 'react';
import { Button, Field, Flex, Input, NativeSelect, Text } from '@floorhire/ui';
import { TALENT_SEARCH_TEXTS, radiusLabel, type SearchLocation } from '@floorhire/domain-talent-search';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useAddressPredictions } from '../api/predict-addresses';

const RADII = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100] as const;

export interface SearchInput {
  location: SearchLocation | null;
  query: string;
  aroundRadius: number;
}

interface Props {
  initial: SearchInput;
  onSearch(input: SearchInput): void;
}

/** Location (with address predictions), free text and radius (default 30, maximum 100 shown as 100+). */
export function SearchForm({ initial, onSearch }: Props) {
  const [locationText, setLocationText] = useState(initial.location?.description ?? '');
  const [location, setLocation] = useState<SearchLocation | null>(initial.location);
  const [query, setQuery] = useState(initial.query);
  const [radius, setRadius] = useState(initial.aroundRadius);
  const { predictions, failed } = useAddressPredictions(location?.description === locationText ? '' : locationText);

  const chooseLocation = (text: string) => {
    setLocationText(text);
    const match = predictions.find((p) => p.description === text);
    setLocation(match ? { description: match.description, postalCode: match.postalCode, latitude: match.latitude, longitude: match.longitude } : text.trim() === '' ? null : location?.description === text ? location : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter on a typed ZIP or city takes the first prediction, as a search box does.
    let chosen = location;
    const first = predictions[0];
    if (!chosen && locationText.trim() !== '' && first) {
      chosen = { description: first.description, postalCode: first.postalCode, latitude: first.latitude, longitude: first.longitude };
      setLocation(chosen);
      setLocationText(first.description);
    }
    onSearch({ location: chosen, query, aroundRadius: radius });
  };

  return (
    <form onSubmit={submit} role="search" aria-label={T.title}>
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root flex="2 1 14rem">
          <Field.Label htmlFor="ts-location">{T.location}</Field.Label>
          <Input id="ts-location" list="ts-location-options" autoComplete="off" placeholder={T.locationHint} value={locationText} onChange={(e) => chooseLocation(e.currentTarget.value)} />
          <datalist id="ts-location-options">
            {predictions.map((p) => (
              <option key={`${p.postalCode}-${p.description}`} value={p.description} />
            ))}
          </datalist>
          {failed && (
            <Text role="alert" color="red.700" fontSize="sm">
              {TALENT_SEARCH_TEXTS.locationsFailed}
            </Text>
          )}
        </Field.Root>
        <Field.Root flex="3 1 16rem">
          <Field.Label htmlFor="ts-query">{T.query}</Field.Label>
          <Input id="ts-query" type="search" placeholder={T.queryHint} value={query} maxLength={200} onChange={(e) => setQuery(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root flex="0 1 8rem">
          <Field.Label htmlFor="ts-radius">{T.radius}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id="ts-radius" value={radius} onChange={(e) => setRadius(Number(e.currentTarget.value))}>
              {RADII.map((r) => (
                <option key={r} value={r}>
                  {radiusLabel(r)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" colorPalette="brand">
          {T.search}
        </Button>
      </Flex>
    </form>
  );
}
