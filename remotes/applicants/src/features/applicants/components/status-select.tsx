import { NativeSelect } from '@floorhire/ui';
import type { ApplicantStatus } from '@floorhire/rules';
import { statusOptions, type ApplicantViewer } from '@floorhire/domain-applications';

/** A select of the statuses a viewer may set, in that viewer's words (spec 001 §4). */
export function StatusSelect({
  viewer,
  value,
  onChange,
  label,
  placeholder,
  disabled,
  size = 'sm',
}: {
  viewer: ApplicantViewer;
  value: ApplicantStatus | '';
  onChange(status: ApplicantStatus): void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
}) {
  const options = statusOptions(viewer);
  return (
    <NativeSelect.Root size={size} disabled={disabled} width="auto" minW="10rem">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => e.currentTarget.value && onChange(e.currentTarget.value as ApplicantStatus)}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
