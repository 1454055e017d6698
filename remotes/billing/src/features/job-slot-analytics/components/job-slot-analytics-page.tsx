import { lazy, Suspense } from 'react';
import { Box, Card, Heading, Text, VisuallyHidden } from '@floorhire/ui';
import { BILLING_TEXTS, slotsText } from '@floorhire/domain-billing';
import { ErrorState, LoadingState, NotFoundState, useViewer } from '@floorhire/remote-kit';
import { useBillingRevision } from '#app/lib/use-billing-revision';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useJobSlotUsage } from '../api/get-job-slot-usage';

const SlotsChart = lazy(() => import('./slots-chart').then((m) => ({ default: m.SlotsChart })));

/** /employer/job-slot-analytics: slots used and free over time (the nav item of spec 002 §2). */
export function JobSlotAnalyticsPage() {
  const viewer = useViewer();
  const { revision } = useBillingRevision();
  const usage = useJobSlotUsage(viewer.employerId ?? 0, revision);
  if (viewer.employerId === null) return <NotFoundState />;
  const last = usage.data?.days[usage.data.days.length - 1];
  return (
    <Box p={{ base: 4, md: 6 }} maxW="6xl">
      <Heading as="h1" size="lg" mb="2">
        {T.analyticsTitle}
      </Heading>
      <Text mb="4">{T.analyticsIntro}</Text>
      {usage.error ? (
        <ErrorState message={usage.error.message} onRetry={usage.reload} />
      ) : !usage.data ? (
        <LoadingState />
      ) : (
        <Card.Root size="sm">
          <Card.Body>
            <Text mb="2" data-testid="slots-summary">
              {T.jobSlots}: {slotsText(usage.data.slots, BILLING_TEXTS.notApplicable)} · {T.slotsUsed}: {last?.used ?? 0}
            </Text>
            {usage.data.slots === null ? <Text mb="2">{T.analyticsNoSlots}</Text> : null}
            <Suspense fallback={<LoadingState />}>
              <SlotsChart usage={usage.data} />
            </Suspense>
            <VisuallyHidden>
              <table>
                <caption>{T.analyticsTable}</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">{T.slotsUsed}</th>
                  </tr>
                </thead>
                <tbody>
                  {usage.data.days.map((d) => (
                    <tr key={d.day}>
                      <td>{d.day}</td>
                      <td>{d.used}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </Card.Body>
        </Card.Root>
      )}
    </Box>
  );
}
