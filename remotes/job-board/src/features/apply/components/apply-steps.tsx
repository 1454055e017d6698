import { HStack, Text } from '@floorhire/ui';
import { T } from '#app/texts';

/** Where the visitor is in the apply flow (a list, so screen readers hear "step n of 3"). */
export function ApplySteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <HStack as="ol" gap="2" mb="4" listStyleType="none" fontSize="sm" aria-label="Apply steps" flexWrap="wrap">
      {T.applySteps.map((label, i) => (
        <Text as="li" key={label} aria-current={i === current ? 'step' : undefined} fontWeight={i === current ? 'bold' : 'normal'} color={i === current ? 'fg' : 'fg.muted'}>
          {i + 1}. {label}
        </Text>
      ))}
    </HStack>
  );
}
