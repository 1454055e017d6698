import { useState } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { BATCH_RESUME_TEXTS as T, batchDone, type ResumeBatch, type ResumeBatchFile } from '@floorhire/domain-pro-profile';
import { formatDate, formatTime } from '@floorhire/rules';
import { Badge, Box, Button, HStack, Link, Progress, Stack, Text } from '@floorhire/ui';

const PALETTE = { pending: 'blue', completed: 'green', error: 'red' } as const;
const FILE_PALETTE = { pending: 'gray', uploaded: 'gray', processing: 'blue', completed: 'green', error: 'red' } as const;

function FileRow({ file }: { file: ResumeBatchFile }) {
  return (
    <Box as="li" py="2" borderTopWidth="1px" data-testid="batch-file">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Text fontWeight="medium" wordBreak="break-word" minW="0" flex="1">
          {file.fileName}
        </Text>
        <HStack gap="2">
          {file.outcome && <Badge colorPalette={file.outcome === 'created' ? 'green' : 'purple'}>{T.outcome[file.outcome]}</Badge>}
          <Badge colorPalette={FILE_PALETTE[file.status]}>{T.fileStatus[file.status]}</Badge>
        </HStack>
      </HStack>
      {file.error && (
        <Text color="fg.error" fontSize="sm" mt="1">
          {file.error}
        </Text>
      )}
      {file.userProfileId && file.proName && (
        <Link asChild fontSize="sm" mt="1">
          <RouterLink to={`/admin/pro/${file.userProfileId}`}>{`${T.openPro}: ${file.proName}`}</RouterLink>
        </Link>
      )}
    </Box>
  );
}

/** One batch: what it is, a progress bar that moves as its files end, its counts and, on demand, its files. */
export function BatchCard({ batch, files, onOpen, onClose }: { batch: ResumeBatch; files: ResumeBatchFile[] | undefined; onOpen(): Promise<void>; onClose(): void }) {
  const [opening, setOpening] = useState(false);
  const done = batchDone(batch.counts);
  const title = `${T.batchOf(batch.kind, batch.fileCount)}${batch.fileName ? ` · ${batch.fileName}` : ''}`;
  const toggle = async () => {
    if (files) return onClose();
    setOpening(true);
    try {
      await onOpen();
    } finally {
      setOpening(false);
    }
  };
  return (
    <Box as="article" aria-label={title} borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} data-testid="resume-batch" data-batch-id={batch.id}>
      <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Box minW="0">
          <Text as="h3" fontWeight="semibold" wordBreak="break-word">
            {title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {`${formatDate(batch.createTs)} ${formatTime(batch.createTs)}`}
            {batch.creatorName ? ` · ${batch.creatorName}` : ''}
          </Text>
        </Box>
        <Badge colorPalette={PALETTE[batch.status]} data-testid="batch-status">
          {T.batchStatus[batch.status]}
        </Badge>
      </HStack>
      <Stack gap="1" mt="3">
        <Progress.Root value={batch.fileCount === 0 ? 100 : Math.round((done / batch.fileCount) * 100)} colorPalette={PALETTE[batch.status]} aria-label={T.progress(done, batch.fileCount)}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" role="status" aria-live="polite" data-testid="batch-progress">
          {T.progress(done, batch.fileCount)}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="batch-counts">
          {T.counts(batch.counts.created, batch.counts.updated, batch.counts.error)}
        </Text>
        {batch.error && (
          <Text fontSize="sm" color="fg.error">
            {batch.error}
          </Text>
        )}
      </Stack>
      <Button mt="2" size="sm" variant="outline" onClick={() => void toggle()} loading={opening} aria-expanded={files !== undefined}>
        {files ? T.hideFiles : T.showFiles}
      </Button>
      {files && (
        <Box as="ul" listStyleType="none" mt="2" aria-label={T.showFiles}>
          {files.map((f) => (
            <FileRow key={f.id} file={f} />
          ))}
        </Box>
      )}
    </Box>
  );
}
