import { lazy, Suspense, type ComponentProps } from 'react';
import { Route, Routes } from 'react-router';
import { Box, Center, Heading, Spinner, Text } from '@floorhire/ui';
import { JobsListPage } from './features/jobs-list/components/jobs-list-page';
import { WatchersPanel } from './features/watchers/components/watchers-panel';
import { useViewer } from './lib/viewer';

// The list is the landing page; the wizard loads on first use.
const LazyWizard = lazy(() => import('./features/job-wizard/components/job-wizard-page').then((m) => ({ default: m.JobWizardPage })));

function JobWizardPage(props: ComponentProps<typeof LazyWizard>) {
  return (
    <Suspense
      fallback={
        <Center py={16}>
          <Spinner size="lg" aria-label="Loading the job wizard" />
        </Center>
      }
    >
      <LazyWizard {...props} />
    </Suspense>
  );
}

function JobWatchers({ jobId }: { jobId: number }) {
  const viewer = useViewer();
  return <WatchersPanel jobId={jobId} viewer={viewer} />;
}

function NotHere() {
  return (
    <Box p={6}>
      <Heading as="h1" size="lg">
        Page not found
      </Heading>
      <Text>This jobs page does not exist.</Text>
    </Box>
  );
}

const renderWatchers = (job: { id: number }) => <JobWatchers jobId={job.id} />;

/** The only place the remote's features meet (routes of spec 001 §2, employer and staff areas). */
export function JobsRoutes() {
  return (
    <Routes>
      {(['employer', 'admin'] as const).map((area) => [
        <Route key={`${area}-list`} path={`/${area}/jobs`} element={<JobsListPage />} />,
        <Route key={`${area}-create`} path={`/${area}/jobs/create/:step`} element={<JobWizardPage mode="create" renderWatchers={renderWatchers} />} />,
        <Route key={`${area}-edit`} path={`/${area}/jobs/:id/edit/:step`} element={<JobWizardPage mode="edit" renderWatchers={renderWatchers} />} />,
      ])}
      <Route path="*" element={<NotHere />} />
    </Routes>
  );
}
