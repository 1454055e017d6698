import { useState } from 'react';
import { Button, HStack } from '@floorhire/ui';
import { REMOTE_TEXTS as T } from '#app/texts';

/** Cursor paging (starting_after): the cursors of the pages seen so far make Previous work. */
export function usePager() {
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const current = cursors[cursors.length - 1] ?? null;
  return {
    current,
    next: (lastId: number) => setCursors((c) => [...c, lastId]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    hasPrevious: cursors.length > 1,
    reset: () => setCursors([null]),
  };
}

export function Pager({ label, hasPrevious, hasMore, onPrevious, onNext }: { label: string; hasPrevious: boolean; hasMore: boolean; onPrevious(): void; onNext(): void }) {
  if (!hasPrevious && !hasMore) return null;
  return (
    <HStack as="nav" aria-label={label} gap="2" mt="3">
      <Button size="sm" variant="outline" disabled={!hasPrevious} onClick={onPrevious}>
        {T.previous}
      </Button>
      <Button size="sm" variant="outline" disabled={!hasMore} onClick={onNext}>
        {T.next}
      </Button>
    </HStack>
  );
}
