import type { ReactNode } from 'react';
import { Checkbox } from '@floorhire/ui';

/** A checkbox of the pro pages' choice lists, its label beside it and wrapping under long text. */
export function CheckboxItem({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} size="md" alignItems="flex-start" py="1">
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
