import { useEffect, useState } from 'react';
import { Button, HStack, Input, Stack, Tag, Text } from '@floorhire/ui';
import { useApi } from '@floorhire/remote-kit';
import { fetchEmployerSummaries } from '#app/api/get-employer-summaries';
import { STAFF_TEXTS } from '#app/texts';

const T = STAFF_TEXTS.create;

export interface PickedEmployer {
  id: number;
  name: string;
}

/**
 * Choose employers (an employer user belongs to at least one, spec 000 §5): type part of a name,
 * add from the matches, remove a chosen one. Matches come from GET employer/summary.
 */
export function EmployerPicker({ id, value, onChange, error }: { id: string; value: readonly PickedEmployer[]; onChange(next: PickedEmployer[]): void; error?: string | undefined }) {
  const api = useApi();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<PickedEmployer[] | null>(null);

  useEffect(() => {
    const term = text.trim();
    if (term.length < 2) {
      setMatches(null);
      return;
    }
    const controller = new AbortController();
    // Waits for a pause in typing.
    const timer = setTimeout(() => {
      fetchEmployerSummaries(api, { where: { name: term }, limit: 8, order: 'name ASC' }, controller.signal).then(
        (rows) => setMatches(rows.map((r) => ({ id: r.id, name: r.name }))),
        () => undefined,
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, text]);

  const chosen = new Set(value.map((e) => e.id));
  return (
    <Stack gap="2">
      <label htmlFor={id} style={{ fontSize: '0.875rem', fontWeight: 500 }}>
        {T.employers}
      </label>
      {value.length > 0 && (
        <HStack wrap="wrap" gap="2" data-testid="picked-employers">
          {value.map((employer) => (
            <Tag.Root key={employer.id} size="lg">
              <Tag.Label>{employer.name}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={T.remove(employer.name)} onClick={() => onChange(value.filter((e) => e.id !== employer.id))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
      <Input id={id} value={text} placeholder={T.employerSearch} aria-invalid={!!error} onChange={(e) => setText(e.currentTarget.value)} autoComplete="off" />
      {matches && (
        <Stack as="ul" listStyleType="none" gap="1" m="0" p="0" aria-live="polite">
          {matches.length === 0 && <Text fontSize="sm">{T.employerNone}</Text>}
          {matches
            .filter((m) => !chosen.has(m.id))
            .map((m) => (
              <li key={m.id}>
                <Button size="xs" variant="outline" onClick={() => onChange([...value, m])} aria-label={T.add(m.name)}>
                  + {m.name}
                </Button>
              </li>
            ))}
        </Stack>
      )}
      {error && (
        <Text fontSize="sm" color="red.700" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
