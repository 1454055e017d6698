import { Link as RouterLink } from '@floorhire/router';
import { canEditProfile } from '@floorhire/domain-employer-account';
import { Loaded, NotFoundState, useViewer } from '@floorhire/remote-kit';
import { formatDate } from '@floorhire/rules';
import { Box, Button, Card, Heading, Stack, Text } from '@floorhire/ui';
import { SettingsLayout } from '#app/components/settings-layout';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useFacebookJobs } from '../api/get-facebook-jobs';

const J = T.jobs;

/** /employer/settings/jobs: where the live jobs are promoted (ADR 292), and the positions jobs start from. */
export function JobsSettingsPage() {
  const viewer = useViewer();
  const jobs = useFacebookJobs(viewer.employerId);
  if (viewer.employerId === null) return <NotFoundState message={T.noEmployer} />;
  return (
    <SettingsLayout title={J.title}>
      <Stack gap="5" maxW="4xl">
        <Card.Root as="section" aria-labelledby="feed-title">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="feed-title">
              {J.feedTitle}
            </Heading>
            <Text color="fg.muted">{J.feedIntro}</Text>
            <Loaded resource={jobs} empty={(list) => (list.length === 0 ? <Text>{J.none}</Text> : null)}>
              {(list) => (
                <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
                  {list.map((job) => (
                    <Box as="li" key={job.jobId} borderWidth="1px" borderRadius="md" p="3" data-testid="feed-job">
                      <Text fontWeight="semibold">{job.title}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {[[job.city, job.state].filter(Boolean).join(', '), J.liveSince(formatDate(job.liveSince))].filter(Boolean).join(' · ')}
                      </Text>
                      {/* Public addresses for pros and boards; a signed-in employer opens jobs in Job Posts. */}
                      <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" mt="1">
                        {job.url}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Loaded>
          </Card.Body>
        </Card.Root>
        {canEditProfile(viewer.roles) && (
          <Card.Root as="section" aria-labelledby="positions-title">
            <Card.Body gap="2">
              <Heading as="h2" size="md" id="positions-title">
                {J.positionsTitle}
              </Heading>
              <Text color="fg.muted">{J.positionsIntro}</Text>
              <Button asChild size="sm" variant="outline" alignSelf="flex-start">
                <RouterLink to={`/employer/${viewer.employerId}/frequent-positions`}>{T.edit}</RouterLink>
              </Button>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </SettingsLayout>
  );
}
