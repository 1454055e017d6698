import { Button, HStack, Text } from '@floorhire/ui';

/** Below a list's filters: Search, Clear and how many match (the users and employers lists). */
export function SearchActions({ search, clear, onClear, countText, countTestId }: { search: string; clear: string; onClear(): void; countText: string | null; countTestId: string }) {
  return (
    <HStack mt="3" gap="2">
      <Button type="submit" size="sm" colorPalette="brand">
        {search}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        {clear}
      </Button>
      {countText !== null && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid={countTestId}>
          {countText}
        </Text>
      )}
    </HStack>
  );
}
