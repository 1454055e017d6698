// Step 3 of the employer sign-up (§2.5): the top recruiting priority as cards. The cards behave
// as one radio group: Tab enters on the chosen card (or the first), arrow keys move and choose.
import { Card, SimpleGrid } from '@floorhire/ui';
import { useRef, type KeyboardEvent } from 'react';

export interface PriorityOption {
  value: string;
  label: string;
}

const STEP_KEYS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

export function PriorityCards({
  options,
  value,
  onChange,
  labelledBy,
}: {
  options: readonly PriorityOption[];
  value: string;
  onChange(value: string): void;
  labelledBy: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = options.findIndex((o) => o.value === value);
  const tabStop = chosen >= 0 ? chosen : 0;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = STEP_KEYS[event.key];
    let target: number | null = null;
    if (step !== undefined) target = (index + step + options.length) % options.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = options.length - 1;
    if (target === null) return;
    event.preventDefault();
    const option = options[target];
    if (!option) return;
    onChange(option.value);
    refs.current[target]?.focus();
  }

  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" role="radiogroup" aria-labelledby={labelledBy}>
      {options.map((p, i) => (
        <Card.Root
          key={p.value}
          asChild
          variant="outline"
          borderWidth="2px"
          borderColor={value === p.value ? 'brand.500' : 'border'}
          bg={value === p.value ? 'brand.subtle' : undefined}
          cursor="pointer"
          textAlign="start"
          focusVisibleRing="outside"
        >
          <button
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={value === p.value}
            tabIndex={i === tabStop ? 0 : -1}
            onClick={() => onChange(p.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <Card.Body py="4">{p.label}</Card.Body>
          </button>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
