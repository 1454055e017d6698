import type { ReactNode } from 'react';
import { Field, Input, NativeSelect, Textarea } from '@floorhire/ui';

interface BaseProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  helper?: ReactNode;
}

export function TextField({ label, error, required, helper, value, onChange, type = 'text', ...rest }: BaseProps & { value: string; onChange(value: string): void; type?: string; placeholder?: string; disabled?: boolean; name?: string; inputMode?: 'decimal' | 'numeric' | 'text'; onBlur?(): void }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TextAreaField({ label, error, required, helper, value, onChange, rows = 8, name }: BaseProps & { value: string; onChange(value: string): void; rows?: number; name?: string }) {
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

export function SelectField({ label, error, required, helper, value, onChange, options, placeholder, disabled }: BaseProps & { value: string; onChange(value: string): void; options: readonly { value: string; label: string }[]; placeholder?: string; disabled?: boolean }) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
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
