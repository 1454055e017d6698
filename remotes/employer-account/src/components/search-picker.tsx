import { useEffect, useId, useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Tag, Text, Wrap } from '@floorhire/ui';
import { REMOTE_TEXTS as T } from '#app/texts';

export interface PickerItem {
  id: number;
  name: string;
}

/**
 * Choose several items of a long list (industries, job titles, skills): type to search, add
 * with a button, remove from the chosen tags. Buttons rather than a combobox, so it works the
 * same by touch, keyboard and screen reader without a popup.
 */
export function SearchPicker({
  label,
  noun,
  help,
  chosen,
  onChange,
  search,
}: {
  label: string;
  noun: string;
  help?: string;
  chosen: readonly PickerItem[];
  onChange(next: PickerItem[]): void;
  /** The matches of a text (the caller's list, or a call). */
  search(text: string, signal: AbortSignal): Promise<readonly PickerItem[]>;
}) {
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<readonly PickerItem[]>([]);
  const listId = useId();

  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setMatches([]);
      return;
    }
    const controller = new AbortController();
    // A short pause, so typing a word asks once.
    const timer = setTimeout(() => {
      search(query, controller.signal).then(
        (found) => setMatches(found),
        () => setMatches([]),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, search]);

  const offered = matches.filter((m) => !chosen.some((c) => c.id === m.id)).slice(0, 8);
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={T.picker.search(noun)} aria-controls={listId} autoComplete="off" />
        {help && <Field.HelperText>{help}</Field.HelperText>}
      </Field.Root>
      <Box id={listId} aria-live="polite">
        {text.trim() && offered.length === 0 && matches.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {T.picker.noMatch}
          </Text>
        ) : (
          <Wrap gap="2" as="ul" listStyleType="none" m="0" p="0">
            {offered.map((item) => (
              <li key={item.id}>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={T.picker.add(item.name)}
                  onClick={() => {
                    onChange([...chosen, item]);
                    setText('');
                  }}
                >
                  + {item.name}
                </Button>
              </li>
            ))}
          </Wrap>
        )}
      </Box>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1">
          {T.picker.chosen(noun)}
        </Text>
        {chosen.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {T.picker.none}
          </Text>
        ) : (
          <HStack as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
            {chosen.map((item) => (
              <li key={item.id}>
                <Tag.Root size="lg" colorPalette="green" variant="subtle">
                  <Tag.Label>{item.name}</Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={T.picker.remove(item.name)} onClick={() => onChange(chosen.filter((c) => c.id !== item.id))} />
                  </Tag.EndElement>
                </Tag.Root>
              </li>
            ))}
          </HStack>
        )}
      </Box>
    </Stack>
  );
}
