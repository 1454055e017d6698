import { BATCH_RESUME_TEXTS as T, RESUME_BATCH_PAGE_SIZE } from '@floorhire/domain-pro-profile';
import { EmptyState, ErrorState, LoadingState } from '@floorhire/remote-kit';
import { Badge, Button, Heading, HStack, Stack } from '@floorhire/ui';
import type { BatchBoard } from '../hooks/use-batch-board';
import { BatchCard } from './batch-card';

/** The batches, newest first, a page at a time; "Live" while the event stream is open. */
export function BatchList({ board }: { board: BatchBoard }) {
  const { list, page } = board;
  const data = list.data;
  return (
    <Stack as="section" aria-labelledby="batches-heading" gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="lg" id="batches-heading">
          {T.batches}
        </Heading>
        {board.live && (
          <Badge colorPalette="green" variant="subtle">
            {T.live}
          </Badge>
        )}
      </HStack>
      {!data && list.error && <ErrorState message={list.error.message} onRetry={list.reload} />}
      {!data && !list.error && <LoadingState />}
      {data && data.batches.length === 0 && <EmptyState title={T.noBatches} />}
      {data?.batches.map((batch) => (
        <BatchCard key={batch.id} batch={batch} files={board.files[batch.id]} onOpen={() => board.open(batch.id)} onClose={() => board.close(batch.id)} />
      ))}
      {data && data.count > RESUME_BATCH_PAGE_SIZE && (
        <HStack justify="space-between">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => board.setPage(page - 1)}>
            {T.previous}
          </Button>
          <Button variant="outline" size="sm" disabled={(page + 1) * RESUME_BATCH_PAGE_SIZE >= data.count} onClick={() => board.setPage(page + 1)}>
            {T.next}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
