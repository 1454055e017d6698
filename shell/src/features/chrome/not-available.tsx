// A real route of the product whose remote is not released yet: say so plainly (ADR 061).
import { EmptyState, VStack } from '@floorhire/ui';

export function NotAvailableYet({ path }: { path: string }) {
  return (
    <EmptyState.Root data-testid="not-available">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>This area is not available yet</EmptyState.Title>
          <EmptyState.Description>
            No released module serves {path} at the moment. Everything else in the app keeps working; check back after the next release.
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
