import type { ReactNode } from 'react';
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';

// Labelled form fields: every input has a visible label, the required mark, a helper below it
// until there is an error, then its error (announced through the field's invalid state). The
// jobs wizard and the pro pages drew these twice (ADR 188); `size` is the one place they differ.

interface BaseProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  helper?: ReactNode;
}

type FieldSize = 'md' | 'lg';

function FieldFrame({ label, error, required, helper, disabled, children }: BaseProps & { disabled?: boolean | undefined; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TextField({
  label,
  error,
  required,
  helper,
  value,
  onChange,
  type = 'text',
  size,
  ...rest
}: BaseProps & {
  value: string;
  onChange(value: string): void;
  type?: string;
  size?: FieldSize;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  onBlur?(): void;
}) {
  return (
    <FieldFrame label={label} error={error} required={required} helper={helper}>
      <Input type={type} value={value} onChange={(e) => onChange(e.target.value)} {...(size ? { size } : {})} {...rest} />
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, required, helper, value, onChange, rows = 4, name }: BaseProps & { value: string; onChange(value: string): void; rows?: number; name?: string }) {
  return (
    <FieldFrame label={label} error={error} required={required} helper={helper}>
      <Textarea value={value} rows={rows} name={name} onChange={(e) => onChange(e.target.value)} />
    </FieldFrame>
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
  disabled,
  size,
}: BaseProps & { value: string; onChange(value: string): void; options: readonly { value: string; label: string }[]; placeholder?: string; disabled?: boolean; size?: FieldSize }) {
  return (
    <FieldFrame label={label} error={error} required={required} helper={helper} disabled={disabled}>
      <NativeSelect.Root {...(size ? { size } : {})}>
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
    </FieldFrame>
  );
}
