import { Link as RouterLink } from 'react-router';
import { Stack, Text } from '@floorhire/ui';
import { useViewer } from '@floorhire/remote-kit';
import { Page } from '#app/components/page';
import { readDraft } from '#app/lib/apply-draft';
import { T } from '#app/texts';
import { ApplySteps } from './apply-steps';
import { NoJob } from './create-profile-page';

/** /apply/resume: the resume step of the apply flow. */
export function ResumePage() {
  const viewer = useViewer();
  const draft = readDraft();
  if (!draft) return <NoJob />;
  return (
    <Page title={T.resumeTitle}>
      <ApplySteps current={1} />
      <Stack gap="4">
        <Text>{T.resumeIntro}</Text>
        <RouterLink to={viewer.userId > 0 ? '/apply/profile-info' : '/apply/create-profile'}>
          <Text as="span" textDecoration="underline" color="green.800" fontWeight="semibold">
            {T.resumeLater}
          </Text>
        </RouterLink>
      </Stack>
    </Page>
  );
}
