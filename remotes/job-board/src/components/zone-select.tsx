import { Field, NativeSelect, type StackProps } from '@floorhire/ui';
import { browserZone, zoneChoices } from '#app/lib/slot-times';
import { T } from '#app/texts';

/** The zone the pro reads and picks interview times in: the browser's first, then the US zones. */
export function ZoneSelect({ zone, onZone, w }: { zone: string; onZone(zone: string): void; w?: StackProps['w'] }) {
  return (
    <Field.Root w={w}>
      <Field.Label>{T.timezoneLabel}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="timezone" value={zone} onChange={(e) => onZone(e.currentTarget.value)}>
          {zoneChoices(browserZone()).map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/gu, ' ')}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
