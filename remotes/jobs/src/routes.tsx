import { Suspense } from 'react';
import { DeclaredRoutes, lazyPage, withPreloadOf, type Pages } from '@floorhire/remote-kit';
import { Box, Center, Heading, Spinner, Text } from '@floorhire/ui';
import { JobsListPage } from './features/jobs-list/components/jobs-list-page';
import { WatchersPanel } from './features/watchers/components/watchers-panel';
import { useViewer } from '#app/lib/viewer';
import remote from '../remote.json';

// The list is the landing page; the wizard and the job's details load on first use.
const JobDetailsPage = lazyPage(() => import('./features/job-details/components/job-details-page').then((m) => ({ default: m.JobDetailsPage })));
const LazyWizard = lazyPage(() => import('./features/job-wizard/components/job-wizard-page').then((m) => ({ default: m.JobWizardPage })));

function JobWatchers({ jobId }: { jobId: number }) {
  const viewer = useViewer();
  return <WatchersPanel jobId={jobId} viewer={viewer} />;
}

const renderWatchers = (job: { id: number }) => <JobWatchers jobId={job.id} />;

function JobWizardPage({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <Suspense
      fallback={
        <Center py={16}>
          <Spinner size="lg" aria-label="Loading the job wizard" />
        </Center>
      }
    >
      <LazyWizard mode={mode} renderWatchers={renderWatchers} />
    </Suspense>
  );
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

/** Pages by the names remote.json gives them (routes of spec 001 §2, employer and staff areas). */
export const PAGES: Pages = {
  'jobs-list': JobsListPage,
  'job-create': withPreloadOf(() => <JobWizardPage mode="create" />, LazyWizard),
  'job-edit': withPreloadOf(() => <JobWizardPage mode="edit" />, LazyWizard),
  'job-details': JobDetailsPage,
};

/** The only place the remote's features meet. */
export function JobsRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} notFound={<NotHere />} />;
}
