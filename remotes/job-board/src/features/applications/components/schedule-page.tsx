import { Link as RouterLink } from 'react-router';
import { Stack, Text } from '@floorhire/ui';
import { EmptyState, Loaded, useViewer } from '@floorhire/remote-kit';
import { ROLES } from '@floorhire/rules';
import { Page } from '#app/components/page';
import { T } from '#app/texts';
import { useMyApplications } from '../api/applications';
import { ApplicationCard } from './applications-page';

/** /schedule: the pro's applications with interview times, soonest first; visitors are asked to log in. */
export function SchedulePage() {
  const viewer = useViewer();
  const isPro = viewer.roles.includes(ROLES.userPro);
  const list = useMyApplications(isPro ? viewer.userId : 0);
  if (!isPro) {
    return (
      <Page title={T.scheduleTitle}>
        <Text mb="3">{T.scheduleSignedOut}</Text>
        <RouterLink to="/login">
          <Text as="span" textDecoration="underline" color="green.800" fontWeight="semibold">
            {T.logIn}
          </Text>
        </RouterLink>
      </Page>
    );
  }
  return (
    <Page title={T.scheduleTitle}>
      <Loaded resource={list}>
        {(items) => {
          const withTimes = items.filter((a) => a.nextInterview).sort((a, b) => a.nextInterview!.tsInterview.localeCompare(b.nextInterview!.tsInterview));
          if (withTimes.length === 0)
            return (
              <EmptyState title={T.noSchedule}>
                <Text mt="1">{T.youWillSee}</Text>
              </EmptyState>
            );
          return (
            <Stack as="ul" gap="3" listStyleType="none">
              {withTimes.map((a) => (
                <li key={a.id}>
                  <ApplicationCard application={a} />
                </li>
              ))}
            </Stack>
          );
        }}
      </Loaded>
    </Page>
  );
}
