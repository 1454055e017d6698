import type { ReactNode } from 'react';
import { Alert, Box, Button, Center, Spinner, Text, VisuallyHidden } from '@floorhire/ui';
import { PAGE_STATE_TEXTS } from './texts';

/** A section still loading: a spinner, announced politely to screen readers. */
export function LoadingState({ label = PAGE_STATE_TEXTS.loading }: { label?: string }) {
  return (
    <Center py="10" role="status" aria-live="polite">
      <Spinner size="lg" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

/** A failed load in the words of the server (or the §8 fallback), with a retry when one helps. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" my="4" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} ms="auto">
          {PAGE_STATE_TEXTS.retry}
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

/** A path inside a remote's routes that leads nowhere. */
export function NotFoundState({ message = PAGE_STATE_TEXTS.notFound }: { message?: string }) {
  return <ErrorState message={message} />;
}

interface LoadedProps<T> {
  resource: { data: T | undefined; error: { message: string } | undefined; loading: boolean; reload(): void };
  /** Shown when the data is there but holds nothing (e.g. an empty list). */
  empty?: (data: T) => ReactNode | null;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

/**
 * The four states of a page that loads one resource: loading, error (with retry), empty and
 * loaded. Data already shown stays on screen while a reload runs.
 */
export function Loaded<T>({ resource, empty, loadingLabel, children }: LoadedProps<T>) {
  const { data, error, loading, reload } = resource;
  if (error && data === undefined) return <ErrorState message={error.message} onRetry={reload} />;
  if (data === undefined) return loading ? <LoadingState {...(loadingLabel ? { label: loadingLabel } : {})} /> : null;
  const nothing = empty?.(data);
  return <>{nothing ?? children(data)}</>;
}
