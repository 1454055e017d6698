import { Link as RouterLink } from '@floorhire/router';
import { Badge, Card, Flex, Heading, Stack, Text, Wrap } from '@floorhire/ui';
import { EmptyState, Loaded, useViewer } from '@floorhire/remote-kit';
import { formatDate } from '@floorhire/rules';
import type { ProApplication } from '@floorhire/domain-job-board';
import { StatusBadge, placeText } from '#app/components/job-facts';
import { Page } from '#app/components/page';
import { browserZone, isoLabel } from '#app/lib/slot-times';
import { T } from '#app/texts';
import { useMyApplications } from '../api/applications';

/** /pro/applications: every application of the pro, newest first, with what needs an answer. */
export function ApplicationsPage() {
  const viewer = useViewer();
  const list = useMyApplications(viewer.userId);
  return (
    <Page title={T.applicationsTitle}>
      <Loaded resource={list} empty={(items) => (items.length === 0 ? <EmptyState title={T.noApplications} /> : null)}>
        {(items) => (
          <Stack gap="3" as="ul" listStyleType="none">
            {items.map((a) => (
              <li key={a.id}>
                <ApplicationCard application={a} />
              </li>
            ))}
          </Stack>
        )}
      </Loaded>
    </Page>
  );
}

export function ApplicationCard({ application: a }: { application: ProApplication }) {
  const zone = browserZone();
  return (
    <Card.Root size="sm" as="article" aria-labelledby={`application-${a.id}`}>
      <Card.Body gap="1">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id={`application-${a.id}`}>
            <RouterLink to={`/pro/applications/${a.id}`}>
              <Text as="span" textDecoration="underline" color="green.800">
                {a.jobTitle}
              </Text>
            </RouterLink>
          </Heading>
          <StatusBadge status={a.status} />
        </Flex>
        <Text color="fg.muted" fontSize="sm">
          {[a.employerName ?? T.anonymousEmployer, placeText(a)].filter(Boolean).join(' · ')}
          {a.applyTs ? ` · ${T.appliedOn(formatDate(a.applyTs))}` : ''}
        </Text>
        <Wrap gap="2">
          {a.unansweredQuestions > 0 && (
            <RouterLink to={`/pro/application/${a.id}/screening-questions`}>
              <Badge colorPalette="orange" variant="solid" size="lg" whiteSpace="normal" h="auto" py="1">
                {T.answerQuestions(a.unansweredQuestions)}
              </Badge>
            </RouterLink>
          )}
          {a.proposedSlots > 0 && (
            <Badge colorPalette="blue" variant="solid" size="lg" whiteSpace="normal" h="auto" py="1">
              {T.timesToReview(a.proposedSlots)}
            </Badge>
          )}
          {a.nextInterview && (a.nextInterview.status === 'Accepted' || a.nextInterview.status === 'Confirmed') && (
            <Badge colorPalette="green" variant="subtle" size="lg" whiteSpace="normal" h="auto" py="1">
              {T.interviewAt(isoLabel(a.nextInterview.tsInterview, zone))}
            </Badge>
          )}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
