import { NativeSelect, Stack } from '@floorhire/ui';

/** A labelled native select (keyboard and phone friendly) for filters and small choices. */
export function LabelledSelect({ id, label, value, onChange, options, disabled }: { id: string; label: string; value: string; onChange(value: string): void; options: readonly { value: string; label: string }[]; disabled?: boolean }) {
  return (
    <Stack gap="1.5">
      <label htmlFor={id} style={{ fontSize: '0.875rem', fontWeight: 500 }}>
        {label}
      </label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
