import type { ReactNode } from 'react';
import { Alert, Box, Button, Center, Spinner, Text, VisuallyHidden } from '@floorhire/ui';
import { REMOTE_TEXTS } from '../texts';

export function LoadingState({ label = REMOTE_TEXTS.loading }: { label?: string }) {
  return (
    <Center py="10" role="status" aria-live="polite">
      <Spinner size="lg" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" my="4" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} ms="auto">
          {REMOTE_TEXTS.retry}
        </Button>
      )}
    </Alert.Root>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="6" textAlign="center" color="fg.muted">
      <Text fontWeight="semibold">{title}</Text>
      {children}
    </Box>
  );
}
