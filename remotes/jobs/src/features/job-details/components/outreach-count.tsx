import type { ReactNode } from 'react';
import { JOB_OUTREACH_TEXTS } from '@floorhire/domain-job-board';
import { ErrorState, LoadingState } from '@floorhire/remote-kit';
import { Box, Heading, Text } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { useOutreachSummary } from '../api/get-outreach-summary';

const T = JOB_OUTREACH_TEXTS;

/** The part of the job's page about what was sent to pros. */
export function OutreachFrame({ children }: { children: ReactNode }) {
  return (
    <Box as="section" aria-label={T.title} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} data-testid="outreach">
      <Heading as="h2" size="lg" mb="3">
        {T.title}
      </Heading>
      {children}
    </Box>
  );
}

/** What the job's employer sees: how many pros it was sent to (issue 26 item 7). */
export function OutreachCount({ jobId }: { jobId: number }) {
  const summary = useOutreachSummary(jobId);
  return (
    <OutreachFrame>
      {summary.error && !summary.data ? (
        <ErrorState message={PAGE_TEXTS.outreach.loadFailed} onRetry={summary.reload} />
      ) : !summary.data ? (
        <LoadingState />
      ) : (
        <>
          <Text fontSize="xl" fontWeight="semibold" data-testid="outreach-count">
            {T.sentCount(summary.data.sent)}
          </Text>
          <Text color="fg.muted" mt="1">
            {T.employerHelp}
          </Text>
        </>
      )}
    </OutreachFrame>
  );
}

