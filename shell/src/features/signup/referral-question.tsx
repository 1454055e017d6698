// "How did you hear about us?" (§2.5): options in random order; the 'Other (please specify)'
// box appears only when Other is chosen.
import { Field, Input, RadioGroup, Stack } from '@floorhire/ui';
import { useState } from 'react';
import { REFERRAL_OPTIONS, REFERRAL_OTHER, REFERRAL_OTHER_LABEL, shuffle, type ReferralOption } from '@floorhire/rules';

export interface ReferralAnswer {
  foundVia: ReferralOption | '';
  foundViaOther: string;
}

export function ReferralQuestion({
  value,
  onChange,
  label,
  random = Math.random,
  error,
}: {
  value: ReferralAnswer;
  onChange(next: ReferralAnswer): void;
  label: string;
  random?: () => number;
  error?: string;
}) {
  // Shuffled once per mount so the order does not jump while the user answers.
  const [options] = useState(() => shuffle(REFERRAL_OPTIONS, random));
  return (
    <Stack gap="3">
      <RadioGroup.Root
        value={value.foundVia || null}
        onValueChange={(d) => onChange({ ...value, foundVia: (d.value ?? '') as ReferralOption })}
        aria-label={label}
      >
        <Stack gap="3">
          {options.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {value.foundVia === REFERRAL_OTHER && (
        <Field.Root>
          <Field.Label>{REFERRAL_OTHER_LABEL}</Field.Label>
          <Input value={value.foundViaOther} maxLength={200} onChange={(e) => onChange({ ...value, foundViaOther: e.target.value })} />
        </Field.Root>
      )}
      {error && (
        <Field.Root invalid>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  );
}
