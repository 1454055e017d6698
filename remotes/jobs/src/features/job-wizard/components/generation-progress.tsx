import { Box, Button, HStack, Progress, Text } from '@floorhire/ui';
import type { GenerationProgress as Progressing } from '../hooks/use-generation';

/** Visible progress of a running generation, with its Stop button. */
export function GenerationProgress({ progress, label, onStop }: { progress: Progressing; label: string; onStop(): void }) {
  if (!progress.running) return null;
  const value = progress.maxAttempts > 0 ? Math.round((progress.attempt / progress.maxAttempts) * 100) : null;
  return (
    <Box role="status" aria-live="polite" borderWidth="1px" borderRadius="md" p={3} data-testid="generation-progress">
      <HStack justify="space-between" gap={3} wrap="wrap">
        <Text fontSize="sm">
          {label}
          {progress.attempt > 0 ? ` (check ${progress.attempt} of ${progress.maxAttempts})` : '…'}
        </Text>
        <Button size="sm" variant="outline" onClick={onStop}>
          Stop
        </Button>
      </HStack>
      <Progress.Root value={value} size="xs" mt={2} aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
