import { Box, Button, NativeSelect, Stack } from '@floorhire/ui';
import { CONVERSATION_BUCKETS, type ConversationBucket } from '@floorhire/domain-messaging';
import { REMOTE_TEXTS as T } from '#app/texts';

/** The filter panel (spec 002 §2): the nine buckets; a select on a phone, a list on wider screens. */
export function BucketFilter({ value, onChange }: { value: ConversationBucket; onChange: (bucket: ConversationBucket) => void }) {
  return (
    <Box as="nav" aria-label={T.filters}>
      <Box display={{ base: 'block', md: 'none' }}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={T.filters} value={value} onChange={(e) => onChange(e.currentTarget.value as ConversationBucket)}>
            {CONVERSATION_BUCKETS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <Stack as="ul" listStyleType="none" gap="1" m="0" p="0" display={{ base: 'none', md: 'flex' }}>
        {CONVERSATION_BUCKETS.map((b) => (
          <li key={b}>
            <Button
              w="full"
              justifyContent="flex-start"
              size="sm"
              variant={b === value ? 'solid' : 'ghost'}
              aria-pressed={b === value}
              onClick={() => onChange(b)}
            >
              {b}
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
