import { HStack, RadioGroup } from '@floorhire/ui';
import type { AuthLinkChannel } from '@floorhire/rules';

export function ChannelChoice({
  value,
  onChange,
  labels,
  label,
}: {
  value: AuthLinkChannel;
  onChange(channel: AuthLinkChannel): void;
  labels: Record<AuthLinkChannel, string>;
  label: string;
}) {
  return (
    <RadioGroup.Root value={value} onValueChange={(d) => onChange(d.value as AuthLinkChannel)} aria-label={label}>
      <HStack gap="6" wrap="wrap">
        {(Object.keys(labels) as AuthLinkChannel[]).map((channel) => (
          <RadioGroup.Item key={channel} value={channel}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{labels[channel]}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
