import type { ReactNode } from 'react';
import { Checkbox, Field, Input, NativeSelect, Textarea } from '@floorhire/ui';

// Labelled form fields of the pro pages: every input has a visible label, its error below it
// (announced through the field's invalid state), and phone-friendly input modes.

interface BaseProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  helper?: ReactNode;
}

type InputMode = 'decimal' | 'numeric' | 'text' | 'tel' | 'email';

export function TextField({
  label,
  error,
  required,
  helper,
  value,
  onChange,
  type = 'text',
  ...rest
}: BaseProps & { value: string; onChange(value: string): void; type?: string; placeholder?: string; name?: string; inputMode?: InputMode; autoComplete?: string; maxLength?: number; readOnly?: boolean }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} value={value} onChange={(e) => onChange(e.target.value)} size="lg" {...rest} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TextAreaField({ label, error, required, helper, value, onChange, rows = 4, name }: BaseProps & { value: string; onChange(value: string): void; rows?: number; name?: string }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea value={value} rows={rows} name={name} onChange={(e) => onChange(e.target.value)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SelectField({
  label,
  error,
  required,
  helper,
  value,
  onChange,
  options,
  placeholder,
}: BaseProps & { value: string; onChange(value: string): void; options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function CheckboxItem({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} size="md" alignItems="flex-start" py="1">
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
